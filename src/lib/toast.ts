/**
 * Toasts, loaded on demand. sonner (about 9 KB gzip of script and styles) is
 * not part of the first paint: the first `notify`/`toastFetch` call imports it
 * and asks the layout to mount the Toaster (`useToasterWanted`). sonner replays
 * toasts created before its Toaster subscribed, so nothing is lost.
 */
type Sonner = typeof import('sonner');

/** Toaster settings shared by the app shell and tests. */
export const TOASTER_OPTIONS = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  gap: 14,
  hotkey: ['altKey', 'KeyT'],
  /** sonner's toast width (px); it is the library default and fixed in its CSS. */
  width: 356,
  /** sonner's swipe-to-dismiss threshold (px); the library default. */
  swipeThreshold: 20,
} as const;

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

/** Throws 'HTTP error! status: {code}' for a non-2xx response. */
export async function checkedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return response;
}

/**
 * Shows a loading toast while a fetch runs, then success or the error message
 * ('HTTP error! status: 500' for an HTTP failure). Resolves with the response.
 */
export function toastFetch(
  input: RequestInfo | URL,
  messages: { loading: string; success: string },
  init?: RequestInit,
): Promise<Response> {
  const request = checkedFetch(input, init);
  void loadSonner().then(({ toast }) =>
    toast.promise(request, {
      loading: messages.loading,
      success: messages.success,
      error: (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong'),
    }),
  );
  return request;
}
