import { categoryBySlug, type CategoryConfig } from '@/config/categories';
import type { Article } from '@/lib/article';
import { createLimiter, type Limiter } from '@/lib/concurrency';
import { readCacheEntry, isFresh, writeCachedCategory } from './feed-cache';
import { loadFeed, type FeedClient } from './feed-client';
import { MAX_ARTICLES_PER_CATEGORY, MAX_CONCURRENT_FEEDS } from './feed-settings';
import { placeholderArticles } from './placeholders';
import { mergeArticles } from './merge-articles';

/** Limits feed requests across the whole page (home loads 15 categories). */
export const feedLimiter: Limiter = createLimiter(MAX_CONCURRENT_FEEDS);

export interface FetchFeedOptions {
  readonly client?: FeedClient;
  readonly proxies?: readonly string[];
  readonly sameOriginFeeds?: boolean;
  readonly limiter?: Limiter;
  /** What the page shows now: kept when every feed fails (so nothing shown disappears). */
  readonly previous?: readonly Article[];
}

/**
 * Fetches every feed of a category (in parallel, through the shared limiter;
 * each feed parsed off the main thread, its items sorted newest first), merges
 * them (duplicates dropped, newest first across feeds, 15 kept) and tags each
 * with the category. Failed feeds contribute nothing. No cache involved.
 */
export async function fetchCategoryArticles(category: CategoryConfig, options: FetchFeedOptions & { signal?: AbortSignal } = {}): Promise<Article[]> {
  const limiter = options.limiter ?? feedLimiter;
  const lists = await Promise.all(
    category.feeds.map(async (feedUrl) => {
      const result = await limiter.run(() => (options.signal?.aborted ? Promise.resolve(null) : loadFeed(feedUrl, category, options)));
      return result?.ok ? result.value : [];
    }),
  );
  return mergeArticles(lists, MAX_ARTICLES_PER_CATEGORY);
}

const inFlight = new Map<string, Promise<Article[]>>();

/**
 * After a load in which every feed failed, the same sources are not asked again
 * for this long by a cache-aware load: the page's own query, mounting a moment
 * after the early load (early-feed-loads.ts) failed, gets that outcome instead of a
 * second round of requests to sources that just failed. Refreshes a reader asks
 * for (refreshCategory) and coming back online are not held back.
 */
export const FAILED_LOAD_QUIET_MS = 15_000;
const failedAt = new Map<string, number>();
if (typeof window !== 'undefined') window.addEventListener('online', () => failedAt.clear());

function abortError(): DOMException {
  return new DOMException('The category load was aborted', 'AbortError');
}

/** Rejects with an AbortError when `signal` aborts; the shared work keeps running for others. */
function withSignal<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

async function refresh(category: CategoryConfig, options: FetchFeedOptions): Promise<Article[]> {
  let articles: Article[] = [];
  try {
    articles = await fetchCategoryArticles(category, options);
  } catch (error) {
    console.error(`[feeds] ${category.slug}: refresh failed`, error);
  }
  if (articles.length > 0) {
    failedAt.delete(category.slug);
    writeCachedCategory(category.slug, articles);
    return articles;
  }
  failedAt.set(category.slug, Date.now());
  return fallback(category, options.previous);
}

/** What to show when every feed of a category failed: what is on screen, a stale entry, or placeholders. */
function fallback(category: CategoryConfig, previous: readonly Article[] | undefined): Article[] {
  // Nothing new: keep what the reader sees, or a stale real entry, rather than placeholders.
  const shown = previous?.filter((a) => !a.placeholder) ?? [];
  if (shown.length > 0) {
    console.warn(`[feeds] ${category.slug}: every feed failed; keeping the stories on screen`);
    return [...shown];
  }
  const stale = readCacheEntry(category.slug);
  if (stale && !stale.placeholder && stale.articles.length > 0) {
    console.warn(`[feeds] ${category.slug}: every feed failed; showing the cached stories`);
    return [...stale.articles];
  }
  console.warn(`[feeds] ${category.slug}: every feed failed; showing placeholders`);
  const placeholders = placeholderArticles(category);
  writeCachedCategory(category.slug, placeholders, { placeholder: true });
  return placeholders;
}

/**
 * Fetches a category now (ignoring freshness), writes the cache and returns
 * the articles; on total failure the stale entry or placeholders. Concurrent
 * calls for the same category share one network load.
 */
export function refreshCategory(slug: string, options: { signal?: AbortSignal } & Omit<FetchFeedOptions, 'signal'> = {}): Promise<Article[]> {
  const category = categoryBySlug(slug);
  if (!category) return Promise.resolve([]);
  const { signal, ...rest } = options;
  let shared = inFlight.get(slug);
  if (!shared) {
    shared = refresh(category, rest).finally(() => inFlight.delete(slug));
    inFlight.set(slug, shared);
  }
  return withSignal(shared, signal);
}

/**
 * The articles of a category, cache-aware: a fresh cache entry means no
 * network at all; otherwise the feeds are fetched (see `refreshCategory`).
 * Never rejects except with an AbortError when `signal` aborts. Unknown slugs give [].
 */
export function loadCategory(slug: string, options: { signal?: AbortSignal } & Omit<FetchFeedOptions, 'signal'> = {}): Promise<Article[]> {
  const entry = readCacheEntry(slug);
  if (entry && isFresh(entry)) return Promise.resolve([...entry.articles]);
  const category = categoryBySlug(slug);
  const failed = failedAt.get(slug);
  if (category && !inFlight.has(slug) && failed !== undefined && Date.now() - failed < FAILED_LOAD_QUIET_MS) {
    if (options.signal?.aborted) return Promise.reject(abortError());
    return Promise.resolve(fallback(category, options.previous));
  }
  return refreshCategory(slug, options);
}
