import { queryOptions, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Article } from '@/lib/article';
import { useHydratingRender, useServedValue } from '@/lib/use-hydrated';
import { CATEGORY_QUERY_PREFIX, categoryQueryKey, entryTtl, pageCategoryLoader, readCacheEntry, servedCategoryState } from '../cache';
import { CACHE_TTL_MS } from '../feed-settings';
import { isPlaceholderList, isSnapshotList, useLiveArticles } from './live-updates';
import { useQueryInTransitions } from './use-query-in-transitions';

/** How often an open page looks for expired categories. */
const REFRESH_CHECK_MS = 30_000;

/**
 * Query options for a category's articles. Home, category pages and search
 * share this one cache. The localStorage entry is NOT read here (query options
 * are evaluated during render, and the first render must equal the build's):
 * `seedCategoryFromCache` puts it in after hydration. While the page is open and
 * visible, useCategoryRefresh refreshes the category once its entry has expired.
 */
export function categoryArticlesQuery(slug: string) {
  return queryOptions({
    queryKey: categoryQueryKey(slug),
    queryFn: ({ signal, client }) => pageCategoryLoader().load(slug, { signal, previous: client.getQueryData<Article[]>(categoryQueryKey(slug)) }),
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
 * refresh runs. The build's snapshot (page data) gives way to a newer entry.
 * Call from an effect (after hydration), never during render.
 */
export function seedCategoryFromCache(client: QueryClient, slug: string): void {
  const key = categoryQueryKey(slug);
  const current = client.getQueryState<Article[]>(key);
  const snapshot = isSnapshotList(current?.data);
  if (current?.data !== undefined && !snapshot) return;
  const entry = readCacheEntry(slug);
  if (!entry || (snapshot && (entry.placeholder || entry.savedAt <= (current?.dataUpdatedAt ?? 0)))) return;
  client.setQueryData(key, [...entry.articles], { updatedAt: entry.savedAt });
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
  /** When the stories were fetched (a saved copy: when it was saved); null before any. */
  readonly savedAt?: number | null;
}

/**
 * A category's articles for a component; pass `enabled: false` to defer the
 * network load (home waves). The first render is always the loading state (as
 * the build renders it); cached stories follow right after hydration. Once shown,
 * a list changes only when the reader presses "Show N new stories".
 */
export function useCategoryArticles(slug: string, { enabled = true }: { enabled?: boolean } = {}): CategoryArticlesState {
  const client = useQueryClient();
  // Declared before the query: this effect runs before the query subscribes (and decides whether to fetch).
  useEffect(() => seedCategoryFromCache(client, slug), [client, slug]);
  // Arriving stories render as transitions (see useQueryInTransitions), in slices, not in the task that brought them.
  const query = useQueryInTransitions({ ...categoryArticlesQuery(slug), enabled });
  // The build rendered the snapshot as settled; a stale query reports its mount refresh in the very
  // first render, which the hydrating render must not show (aria-busy, the held list). The query's
  // next change renders it: no render of every list right after hydration for this alone.
  const isFetching = !useHydratingRender() && query.isFetching;
  // Hydration renders the stories the page was served with, however late it comes (a part of the
  // page hydrated later, see HydrateLater, finds the cache already changed). The build renders its own cache.
  const building = typeof document === 'undefined';
  const data = useServedValue(query.data, () => (building ? query.data : servedCategoryState(slug)?.data));
  const updatedAt = useServedValue(query.dataUpdatedAt, () => (building ? query.dataUpdatedAt : (servedCategoryState(slug)?.dataUpdatedAt ?? 0)));
  const live = useLiveArticles(`category:${slug}`, data ?? null, isFetching);
  const { articles, newCount } = live;
  const savedAt = updatedAt > 0 ? updatedAt : null;
  // One object per change, so a memoized list below re-renders only when something it shows changed.
  return useMemo(
    () => ({ articles, isFetching, isLoading: articles === null, isPlaceholder: isPlaceholderList(articles), newCount, savedAt }),
    [articles, isFetching, newCount, savedAt],
  );
}

/** The category's entry has expired (placeholders expire sooner than stories). */
function isExpired(query: Query): boolean {
  const data = query.state.data as readonly Article[] | undefined;
  if (!data || query.state.fetchStatus === 'fetching') return false;
  return Date.now() - query.state.dataUpdatedAt >= entryTtl({ placeholder: isPlaceholderList(data) });
}

/**
 * While the page is open and visible, refreshes each category shown on it (the active
 * queries) within 30 s of its entry expiring. One timer for the page: a timer per list
 * (TanStack's refetchInterval) is reset on every render of every list, and home has fifteen.
 */
export function useCategoryRefresh(): void {
  const client = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      void client.refetchQueries({ queryKey: CATEGORY_QUERY_PREFIX, type: 'active', predicate: isExpired }, { cancelRefetch: false });
    }, REFRESH_CHECK_MS);
    return () => clearInterval(timer);
  }, [client]);
}
