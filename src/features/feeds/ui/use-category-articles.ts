import { queryOptions, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Article } from '@/lib/article';
import { useHydratingRender, useServedValue } from '@/lib/use-hydrated';
import { CATEGORY_QUERY_PREFIX, categoryQueryKey, entryTtl, pageCategoryLoader, readCacheEntry, servedCategoryState } from '../cache';
import { CACHE_TTL_MS } from '../feed-settings';
import { isPlaceholderList, isSnapshotList, useLiveArticles } from './live-updates';
import { useQueryInTransitions } from './use-query-in-transitions';

const REFRESH_CHECK_MS = 30_000;

/**
 * Query options for a category's articles, shared by home, category pages and search. The saved
 * entry is not read here: options are evaluated during render, and the first render must equal the
 * build's, so `seedCategoryFromCache` puts it in after hydration.
 */
export function categoryArticlesQuery(slug: string) {
  return queryOptions({
    queryKey: categoryQueryKey(slug),
    queryFn: ({ signal, client }) => pageCategoryLoader().load(slug, { signal, previous: client.getQueryData<Article[]>(categoryQueryKey(slug)) }),
    staleTime: (query) => entryTtl({ placeholder: isPlaceholderList(query.state.data) }),
    gcTime: 3 * CACHE_TTL_MS,
    retry: 0,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
}

/**
 * Puts the saved entry into the query cache, dated when it was saved, so a fresh entry makes no
 * request and a stale one shows while the refresh runs; it replaces the build's snapshot only when
 * newer. Call from an effect, never during render.
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
 * A category's articles for a component; `enabled: false` defers the network load (home's waves).
 * Once shown, a list changes only when the reader asks for the new stories.
 */
export function useCategoryArticles(slug: string, { enabled = true }: { enabled?: boolean } = {}): CategoryArticlesState {
  const client = useQueryClient();
  // Declared before the query, so it runs before the query subscribes and decides whether to fetch.
  useEffect(() => seedCategoryFromCache(client, slug), [client, slug]);
  const query = useQueryInTransitions({ ...categoryArticlesQuery(slug), enabled });
  // The build rendered the snapshot as settled, so the hydrating render must not show the mount
  // refresh; the query's next change will.
  const isFetching = !useHydratingRender() && query.isFetching;
  // Hydration renders the stories the page was served with, however late it comes (a part hydrated
  // later finds the cache already changed).
  const building = typeof document === 'undefined';
  const data = useServedValue(query.data, () => (building ? query.data : servedCategoryState(slug)?.data));
  const updatedAt = useServedValue(query.dataUpdatedAt, () => (building ? query.dataUpdatedAt : (servedCategoryState(slug)?.dataUpdatedAt ?? 0)));
  const live = useLiveArticles(`category:${slug}`, data ?? null, isFetching);
  const { articles, newCount } = live;
  const savedAt = updatedAt > 0 ? updatedAt : null;
  // One object per change, so memoized lists below re-render only when something they show changed.
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
 * While the page is visible, refreshes each category shown on it soon after its entry expires. One
 * timer for the page: TanStack's per-query refetchInterval is reset on every render of every list.
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
