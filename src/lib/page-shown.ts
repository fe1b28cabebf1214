/**
 * The path of the page shown, set by the page outlet once it has drawn it (null before, and at
 * build). The page just left stays a moment, hidden, but its head tags step back at once. A store,
 * not a context: a new context value would reach parts of the served page not yet hydrated and
 * make React hydrate them at once.
 *
 * Also the served parts still waiting for hydration (HydrateLater): while there is one, the outlet
 * removes a page left at once, since the new location would reach them.
 */
let shownPath: string | null = null;
const listeners = new Set<() => void>();
const servedWaiting = new Set<object>();

export function showPath(path: string): void {
  if (path === shownPath) return;
  shownPath = path;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: calls `listener` whenever the page shown changes. */
export function onShownPath(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `pathname` is the page shown (true before the outlet has drawn one). */
export function isShownPath(pathname: string): boolean {
  return shownPath === null || shownPath === pathname;
}

/** A served part (any object standing for it) is waiting to be taken over; `done`: it has been, or is gone. */
export function servedPart(part: object, done: boolean): void {
  if (done) servedWaiting.delete(part);
  else servedWaiting.add(part);
}

/** Whether a part of the page the browser was served is still the served HTML. */
export function servedPartsWaiting(): boolean {
  return servedWaiting.size > 0;
}
