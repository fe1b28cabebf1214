import { useSyncExternalStore } from 'react';

declare const __BUILD_TIME__: string | undefined;

/** When this build was made (vite.config.ts defines it); the page's render time in tests. */
export const BUILD_DATE = new Date(typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : Date.now());

const noop = () => () => {};
let today: Date | null = null;

function clientToday(): Date {
  // One Date per page view, so the snapshot is stable between renders.
  today ??= new Date();
  return today;
}

/**
 * Now, in the reader's browser: null while the page is rendered at build time
 * and during hydration (the HTML cannot know the reader's day), then the date
 * of this page view.
 */
export function useToday(): Date | null {
  return useSyncExternalStore<Date | null>(noop, clientToday, () => null);
}
