import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Article } from '@/lib/article';
import { entryTtl, readCacheEntry } from './feed-cache';
import { CACHE_TTL_MS } from './feed-settings';
import { useLiveArticles } from './live-updates';
import { loadCategory } from './load-category';

export const categoryQueryKey = (slug: string) => ['feeds', 'category', slug] as const;

function isPlaceholderList(data: readonly Article[] | undefined | null): boolean {
  return Boolean(data && data.length > 0 && data.every((a) => a.placeholder));
}

/** Refresh at least this far apart while the page stays open. */
const MIN_REFRESH_MS = 30_000;

/**
 * Query options for a category's articles. Home, category pages and search
 * share this one cache. The localStorage entry is NOT read here (query options
 * are evaluated during render, and the first render must equal the build's):
 * `seedCategoryFromCache` puts it in after hydration. While the page is open and
 * visible, the category refreshes when its entry expires.
 */
export function categoryArticlesQuery(slug: string) {
  return queryOptions({
    queryKey: categoryQueryKey(slug),
    queryFn: ({ signal, client }) => loadCategory(slug, { signal, previous: client.getQueryData<Article[]>(categoryQueryKey(slug)) }),
    staleTime: (query) => entryTtl({ placeholder: isPlaceholderList(query.state.data) }),
    gcTime: 3 * CACHE_TTL_MS,
    retry: 0,
    // Coming back to the tab after the entry expired refreshes it.
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}

/**
 * Puts the localStorage entry (fresh or stale) into the query cache, dated when
 * it was saved, so a fresh entry makes no request and a stale one shows while the
 * refresh runs. Call from an effect (after hydration), never during render.
 */
export function seedCategoryFromCache(client: QueryClient, slug: string): void {
  const key = categoryQueryKey(slug);
  if (client.getQueryData(key) !== undefined) return;
  const entry = readCacheEntry(slug);
  if (entry) client.setQueryData(key, [...entry.articles], { updatedAt: entry.savedAt });
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
  /** Stories a refresh brought that are not shown yet (see NewStoriesButton). */
  readonly newCount?: number;
}

/**
 * A category's articles for a component; pass `enabled: false` to defer the
 * network load (home waves). The first render is always the loading state (as
 * the build renders it); cached stories follow right after hydration. Once shown,
 * a list changes only when the reader presses "Show N new stories".
 */
export function useCategoryArticles(slug: string, { enabled = true }: { enabled?: boolean } = {}): CategoryArticlesState {
  const client = useQueryClient();
  // Declared before useQuery: this effect runs before the query subscribes (and decides whether to fetch).
  useEffect(() => seedCategoryFromCache(client, slug), [client, slug]);
  const query = useQuery({
    ...categoryArticlesQuery(slug),
    enabled,
    refetchInterval: (q) => {
      if (!q.state.data) return false;
      const ttl = entryTtl({ placeholder: isPlaceholderList(q.state.data) });
      // Rounded up to whole seconds: the same answer on every render of a second (a changed
      // interval restarts the query's timer, and home renders its sections many times at start).
      return Math.ceil(Math.max(MIN_REFRESH_MS, ttl - (Date.now() - q.state.dataUpdatedAt)) / 1000) * 1000;
    },
    refetchIntervalInBackground: false,
  });
  const live = useLiveArticles(`category:${slug}`, query.data ?? null, query.isFetching);
  const { articles, newCount } = live;
  const { isFetching } = query;
  // One object per change, so a memoized list below re-renders only when something it shows changed.
  return useMemo(
    () => ({ articles, isFetching, isLoading: articles === null, isPlaceholder: isPlaceholderList(articles), newCount }),
    [articles, isFetching, newCount],
  );
}
