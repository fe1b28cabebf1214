import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False while the page is rendered at build time and during hydration, true
 * after. Anything that differs between the build and the reader's browser
 * (today's date, the time zone, localStorage, window) is read only once this
 * is true, so the first client render equals the HTML (no hydration mismatch).
 * After a client-side navigation it is true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
