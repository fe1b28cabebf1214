import { useSyncExternalStore } from 'react';

/**
 * The reader's clock as an external store, read after hydration.
 *
 * Pages are rendered at build time and hydrated in the browser; "now" differs
 * between the two, so anything that depends on it would make the first client
 * render differ from the HTML. `useReaderNow` answers null during the build
 * and during hydration (the server snapshot), then the reader's time. It
 * refreshes every minute while something listens, when the tab becomes
 * visible again, and whenever a component subscribes (so a page opened later
 * in the same visit never sees a stale time).
 */
const TICK_MS = 60_000;

let current: number | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function tick() {
  current = Date.now();
  listeners.forEach((listener) => listener());
}

function onVisibility() {
  if (document.visibilityState === 'visible') tick();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  current = Date.now();
  if (listeners.size === 1) {
    timer = setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', onVisibility);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      if (timer !== null) clearInterval(timer);
      timer = null;
      document.removeEventListener('visibilitychange', onVisibility);
    }
  };
}

function getSnapshot(): number {
  if (current === null) current = Date.now();
  return current;
}

function getServerSnapshot(): null {
  return null;
}

/** The reader's current time in ms, or null while rendering at build time and while hydrating. */
export function useReaderNow(): number | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
