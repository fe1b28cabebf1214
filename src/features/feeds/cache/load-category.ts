import type { CategoryConfig } from '@/config/categories';
import { feedSetBySlug } from '@/config/feed-sets';
import type { Article } from '@/lib/article';
import { abortError, withSignal } from '@/lib/concurrency';
import { nextTask } from '@/lib/next-task';
import { fetchCategoryArticles, type FetchCategoryOptions } from '../transport';
import { isFresh, readCacheEntry, writeCachedCategory, type CacheEntry } from './feed-cache';
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

/** What a load ends with: the stories to show, and how they are stored (`null`: the stored entry stays as it is). */
interface Outcome {
  readonly articles: Article[];
  readonly store: { readonly placeholder: boolean } | null;
}

/**
 * The outcome of a load that fetched `fetched` (empty: every feed failed), given the cache entry
 * read when it began and what the page shows: new stories are stored; after a failure the
 * reader keeps what is on screen, else the stale entry's stories, else placeholders (stored as such).
 */
function outcomeOf(category: CategoryConfig, fetched: Article[], entry: CacheEntry | null, previous: readonly Article[] | undefined): Outcome {
  if (fetched.length > 0) return { articles: fetched, store: { placeholder: false } };
  const shown = previous?.filter((a) => !a.placeholder) ?? [];
  if (shown.length > 0) {
    console.warn(`[feeds] ${category.slug}: every feed failed; keeping the stories on screen`);
    return { articles: [...shown], store: null };
  }
  if (entry && !entry.placeholder && entry.articles.length > 0) {
    console.warn(`[feeds] ${category.slug}: every feed failed; showing the cached stories`);
    return { articles: [...entry.articles], store: null };
  }
  console.warn(`[feeds] ${category.slug}: every feed failed; showing placeholders`);
  return { articles: placeholderArticles(category), store: { placeholder: true } };
}

/**
 * A category's stories, for one page. It alone decides between the cache, the network and
 * placeholders, in one pass: the category's cache entry is read once, a fresh one answers a
 * cache-aware load with no network, otherwise the feeds are fetched (one shared load per
 * category, however many ask), and the outcome (see `outcomeOf`) is stored in one write. It
 * remembers which categories just failed (see FAILED_LOAD_QUIET_MS); `forgetFailuresOnReconnect`
 * clears that when the browser comes back online.
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
   * The articles of a category, cache-aware: a fresh cache entry means no network at all;
   * right after every feed failed, that failure's outcome without asking again; otherwise
   * the feeds are fetched (see `refresh`). Never rejects except with an AbortError when
   * `signal` aborts. Unknown slugs give [].
   */
  load(slug: string, options: CategoryLoadOptions = {}): Promise<Article[]> {
    return this.run(slug, options, true);
  }

  /**
   * Fetches a category now (ignoring freshness), writes the cache and returns the articles; on
   * total failure what is on screen, the stale entry or placeholders. Concurrent calls for the
   * same category share one network load.
   */
  refresh(slug: string, options: CategoryLoadOptions = {}): Promise<Article[]> {
    return this.run(slug, options, false);
  }

  /** The one pass: read the entry, answer from it or join or start the category's load. */
  private run(slug: string, { signal, ...options }: CategoryLoadOptions, cacheAware: boolean): Promise<Article[]> {
    const category = feedSetBySlug(slug);
    if (!category) return Promise.resolve([]);
    const entry = readCacheEntry(slug);
    if (cacheAware && entry && isFresh(entry)) return Promise.resolve([...entry.articles]);
    let shared = this.inFlight.get(slug);
    if (!shared) {
      if (signal?.aborted) return Promise.reject(abortError());
      const failed = this.failedAt.get(slug);
      const quiet = cacheAware && failed !== undefined && Date.now() - failed < FAILED_LOAD_QUIET_MS;
      shared = this.settle(category, entry, options, !quiet);
      // A quiet answer is settled at once; only a load that asks the sources is shared.
      if (!quiet) {
        shared = shared.finally(() => this.inFlight.delete(slug));
        this.inFlight.set(slug, shared);
      }
    }
    return withSignal(shared, signal);
  }

  /**
   * Asks the sources (unless `askSources` is false: they just failed), then stores the outcome
   * (see `outcomeOf`) where it is new and returns the stories to show. Never rejects.
   */
  private async settle(category: CategoryConfig, entry: CacheEntry | null, { previous, ...fetchOptions }: Omit<CategoryLoadOptions, 'signal'>, askSources: boolean): Promise<Article[]> {
    let fetched: Article[] = [];
    if (askSources) {
      try {
        fetched = await fetchCategoryArticles(category, fetchOptions);
      } catch (error) {
        console.error(`[feeds] ${category.slug}: refresh failed`, error);
      }
      if (fetched.length > 0) this.failedAt.delete(category.slug);
      else this.failedAt.set(category.slug, Date.now());
    }
    const { articles, store } = outcomeOf(category, fetched, entry, previous);
    if (store) {
      // Stored in a task of its own (serialising and storing a category is a few milliseconds on a
      // phone), still before the load resolves: whoever it answers finds the entry written.
      await nextTask();
      writeCachedCategory(category.slug, articles, store);
    }
    return articles;
  }
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
