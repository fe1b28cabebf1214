/**
 * Whether the reader asked to save data, and the message the page sends the service worker. Read by
 * the page (src/app/service-worker.ts) and the worker (src/sw/sw.ts), so both decide alike.
 */

/** The Network Information API's part read here (Chromium-based browsers; others have none). */
interface Connection {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** Connections too slow to fetch anything the reader did not ask for. */
const SLOW = new Set(['slow-2g', '2g']);

/**
 * True when the reader asked to save data (the browser's data saver, sent as `Save-Data: on`) or
 * the connection is 2G-class. A browser that says nothing (Firefox, Safari) does not save data.
 */
export function savesData(navigator: object): boolean {
  const connection = (navigator as { readonly connection?: Connection | null }).connection;
  if (!connection || typeof connection !== 'object') return false;
  return connection.saveData === true || (typeof connection.effectiveType === 'string' && SLOW.has(connection.effectiveType));
}

/** The page asks the worker to keep the page it was installed from and the files that page used. */
export interface KeepMessage {
  readonly type: 'keep';
  /** The page's address (path and query), or null. */
  readonly page: string | null;
  /** The scripts and styles it used (addresses); the worker keeps its own build's files only. */
  readonly urls: readonly string[];
}

/** At most this many files in one message; a page uses far fewer. */
export const MAX_KEEP_URLS = 200;

export function isKeepMessage(data: unknown): data is KeepMessage {
  if (!data || typeof data !== 'object') return false;
  const { type, page, urls } = data as Record<string, unknown>;
  return (
    type === 'keep' &&
    (page === null || typeof page === 'string') &&
    Array.isArray(urls) &&
    urls.length <= MAX_KEEP_URLS &&
    urls.every((url) => typeof url === 'string' && url.length <= 2048)
  );
}
