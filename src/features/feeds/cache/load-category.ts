import { categoryBySlug, type CategoryConfig } from '@/config/categories';
import type { Article } from '@/lib/article';
import { fetchCategoryArticles, type FetchCategoryOptions } from '../transport';
import { isFresh, readCacheEntry, writeCachedCategory } from './feed-cache';
import { placeholderArticles } from './placeholders';

/**
 * After a load in which every feed failed, the same sources are not asked again
 * for this long by a cache-aware load: the page's own query, mounting a moment
 * after the early load (early-feed-loads.ts) failed, gets that outcome instead of a
 * second round of requests to sources that just failed. Refreshes a reader asks
 * for (`refresh`) and coming back online are not held back.
 */
export const FAILED_LOAD_QUIET_MS = 15_000;

interface CategoryLoadOptions extends FetchCategoryOptions {
  /** What the page shows now: kept when every feed fails (so nothing shown disappears). */
  readonly previous?: readonly Article[];
}

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

/**
 * A category's stories, cache-aware, for one page: a fresh cache entry means no network;
 * otherwise its feeds are fetched (one shared load per category, however many ask), the
 * merged stories are cached, and when every feed fails the reader keeps what is on screen,
 * a stale entry or placeholders. It remembers which categories just failed (see
 * FAILED_LOAD_QUIET_MS); `forgetFailuresOnReconnect` clears that when the browser comes back online.
 */
export class CategoryLoader {
  private readonly inFlight = new Map<string, Promise<Article[]>>();
  /** When each category's last load failed entirely (absent after a success). */
  private readonly failedAt = new Map<string, number>();

  /** Forgets the failed loads whenever `target` reports that the browser is back online. Returns a function that stops listening. */
  forgetFailuresOnReconnect(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    const forget = () => this.failedAt.clear();
    target.addEventListener('online', forget);
    return () => target.removeEventListener('online', forget);
  }

  /**
   * The articles of a category, cache-aware: a fresh cache entry means no
   * network at all; otherwise the feeds are fetched (see `refresh`).
   * Never rejects except with an AbortError when `signal` aborts. Unknown slugs give [].
   */
  load(slug: string, options: CategoryLoadOptions = {}): Promise<Article[]> {
    const entry = readCacheEntry(slug);
    if (entry && isFresh(entry)) return Promise.resolve([...entry.articles]);
    const category = categoryBySlug(slug);
    const failed = this.failedAt.get(slug);
    if (category && !this.inFlight.has(slug) && failed !== undefined && Date.now() - failed < FAILED_LOAD_QUIET_MS) {
      if (options.signal?.aborted) return Promise.reject(abortError());
      return Promise.resolve(fallback(category, options.previous));
    }
    return this.refresh(slug, options);
  }

  /**
   * Fetches a category now (ignoring freshness), writes the cache and returns
   * the articles; on total failure the stale entry or placeholders. Concurrent
   * calls for the same category share one network load.
   */
  refresh(slug: string, options: CategoryLoadOptions = {}): Promise<Article[]> {
    const category = categoryBySlug(slug);
    if (!category) return Promise.resolve([]);
    const { signal, ...rest } = options;
    let shared = this.inFlight.get(slug);
    if (!shared) {
      shared = this.fetchAndStore(category, rest).finally(() => this.inFlight.delete(slug));
      this.inFlight.set(slug, shared);
    }
    return withSignal(shared, signal);
  }

  private async fetchAndStore(category: CategoryConfig, options: Omit<CategoryLoadOptions, 'signal'>): Promise<Article[]> {
    let articles: Article[] = [];
    try {
      articles = await fetchCategoryArticles(category, options);
    } catch (error) {
      console.error(`[feeds] ${category.slug}: refresh failed`, error);
    }
    if (articles.length > 0) {
      this.failedAt.delete(category.slug);
      writeCachedCategory(category.slug, articles);
      return articles;
    }
    this.failedAt.set(category.slug, Date.now());
    return fallback(category, options.previous);
  }
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

let pageLoader: CategoryLoader | null = null;

/**
 * The page's category loader, made on first use and shared by the early feed loads and the
 * page's queries (so a query joins a load the early loads started). It forgets failed loads
 * when the browser comes back online.
 */
export function pageCategoryLoader(): CategoryLoader {
  if (pageLoader) return pageLoader;
  pageLoader = new CategoryLoader();
  if (typeof window !== 'undefined') pageLoader.forgetFailuresOnReconnect(window);
  return pageLoader;
}
