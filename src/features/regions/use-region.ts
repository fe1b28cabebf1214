import { useSyncExternalStore } from 'react';
import { paths } from '@/config/paths';
import { regionBySlug, type Region } from '@/config/regions';
import { createRegionChoice, type RegionChoiceStore } from './region-choice';

let pageChoice: RegionChoiceStore | null = null;

/** The browser's localStorage, or null where it cannot be reached (the build, blocked storage). */
function deviceStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The page's region store, made on first use (the build gets one that never holds a region). */
export function regionChoice(): RegionChoiceStore {
  pageChoice ??= createRegionChoice(deviceStorage, (slug) => regionBySlug(slug) !== undefined, typeof window === 'undefined' ? null : window);
  return pageChoice;
}

/**
 * The reader's chosen region: null in the build and in the render that takes the served HTML over
 * (the page was built statewide), the remembered one right after. Read it in the smallest part that
 * shows it: its change renders that part again.
 */
export function useChosenRegion(): Region | null {
  const store = regionChoice();
  const slug = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return slug === null ? null : (regionBySlug(slug) ?? null);
}

/**
 * The fragment on the picker's links to region pages: the page opened by one remembers its region.
 * A fragment, never sent with the request, so it works before the app has taken the page over (the
 * browser follows the link) and after (the app opens it), and the region page drops it once read.
 */
export const CHOOSE_FRAGMENT = 'choose';

/** A link that opens a region's page and makes it the reader's region. */
export function regionChoiceLink(slug: string): string {
  return `${paths.region(slug)}#${CHOOSE_FRAGMENT}`;
}
