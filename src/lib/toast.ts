import { toast } from 'sonner';

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

export const notify = {
  success: (message: string, description?: string) => toast.success(message, { description }),
  info: (message: string, description?: string) => toast.info(message, { description }),
  warning: (message: string, description?: string) => toast.warning(message, { description }),
  error: (message: string, description?: string) => toast.error(message, { description }),
  /** A loading toast stays until it is resolved with `dismiss` or replaced by id. */
  loading: (message: string) => toast.loading(message, { duration: Number.POSITIVE_INFINITY }),
  dismiss: (id?: string | number) => toast.dismiss(id),
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
  toast.promise(request, {
    loading: messages.loading,
    success: messages.success,
    error: (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong'),
  });
  return request;
}
