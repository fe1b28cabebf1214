/**
 * After a deploy, a tab opened before it may ask for a route chunk that no longer exists; the page
 * then reloads once for the new version. A guard in sessionStorage stops reload loops: the same
 * path is not reloaded twice within RELOAD_GUARD_MS, and the error page shows instead.
 */
const GUARD_KEY = 'mcl:chunk-reload';
export const RELOAD_GUARD_MS = 30_000;

/** The messages browsers give for a dynamic import or module preload that failed to load. */
const CHUNK_ERROR = /dynamically imported module|importing a module script failed|error loading dynamically imported|unable to preload css|failed to fetch module|loading chunk .* failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(message.slice(0, 500));
}

interface Guard {
  readonly path: string;
  readonly at: number;
}

function readGuard(storage: Storage): Guard | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(GUARD_KEY) ?? 'null');
    if (value && typeof value === 'object' && typeof (value as Guard).path === 'string' && typeof (value as Guard).at === 'number') return value as Guard;
  } catch {
    // unreadable: treat as none
  }
  return null;
}

interface ReloadDeps {
  readonly storage?: Storage | null;
  readonly path?: string;
  readonly now?: number;
  readonly reload?: () => void;
  /** The document is being left (see `installPreloadErrorReload`). */
  readonly leaving?: boolean;
}

/**
 * WebKit cancels downloads under way when the reader navigates away, and a chunk then fails as if
 * it were missing; reloading would bring the reader back. So from `beforeunload` until the page is
 * shown again (or LEAVING_MS, if the navigation never happens) a failed chunk is not taken for a
 * new version.
 */
const LEAVING_MS = 10_000;
let leavingSince: number | null = null;
/**
 * How long a reload waits for a navigation under way to show itself: WebKit can cancel the page's
 * downloads before it fires `beforeunload`, and a document being replaced never runs the timer.
 */
export const LEAVE_GRACE_MS = 300;

function isLeaving(now: number): boolean {
  return leavingSince !== null && now - leavingSince < LEAVING_MS;
}

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Reloads the page once for a new version of the site. Returns false, doing nothing, when this
 * path was just reloaded or there is nowhere to keep the guard; the caller then shows its error page.
 */
export function reloadOnceForNewVersion(reason: unknown, deps: ReloadDeps = {}): boolean {
  const storage = deps.storage === undefined ? sessionStore() : deps.storage;
  const path = deps.path ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  const now = deps.now ?? Date.now();
  if (!storage) return false;
  if (deps.leaving ?? isLeaving(now)) {
    console.warn('[app] a page file did not load while the page was being left; not reloading', reason);
    return false;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    console.warn('[app] a page file could not be downloaded while offline; not reloading', reason);
    return false;
  }
  const guard = readGuard(storage);
  if (guard && guard.path === path && now - guard.at < RELOAD_GUARD_MS) {
    console.error('[app] a page file is still missing after reloading; showing the error page', reason);
    return false;
  }
  try {
    storage.setItem(GUARD_KEY, JSON.stringify({ path, at: now } satisfies Guard));
  } catch {
    return false;
  }
  console.warn('[app] a page file of an older version of the site is gone; reloading for the new version', reason);
  if (deps.reload) deps.reload();
  else reloadUnlessLeaving();
  return true;
}

/** Reloads after LEAVE_GRACE_MS unless the page is being left by then. */
export function reloadUnlessLeaving(reload: () => void = () => window.location.reload()): void {
  setTimeout(() => {
    if (!isLeaving(Date.now())) reload();
  }, LEAVE_GRACE_MS);
}

/**
 * Vite fires `vite:preloadError` when a chunk's preload fails: reload once instead of failing later.
 * Also watches for the page being left (see LEAVING_MS).
 */
export function installPreloadErrorReload(target: Window = window): void {
  target.addEventListener('beforeunload', () => {
    leavingSince = Date.now();
  });
  target.addEventListener('pageshow', () => {
    leavingSince = null;
  });
  target.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (reloadOnceForNewVersion(payload)) event.preventDefault();
  });
}
