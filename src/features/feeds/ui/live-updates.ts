import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { Article } from '@/lib/article';

/**
 * Live refresh without moving what the reader reads: a list on screen is held once its first load
 * has settled, and later refreshes are only counted until the reader asks for the new stories,
 * which brings every held list on the page up to date at once.
 */

/** One per page: lists report their pending count; the button reads the total and bumps the generation. */
class NewStories {
  private readonly pending = new Map<string, number>();
  private readonly listeners = new Set<() => void>();
  /** Bumped each time the reader shows the new stories: every held list adopts its latest. */
  generation = 0;
  total = 0;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setPendingCount(key: string, count: number): void {
    if ((this.pending.get(key) ?? 0) === count) return;
    if (count > 0) this.pending.set(key, count);
    else this.pending.delete(key);
    this.emit();
  }

  showAll(): void {
    this.pending.clear();
    this.generation += 1;
    this.emit();
  }

  private emit(): void {
    this.total = [...this.pending.values()].reduce((sum, n) => sum + n, 0);
    for (const listener of this.listeners) listener();
  }
}

let pageNewStories: NewStories | null = null;

function newStories(): NewStories {
  pageNewStories ??= new NewStories();
  return pageNewStories;
}

/** The reader asked for the new stories: every held list adopts its latest articles. */
export function showNewStories(): void {
  newStories().showAll();
}

/** New stories waiting across the page (0 before hydration). */
export function usePendingTotal(): number {
  const store = newStories();
  return useSyncExternalStore(store.subscribe, () => store.total, () => 0);
}

function useGeneration(): number {
  const store = newStories();
  return useSyncExternalStore(store.subscribe, () => store.generation, () => 0);
}

/** Fallback placeholders (every feed failed): real stories replace them at once. */
export const isPlaceholderList = (list: readonly Article[] | null | undefined): boolean => Boolean(list?.length && list.every((a) => a.placeholder));
/** Stories the build wrote into the page: the first settled load of the browser replaces them. */
export const isSnapshotList = (list: readonly Article[] | null | undefined): boolean => Boolean(list?.length && list.every((a) => a.snapshot));

interface Held<T> {
  readonly value: T;
  /** The generation it was adopted in. */
  readonly gen: number;
}

/**
 * What a held value shows: `latest` when `adopt` says so (given what was shown last), otherwise
 * what was shown last. Derived during render; the commit records it, so no state is set during
 * render and holding costs no render of its own. What was shown for another `key` (a section that
 * now follows another category: home's Local section and the reader's region) is not held.
 */
function useHeld<T>(latest: T | null, gen: number, adopt: (held: Held<T> | null, latest: T) => boolean, key = ''): Held<T> | null {
  const [shown] = useState<{ last: Held<T> | null; key: string }>(() => ({ last: null, key }));
  const last = shown.key === key ? shown.last : null;
  const current = latest !== null && adopt(last, latest) ? { value: latest, gen } : last;
  // Every commit records what it showed (an assignment: no render follows).
  useLayoutEffect(() => {
    shown.last = current;
    shown.key = key;
  });
  return current;
}

interface LiveArticles {
  /** What to show: the held list (or the latest while the first load settles). */
  readonly articles: readonly Article[] | null;
  /** Stories in the latest list that are not on screen. */
  readonly newCount: number;
}

/**
 * Holds `latest` once it has settled; until then the list follows it. Placeholders give way to real
 * stories at once, and the build's snapshot to the first settled load; later changes wait for
 * `showNewStories()`.
 */
export function useLiveArticles(key: string, latest: readonly Article[] | null, isFetching: boolean): LiveArticles {
  const gen = useGeneration();
  const current = useHeld<readonly Article[]>(
    latest,
    gen,
    (held, next) =>
      (!held && !isFetching) ||
      (held !== null &&
        (held.gen !== gen || (isPlaceholderList(held.value) && !isPlaceholderList(next)) || (!isFetching && isSnapshotList(held.value) && !isSnapshotList(next)))),
    key,
  );
  const shown = current?.value ?? latest;
  let newCount = 0;
  if (current && latest && latest !== current.value && !isPlaceholderList(latest) && !isSnapshotList(current.value)) {
    const ids = new Set(current.value.map((a) => a.id));
    newCount = latest.filter((a) => !ids.has(a.id)).length;
  }
  useReport(key, newCount);
  return { articles: shown, newCount };
}

function useReport(key: string, count: number): void {
  useEffect(() => {
    newStories().setPendingCount(key, count);
  }, [key, count]);
  useEffect(() => () => newStories().setPendingCount(key, 0), [key]);
}

/**
 * Holds a value (e.g. the featured story) the same way: it changes only when the reader shows new
 * stories, except that a `provisional` value (the build's snapshot) gives way to the first settled one.
 */
export function useHeldValue<T>(latest: T | null, settled: boolean, provisional: (value: T) => boolean = () => false): T | null {
  const gen = useGeneration();
  const current = useHeld<T>(latest, gen, (held, next) => (!held && settled) || (held !== null && (held.gen !== gen || (settled && provisional(held.value) && !provisional(next)))));
  return current ? current.value : latest;
}
