import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Article } from '@/lib/article';

/**
 * Live refresh without moving what the reader reads. A list on screen is held
 * once its first load has settled; later refreshes are only counted ("N new
 * stories") until the reader asks for them with the "Show N new stories"
 * button, which brings every held list on the page up to date at once.
 * One small store per page: lists report their pending count; the button reads the total.
 */

const pending = new Map<string, number>();
let generation = 0;
let total = 0;
const listeners = new Set<() => void>();

function emit(): void {
  total = [...pending.values()].reduce((sum, n) => sum + n, 0);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setPendingCount(key: string, count: number): void {
  if ((pending.get(key) ?? 0) === count) return;
  if (count > 0) pending.set(key, count);
  else pending.delete(key);
  emit();
}

/** The reader asked for the new stories: every held list adopts its latest articles. */
export function showNewStories(): void {
  pending.clear();
  generation += 1;
  emit();
}

/** New stories waiting across the page (0 before hydration). */
export function usePendingTotal(): number {
  return useSyncExternalStore(subscribe, () => total, () => 0);
}

function useGeneration(): number {
  return useSyncExternalStore(subscribe, () => generation, () => 0);
}

/** Fallback placeholders (every feed failed): real stories replace them at once. */
export const isPlaceholderList = (list: readonly Article[] | null | undefined): boolean => Boolean(list?.length && list.every((a) => a.placeholder));
/** Stories the build wrote into the page: the first settled load of the browser replaces them. */
export const isSnapshotList = (list: readonly Article[] | null | undefined): boolean => Boolean(list?.length && list.every((a) => a.snapshot));

export interface LiveArticles {
  /** What to show: the held list (or the latest while the first load settles). */
  readonly articles: readonly Article[] | null;
  /** Stories in the latest list that are not on screen. */
  readonly newCount: number;
}

/**
 * Holds `latest` once it has settled (not fetching). Until then the list follows
 * `latest` (cached stories give way to the first refresh). Placeholders give way
 * to real stories at once, and the build's snapshot to the first settled load.
 * Later changes wait for `showNewStories()`.
 */
export function useLiveArticles(key: string, latest: readonly Article[] | null, isFetching: boolean): LiveArticles {
  const gen = useGeneration();
  const [held, setHeld] = useState<{ list: readonly Article[]; gen: number } | null>(null);
  let current = held;
  if (
    latest &&
    ((!current && !isFetching) ||
      (current && current.gen !== gen) ||
      (current && isPlaceholderList(current.list) && !isPlaceholderList(latest)) ||
      (current && !isFetching && isSnapshotList(current.list) && !isSnapshotList(latest)))
  ) {
    current = { list: latest, gen };
    setHeld(current);
  }
  const shown = current?.list ?? latest;
  let newCount = 0;
  if (current && latest && latest !== current.list && !isPlaceholderList(latest) && !isSnapshotList(current.list)) {
    const ids = new Set(current.list.map((a) => a.id));
    newCount = latest.filter((a) => !ids.has(a.id)).length;
  }
  useReport(key, newCount);
  return { articles: shown, newCount };
}

function useReport(key: string, count: number): void {
  useEffect(() => {
    setPendingCount(key, count);
  }, [key, count]);
  useEffect(() => () => setPendingCount(key, 0), [key]);
}

/**
 * Holds a value (e.g. the featured story) the same way: it changes only when the reader shows new
 * stories, except that a `provisional` value (the build's snapshot) gives way to the first settled one.
 */
export function useHeldValue<T>(latest: T | null, settled: boolean, provisional: (value: T) => boolean = () => false): T | null {
  const gen = useGeneration();
  const [held, setHeld] = useState<{ value: T; gen: number } | null>(null);
  let current = held;
  if (
    latest !== null &&
    ((!current && settled) || (current && current.gen !== gen) || (current && settled && provisional(current.value) && !provisional(latest)))
  ) {
    current = { value: latest, gen };
    setHeld(current);
  }
  return current ? current.value : latest;
}
