import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@/lib/article';
import { entryTtl, readCacheEntry } from './feed-cache';
import { CACHE_TTL_MS } from './feed-settings';
import { loadCategory } from './load-category';

export const categoryQueryKey = (slug: string) => ['feeds', 'category', slug] as const;

function isPlaceholderList(data: readonly Article[] | undefined): boolean {
  return Boolean(data && data.length > 0 && data.every((a) => a.placeholder));
}

/**
 * Query options for a category's articles. The localStorage entry seeds the
 * query (stale-while-revalidate: a stale entry shows at once while the
 * refresh runs; a fresh one means no request). Home, category pages and
 * search share this one cache.
 */
export function categoryArticlesQuery(slug: string) {
  return queryOptions({
    queryKey: categoryQueryKey(slug),
    queryFn: ({ signal }) => loadCategory(slug, { signal }),
    initialData: () => {
      const entry = readCacheEntry(slug);
      return entry ? [...entry.articles] : undefined;
    },
    initialDataUpdatedAt: () => readCacheEntry(slug)?.savedAt,
    staleTime: (query) => entryTtl({ placeholder: isPlaceholderList(query.state.data) }),
    gcTime: 3 * CACHE_TTL_MS,
    retry: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
  });
}

export interface CategoryArticlesState {
  /** null until the first articles (cached, fetched or placeholders) are known. */
  readonly articles: readonly Article[] | null;
  /** A request is running (first load or background refresh). */
  readonly isFetching: boolean;
  /** True when nothing is known yet and the loading UI should show. */
  readonly isLoading: boolean;
  /** The articles are fallback placeholders. */
  readonly isPlaceholder: boolean;
}

/** A category's articles for a component; pass `enabled: false` to defer the network load (home waves). */
export function useCategoryArticles(slug: string, { enabled = true }: { enabled?: boolean } = {}): CategoryArticlesState {
  const query = useQuery({ ...categoryArticlesQuery(slug), enabled });
  const articles = query.data ?? null;
  return {
    articles,
    isFetching: query.isFetching,
    isLoading: articles === null,
    isPlaceholder: isPlaceholderList(query.data),
  };
}
