/**
 * Adapters that turn each feature's data into search documents, and the list
 * of sources the /search page indexes. Composition lives here (src/app) because
 * features do not import each other.
 */
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import type { SearchLink } from '@/features/search/search-empty';
import type { SearchDocument, SearchKind } from '@/features/search/search-document';
import type { SearchSource } from '@/features/search/search-sources';
import type { Article } from '@/lib/article';

/** A story card's data as a search document; it links where its card links. Placeholders are left out. */
export function articleToSearchDocument(article: Article, kind: SearchKind = 'news'): SearchDocument | null {
  if (article.placeholder || !article.title.trim()) return null;
  const href = article.link ?? article.path ?? paths.articleExample;
  return {
    id: `${kind}:${article.link ?? article.path ?? article.id}`,
    kind,
    title: article.title,
    body: article.excerpt,
    category: article.category,
    date: article.date,
    href,
    external: article.link !== null,
  };
}

export function articlesToSearchDocuments(articles: readonly Article[], kind: SearchKind = 'news'): SearchDocument[] {
  return articles.map((a) => articleToSearchDocument(a, kind)).filter((d): d is SearchDocument => d !== null);
}

export interface SearchSourceDeps {
  readonly queryClient: QueryClient;
}

/** Every source the search page indexes, static content first, then the slower network sources. */
export function buildSearchSources(_deps: SearchSourceDeps): SearchSource[] {
  return [];
}

/** Where the empty state sends readers. */
export const searchBrowseLinks: readonly SearchLink[] = [
  { label: 'Local News', to: paths.category('local-news') },
  { label: 'Politics', to: paths.category('politics') },
  { label: 'Blog', to: paths.blog },
  { label: 'FAQ', to: paths.faq },
  { label: 'State News', to: paths.stateNews },
];
