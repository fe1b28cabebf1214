import type { CategoryConfig } from '@/config/categories';
import { feedSetBySlug } from '@/config/feed-sets';
import type { Article } from '@/lib/article';
import { abortError, withSignal } from '@/lib/concurrency';
import { nextTask } from '@/lib/next-task';
import { fetchCategoryArticles, type FetchCategoryOptions } from '../transport';
import { isFresh, readCacheEntry, writeCachedCategory, type CacheEntry } from './feed-cache';
import { placeholderArticles } from './placeholders';

/**
 * After every feed of a category failed, a cache-aware load does not ask the same sources again for
 * this long: the page's query, mounting just after the early load failed, gets that outcome instead
 * of a second round of doomed requests. `refresh` and coming back online are not held back.
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
 * The outcome of a load that fetched `fetched` (empty: every feed failed): new stories are stored;
 * after a failure the reader keeps what is on screen, else the stale entry, else placeholders.
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
 * A category's stories, for one page: the one place that decides between the cache, the network
 * and placeholders. A fresh cache entry answers with no network; otherwise one load per category
 * is shared however many ask, and its outcome is stored in one write.
 */
export class CategoryLoader {
  private readonly inFlight = new Map<string, Promise<Article[]>>();
  /** When each category's last load failed entirely (absent after a success). */
  private readonly failedAt = new Map<string, number>();

  /** Forgets the failed loads whenever the browser is back online. Returns a function that stops listening. */
  forgetFailuresOnReconnect(target: Pick<Window, 'addEventListener' | 'removeEventListener'>): () => void {
    const forget = () => this.failedAt.clear();
    target.addEventListener('online', forget);
    return () => target.removeEventListener('online', forget);
  }

  /**
   * The articles of a category, cache-aware (fresh entry, or a failure just now, means no network).
   * Rejects only with an AbortError when `signal` aborts. Unknown slugs give [].
   */
  load(slug: string, options: CategoryLoadOptions = {}): Promise<Article[]> {
    return this.run(slug, options, true);
  }

  /** Fetches a category now, ignoring freshness; concurrent calls share one network load. */
  refresh(slug: string, options: CategoryLoadOptions = {}): Promise<Article[]> {
    return this.run(slug, options, false);
  }

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

  /** Asks the sources unless they just failed, stores a new outcome and returns the stories to show. Never rejects. */
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
      // Serialising and storing is long enough on a phone to deserve a task of its own; still
      // before the load resolves, so whoever it answers finds the entry written.
      await nextTask();
      writeCachedCategory(category.slug, articles, store);
    }
    return articles;
  }
}

let pageLoader: CategoryLoader | null = null;

/** The page's category loader, shared by the early feed loads and the page's queries so a query joins a load already started. */
export function pageCategoryLoader(): CategoryLoader {
  if (pageLoader) return pageLoader;
  pageLoader = new CategoryLoader();
  if (typeof window !== 'undefined') pageLoader.forgetFailuresOnReconnect(window);
  return pageLoader;
}
