/**
 * The path of the page shown, set by the page outlet once it has drawn it
 * (src/components/layout/page-outlet.tsx; null before, and where no outlet runs: the build). The
 * page just left stays a moment, hidden, before it is removed; its head tags step back at once
 * (src/components/seo/seo.tsx reads this). A store, not a context: a new value given to the page
 * being left would reach parts of it the browser has not yet taken over (served HTML still being
 * hydrated), and make React take them over, or draw them again, at once.
 *
 * With it, the parts of the served page React has not taken over yet (HydrateLater,
 * src/components/layout/hydrate-later.tsx): while there is one, the outlet removes a page left at
 * once instead of keeping it, as the new location would reach them.
 */
let shownPath: string | null = null;
const listeners = new Set<() => void>();
const servedWaiting = new Set<object>();

/** Records the path of the page shown. */
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
