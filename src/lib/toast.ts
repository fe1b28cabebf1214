/**
 * Toasts, loaded on demand so sonner is not part of the first paint: the first call imports it and
 * asks the layout to mount the Toaster. sonner replays toasts created before its Toaster
 * subscribed, so nothing is lost.
 */
type Sonner = typeof import('sonner');

/** Toaster settings shared by the app shell and tests. */
export const TOASTER_OPTIONS = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  hotkey: ['altKey', 'KeyT'],
  /** Toast width (px), passed as sonner's `--width` custom property; small screens get full width. */
  width: 356,
  /**
   * Swipe-to-dismiss distance (px). Not passed: sonner 2.0.x has no setting for it. toast.test.ts
   * fails if the installed sonner's rule changes.
   */
  swipeThreshold: 20,
  /** Delay (ms) before a dismissed toast leaves, for its exit animation: sonner's built-in value (no setting). */
  removeDelay: 200,
} as const;

/** The Toaster's `style`: the toast width as sonner's `--width` custom property. */
export const TOASTER_STYLE = { '--width': `${TOASTER_OPTIONS.width}px` } as Record<`--${string}`, string>;

let sonner: Promise<Sonner> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

/** Imports sonner once; later calls share the same promise, so toasts keep their order. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    sonner.catch((error: unknown) => {
      console.error('[toast] could not load the toast library', error);
      sonner = null;
    });
  }
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** For `useSyncExternalStore`: has any toast been requested yet? */
export const toasterDemand = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): boolean => wanted,
};

let sequence = 0;
function nextId(): string {
  sequence += 1;
  return `toast-${sequence}`;
}

type Kind = 'success' | 'info' | 'warning' | 'error';

function show(kind: Kind, message: string, description?: string): string {
  const id = nextId();
  void loadSonner().then(({ toast }) => toast[kind](message, { id, description }));
  return id;
}

export const notify = {
  success: (message: string, description?: string) => show('success', message, description),
  info: (message: string, description?: string) => show('info', message, description),
  warning: (message: string, description?: string) => show('warning', message, description),
  error: (message: string, description?: string) => show('error', message, description),
  /** A loading toast stays until it is resolved with `dismiss` or replaced by id. */
  loading: (message: string): string => {
    const id = nextId();
    void loadSonner().then(({ toast }) => toast.loading(message, { id, duration: Number.POSITIVE_INFINITY }));
    return id;
  },
  dismiss: (id?: string | number) => {
    // Nothing to dismiss when the library never loaded.
    if (!sonner) return;
    void sonner.then(({ toast }) => toast.dismiss(id));
  },
};


