/**
 * The reader's Michigan region, remembered on this device only: one localStorage entry holding the
 * region's slug. It is never put in a cookie, a request or a URL sent anywhere; the pages that
 * follow it (home's Local section, /local-news) read it here after hydration.
 */
export const REGION_STORAGE_KEY = 'mcl:region';

export interface RegionChoiceStore {
  readonly subscribe: (listener: () => void) => () => void;
  /** The chosen region's slug, or null. */
  readonly getSnapshot: () => string | null;
  /** What the build rendered: no region (statewide), so the first client render equals the HTML. */
  readonly getServerSnapshot: () => null;
  readonly choose: (slug: string) => void;
  readonly clear: () => void;
}

/**
 * A store over `storage` (null where it cannot be used: private modes, blocked storage). Only a
 * slug `isKnown` accepts is read back: an entry of a region since renamed or removed counts as no
 * region. Other tabs' changes arrive through the `storage` event of `win`.
 */
export function createRegionChoice(storage: () => Storage | null, isKnown: (slug: string) => boolean, win: Pick<Window, 'addEventListener' | 'removeEventListener'> | null): RegionChoiceStore {
  const listeners = new Set<() => void>();
  // Where the device cannot store it, the choice still holds for this page.
  let unsaved: { readonly slug: string | null } | null = null;

  const read = (): string | null => {
    let stored: string | null;
    try {
      const store = storage();
      stored = unsaved || !store ? (unsaved?.slug ?? null) : store.getItem(REGION_STORAGE_KEY);
    } catch {
      stored = unsaved?.slug ?? null;
    }
    return stored !== null && isKnown(stored) ? stored : null;
  };
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const write = (slug: string | null) => {
    try {
      const store = storage();
      if (!store) throw new Error('no localStorage');
      if (slug === null) store.removeItem(REGION_STORAGE_KEY);
      else store.setItem(REGION_STORAGE_KEY, slug);
      unsaved = null;
    } catch (error) {
      console.warn('[regions] this device could not remember the region; it holds for this page only', error);
      unsaved = { slug };
    }
    notify();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === REGION_STORAGE_KEY || event.key === null) notify();
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0) win?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win?.removeEventListener('storage', onStorage);
      };
    },
    // One localStorage read: cheap enough for every render, and never out of step with another tab.
    getSnapshot: read,
    getServerSnapshot: () => null,
    choose(slug) {
      if (!isKnown(slug)) throw new Error(`Unknown region ${slug}`);
      write(slug);
    },
    clear: () => write(null),
  };
}
