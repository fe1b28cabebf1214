/**
 * Adapters that turn each feature's data into search documents, and the sources /search indexes.
 * They live in src/app because features do not import each other.
 */
import type { QueryClient } from '@tanstack/react-query';
import { categories, categoryShortLabel } from '@/config/categories';
import { paths } from '@/config/paths';
import { regionFeedSetSlug, regions } from '@/config/regions';
import { BLOG_PAGE_SIZE } from '@/contracts/blog';
import { articleExample } from '@/content/article-example';
import { courtArticles, type CourtArticle, type Inline } from '@/content/court-articles';
import { faqCategoryLabels, faqEntries, type FaqEntry } from '@/content/faq';
import { featuredStory } from '@/content/featured-story';
import { sampleSections, type StoryContent } from '@/content/sample-articles';
import { blogListQueryOptions } from '@/features/blog/get-blog-list';
import type { BlogSummary } from '@/features/blog/blog-schema';
import { categoryQueryKey, readCachedCategory } from '@/features/feeds/cache';
import { categoryArticlesQuery } from '@/features/feeds/ui';
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

interface SearchSourceDeps {
  readonly queryClient: QueryClient;
}

function faqToSearchDocument(entry: FaqEntry): SearchDocument {
  return {
    id: `faq:${entry.id}`,
    kind: 'faq',
    title: entry.question,
    body: entry.answer,
    category: faqCategoryLabels[entry.category],
    date: null,
    href: `${paths.faq}?q=${encodeURIComponent(entry.question)}`,
    external: false,
  };
}

/** A readable story (fixed sample, example article): searched by its whole text, linked to its page. */
function storyToSearchDocument(story: StoryContent): SearchDocument {
  return {
    id: `section:${story.path}`,
    kind: 'section',
    title: story.title,
    body: `${story.description}\n\n${story.body}`,
    category: story.category,
    date: story.date,
    href: story.path,
    external: false,
  };
}

const inlineText = (runs: readonly Inline[]) => runs.map((r) => (typeof r === 'string' ? r : r.text)).join('');

function courtArticleToSearchDocument(article: CourtArticle): SearchDocument {
  const text = article.sections.flatMap((s) => [s.heading, ...s.paragraphs.map(inlineText), ...(s.list ?? [])]);
  return {
    id: `blog:${article.slug}`,
    kind: 'blog',
    title: article.title,
    body: [article.description, article.standfirst, ...text].join('\n\n'),
    category: 'Blog',
    date: article.datePublished,
    href: paths.blogPost(article.slug),
    external: false,
  };
}

function blogSummaryToSearchDocument(post: BlogSummary): SearchDocument {
  return {
    id: `blog:${post.slug}`,
    kind: 'blog',
    title: post.title,
    body: post.description,
    category: 'Blog',
    date: null,
    href: paths.blogPost(post.slug),
    external: false,
  };
}

function featuredStoryDocument(): SearchDocument {
  return {
    id: `section:${featuredStory.path}`,
    kind: 'section',
    title: featuredStory.title,
    body: [featuredStory.description, featuredStory.intro, ...featuredStory.sections.flatMap((s) => [s.heading, s.body])].join('\n\n'),
    category: featuredStory.category,
    date: featuredStory.date,
    href: featuredStory.path,
    external: false,
  };
}

/** How many pages of the blog list search reads (BLOG_PAGE_SIZE posts each). */
const SEARCH_BLOG_PAGES = 5;

/** Reads blog list pages until the last one (by `total`, or a short page), at most `SEARCH_BLOG_PAGES`. */
async function loadBlogDocuments(queryClient: QueryClient, signal: AbortSignal): Promise<SearchDocument[]> {
  const docs: SearchDocument[] = [];
  for (let page = 1; page <= SEARCH_BLOG_PAGES && !signal.aborted; page += 1) {
    const list = await queryClient.fetchQuery(blogListQueryOptions(page));
    docs.push(...list.posts.map(blogSummaryToSearchDocument));
    const seen = (page - 1) * BLOG_PAGE_SIZE + list.posts.length;
    if (list.posts.length === 0 || (list.total !== null ? seen >= list.total : list.posts.length < BLOG_PAGE_SIZE)) break;
  }
  return docs;
}

/**
 * Every source the search page indexes: static content first (available at
 * once), then the blog list, one source per news category and one per region. A
 * category shows its cached articles at once and is loaded through the same query
 * as its page, so a fresh cache means no request. A region is searched only as far
 * as this device has its stories (the region the reader chose and loaded): search
 * never fetches a region's feeds, so a search does not ask every region's newsrooms.
 */
export function buildSearchSources({ queryClient }: SearchSourceDeps): SearchSource[] {
  const staticDocs = (): SearchDocument[] => [
    ...faqEntries.map(faqToSearchDocument),
    ...sampleSections.flatMap((section) => section.stories.map(storyToSearchDocument)),
    storyToSearchDocument(articleExample),
    featuredStoryDocument(),
    ...courtArticles.map(courtArticleToSearchDocument),
  ];
  const newsSources: SearchSource[] = categories.map((category) => ({
    id: `news:${category.slug}`,
    label: categoryShortLabel(category),
    initial: () => articlesToSearchDocuments(readCachedCategory(category.slug) ?? []),
    load: async () => articlesToSearchDocuments(await queryClient.fetchQuery(categoryArticlesQuery(category.slug))),
  }));
  const regionSources: SearchSource[] = regions.map((region) => {
    const slug = regionFeedSetSlug(region);
    return {
      id: `news:${slug}`,
      label: region.name,
      initial: () => articlesToSearchDocuments(queryClient.getQueryData<Article[]>(categoryQueryKey(slug)) ?? readCachedCategory(slug) ?? []),
    };
  });
  return [
    { id: 'static', label: 'Site pages', initial: staticDocs },
    { id: 'blog', label: 'Blog', load: (signal) => loadBlogDocuments(queryClient, signal) },
    ...newsSources,
    ...regionSources,
  ];
}

/** Where the empty state sends readers. */
export const searchBrowseLinks: readonly SearchLink[] = [
  { label: 'Local News', to: paths.category('local-news') },
  { label: 'Politics', to: paths.category('politics') },
  { label: 'Blog', to: paths.blog },
  { label: 'FAQ', to: paths.faq },
  { label: 'State News', to: paths.stateNews },
];
