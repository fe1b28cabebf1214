import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { Article } from '@/lib/article';
import { nextTask } from '@/lib/next-task';
import { pickFeatured } from './featured-article';
import { useHeldValue } from './live-updates';
import { categoryArticlesQuery, seedCategoryFromCache } from './use-category-articles';

/**
 * Home loads its categories in waves, each starting once the previous one has settled, so the
 * first screen's feeds are not queued behind the rest (cached stories show at once regardless).
 * Which categories have started lives in a store, so a section re-renders for its own only.
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

/** Runs the waves after hydration; renders nothing and causes no render of its caller. */
export function useCategoryWaves(waves: readonly Wave[]): void {
  const client = useQueryClient();
  const key = waves.map((w) => w.join(',')).join('|');
  useEffect(() => {
    let cancelled = false;
    const run = async () => {
      for (const wave of waves) {
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
    };
    // `key` stands for `waves` (a new array each render with the same content).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key]);
}

const isSnapshotArticle = (article: Article) => article.snapshot === true;

/**
 * The lead story: the first titled article of the first categories, held like the lists (the
 * build's snapshot story gives way to the first settled load).
 */
export function useFeaturedArticle(slugs: readonly string[]): Article | null {
  const { featured, settled } = useQueries({
    queries: slugs.map((slug) => ({ ...categoryArticlesQuery(slug), enabled: false })),
    combine: (results) => ({
      featured: pickFeatured(results.map((r) => (r.data as Article[] | undefined) ?? null)),
      settled: results.every((r) => r.data !== undefined && !r.isFetching),
    }),
  });
  return useHeldValue(featured, settled, isSnapshotArticle);
}
