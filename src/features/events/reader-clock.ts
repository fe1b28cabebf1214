import { useSyncExternalStore } from 'react';

/**
 * The reader's clock as an external store. "Now" differs between the build and the browser, so
 * `useReaderNow` answers null during the build and hydration, then the reader's time, kept fresh
 * while something listens.
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
