import { QueriesObserver, useQueryClient, type QueryObserverOptions, type QueryObserverResult } from '@tanstack/react-query';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { whenNear } from '@/components/article/near-pictures';
import type { Article } from '@/lib/article';
import { nextTask } from '@/lib/next-task';
import { pickFeatured } from './featured-article';
import { useHeldValue } from './live-updates';
import { categoryArticlesQuery, seedCategoryFromCache } from './use-category-articles';

/**
 * Home loads its categories in waves, each starting once the previous one has settled, so the
 * first screen's feeds are not queued behind the rest (cached stories show at once regardless).
 * A wave after the first also waits until the reader nears one of its sections (or a later wave's)
 * or the page has long been loaded (whenWaveWanted): a phone that shows only the first screen
 * spends its start-up on it, not on a dozen feeds nobody sees yet. Which categories have started
 * lives in a store, so a section re-renders for its own only.
 */
class WaveStarts {
  private readonly started = new Set<string>();
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  has(slug: string): boolean {
    return this.started.has(slug);
  }

  start(slugs: readonly string[]): void {
    let changed = false;
    for (const slug of slugs) {
      if (!this.started.has(slug)) {
        this.started.add(slug);
        changed = true;
      }
    }
    if (changed) for (const listener of this.listeners) listener();
  }
}

let pageWaves: WaveStarts | null = null;

function waveStarts(): WaveStarts {
  pageWaves ??= new WaveStarts();
  return pageWaves;
}

/** True once the wave of `slug` has started (false in the build render and the hydrating one). */
export function useWaveStarted(slug: string): boolean {
  const waves = waveStarts();
  return useSyncExternalStore(
    waves.subscribe,
    () => waves.has(slug),
    () => false,
  );
}

type Wave = readonly string[];

/**
 * After the load event, how long a later wave waits for a reader who stays on the first screen:
 * past a phone's start-up, so the rest of the page is then fetched and saved (search, offline).
 */
const LATER_WAVE_IDLE_MS = 12_000;

/** Home's sections of `slugs` (a region's feed set stands in Local News's section, served as `local-news`). */
function sectionsOf(slugs: readonly string[]): Element[] {
  const names = new Set(slugs.flatMap((slug) => [slug, slug.split('/')[0]!]));
  return [...document.querySelectorAll('[data-section]')].filter((element) => names.has(element.getAttribute('data-section') ?? ''));
}

/** Resolves LATER_WAVE_IDLE_MS after the page's load event; `stop()` ends the wait without resolving. */
function longAfterLoad(): { readonly passed: Promise<void>; readonly stop: () => void } {
  let stop = () => {};
  const passed = new Promise<void>((resolve) => {
    const start = () => {
      const timer = setTimeout(resolve, LATER_WAVE_IDLE_MS);
      stop = () => clearTimeout(timer);
    };
    if (document.readyState === 'complete') start();
    else {
      window.addEventListener('load', start, { once: true });
      stop = () => window.removeEventListener('load', start);
    }
  });
  return { passed, stop: () => stop() };
}

/**
 * Resolves once a later wave is wanted: one of the sections of `slugs` comes within a screen of the
 * view, or `late` resolves (longAfterLoad); at once when none of those sections is on the page.
 * `stop()` ends the watching.
 */
function whenWaveWanted(slugs: readonly string[], late: Promise<void>): { readonly wanted: Promise<void>; readonly stop: () => void } {
  const stops: Array<() => void> = [];
  const stop = () => stops.splice(0).forEach((end) => end());
  const wanted = new Promise<void>((resolve) => {
    const go = () => {
      stop();
      resolve();
    };
    const sections = sectionsOf(slugs);
    if (sections.length === 0) return go();
    for (const section of sections) stops.push(whenNear(section, go));
    void late.then(go);
  });
  return { wanted, stop };
}

/** Runs the waves after hydration; renders nothing and causes no render of its caller. */
export function useCategoryWaves(waves: readonly Wave[]): void {
  const client = useQueryClient();
  const key = waves.map((w) => w.join(',')).join('|');
  useEffect(() => {
    let cancelled = false;
    let stopWatching = () => {};
    const late = longAfterLoad();
    const run = async () => {
      for (const [n, wave] of waves.entries()) {
        if (n > 0) {
          // A reader who jumps to a section further down wants the waves before it as well.
          const gate = whenWaveWanted(waves.slice(n).flat(), late.passed);
          stopWatching = gate.stop;
          await gate.wanted;
          if (cancelled) return;
        }
        const loads: Promise<unknown>[] = [];
        // Each category starts in a task of its own: reading its saved copy, rendering its section
        // and sending its jobs would make one long task for a whole wave on a phone.
        for (const [i, slug] of wave.entries()) {
          if (i > 0) await nextTask();
          if (cancelled) return;
          seedCategoryFromCache(client, slug);
          waveStarts().start([slug]);
          loads.push(client.fetchQuery(categoryArticlesQuery(slug)).catch(() => undefined));
        }
        await Promise.all(loads);
      }
    };
    // In a task of its own, so the first wave does not lengthen the task that finished hydration.
    const timer = setTimeout(() => void run(), 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopWatching();
      late.stop();
    };
    // `key` stands for `waves` (a new array each render with the same content).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
}

const isSnapshotArticle = (article: Article) => article.snapshot === true;

/** The lead story the results give, and whether every one of them has settled. */
interface FeaturedView {
  readonly featured: Article | null;
  readonly settled: boolean;
}

function featuredView(results: readonly QueryObserverResult[]): FeaturedView {
  return {
    featured: pickFeatured(results.map((r) => (r.data as Article[] | undefined) ?? null)),
    settled: results.every((r) => r.data !== undefined && !r.isFetching),
  };
}

/**
 * The lead story: the first titled article of the first categories, held like the lists (the
 * build's snapshot story gives way to the first settled load). Like `useQueryInTransitions`, the
 * categories' changes arrive as transitions: `useQueries` would re-render the page's lead, with
 * its provider, synchronously on every category's arrival. The slugs of the first render count.
 */
export function useFeaturedArticle(slugs: readonly string[]): Article | null {
  const client = useQueryClient();
  const [{ observer, queries }] = useState(() => {
    // The observer reads results of any type; these queries' are Article lists (featuredView).
    const options = slugs.map((slug) => client.defaultQueryOptions({ ...categoryArticlesQuery(slug), enabled: false })) as unknown as QueryObserverOptions[];
    return { observer: new QueriesObserver(client, options), queries: options };
  });
  // The first render reads the optimistic results, as useQueries does: what the build showed.
  const [view, setView] = useState<FeaturedView>(() => featuredView(observer.getOptimisticResult(queries, undefined)[0]));
  useEffect(() => {
    const show = (results: QueryObserverResult[]) => {
      const next = featuredView(results);
      startTransition(() => setView((prev) => (prev.featured === next.featured && prev.settled === next.settled ? prev : next)));
    };
    const unsubscribe = observer.subscribe(show);
    // A change between the first render and this subscription.
    show(observer.getCurrentResult());
    return unsubscribe;
  }, [observer]);
  return useHeldValue(view.featured, view.settled, isSnapshotArticle);
}
