/**
 * After a deploy, a tab opened before it may ask for a route chunk that no longer exists; the page
 * then reloads once for the new version. A download that failed for another reason (the browser
 * cancelled it because the reader is going elsewhere, a dropped connection) is not a new version:
 * before reloading, the page asks the server whether the file is gone or the site has changed
 * (`servedVersionChanged`). A guard in sessionStorage stops reload loops: the same path is not
 * reloaded twice within RELOAD_GUARD_MS, and the error page shows instead.
 */
import { VERSION_CHECK_TIMEOUT_MS } from '@/contracts/timings';

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
  readonly now?: () => number;
  readonly reload?: () => void;
  /** The document is being left (see `installPreloadErrorReload`). */
  readonly leaving?: () => boolean;
  /** Whether the server now has another version than this page's (default: `servedVersionChanged`). */
  readonly versionChanged?: (reason: unknown) => Promise<boolean>;
}

/**
 * A browser cancels downloads under way when the reader navigates away, and a chunk then fails as
 * if it were missing; reloading would bring the reader back. From `beforeunload` until the page is
 * shown again (or LEAVING_MS, if the navigation never happens) a failed chunk is not taken for a
 * new version. WebKit can cancel them well before it fires `beforeunload`: the server's answer
 * (`servedVersionChanged`) is what tells the two apart.
 */
const LEAVING_MS = 10_000;
let leavingSince: number | null = null;
/** The server's answer about a failed chunk, while it is awaited: errors of the same failure share it. */
let checking: Promise<boolean> | null = null;

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

/** The site's build file a chunk error names, if any: Chromium and Firefox name it, WebKit does not. */
export function failedFileUrl(reason: unknown, base: string): string | null {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  const named = /https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+/.exec(message.slice(0, 500))?.[0];
  if (!named) return null;
  try {
    const url = new URL(named.replace(/[.,)]+$/, ''), base);
    return url.origin === new URL(base).origin && url.pathname.startsWith('/assets/') ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Whether the server now has another version of the site than this page: the failed file, when the
 * error names it, is no longer a script or style sheet there; otherwise this page's address now
 * names another start module (which names every other build file, through their hashes). Not
 * asked of the service worker (a HEAD, or a page fetched not as a navigation, goes to the
 * network). False when the server cannot tell: then no reload.
 */
export async function servedVersionChanged(reason: unknown): Promise<boolean> {
  const init: RequestInit = { cache: 'no-store', signal: AbortSignal.timeout?.(VERSION_CHECK_TIMEOUT_MS) };
  const named = failedFileUrl(reason, location.href);
  if (named) {
    const answer = await fetch(named, { ...init, method: 'HEAD' });
    return !(answer.ok && /javascript|css/i.test(answer.headers.get('content-type') ?? ''));
  }
  const running = document.querySelector('script[type="module"][src]')?.getAttribute('src');
  if (!running) return false;
  const answer = await fetch(location.pathname + location.search, init);
  if (!answer.ok || !/text\/html/i.test(answer.headers.get('content-type') ?? '')) return false;
  const served = await answer.text();
  return served.includes('<script type="module"') && !served.includes(`src="${running}"`);
}

/**
 * Reloads the page once for a new version of the site, once the server has said there is one.
 * Returns false, doing nothing, when the page is being left, offline, this path was just reloaded
 * or there is nowhere to keep the guard; otherwise the server's answer is awaited and the returned
 * promise says whether the page reloads. The caller shows its error page either way meanwhile.
 */
export function reloadOnceForNewVersion(reason: unknown, deps: ReloadDeps = {}): false | Promise<boolean> {
  const storage = deps.storage === undefined ? sessionStore() : deps.storage;
  const path = deps.path ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  const now = deps.now ?? Date.now;
  const leaving = deps.leaving ?? (() => isLeaving(now()));
  if (!storage) return false;
  if (leaving()) {
    console.warn('[app] a page file did not load while the page was being left; not reloading', reason);
    return false;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    console.warn('[app] a page file could not be downloaded while offline; not reloading', reason);
    return false;
  }
  const guard = readGuard(storage);
  if (guard && guard.path === path && now() - guard.at < RELOAD_GUARD_MS) {
    console.error('[app] a page file is still missing after reloading; showing the error page', reason);
    return false;
  }
  if (checking) return checking;
  const versionChanged = deps.versionChanged ?? servedVersionChanged;
  checking = versionChanged(reason)
    .catch(() => false)
    .then((changed) => {
      checking = null;
      if (!changed) {
        console.warn('[app] a page file did not load, but the site has not changed; not reloading', reason);
        return false;
      }
      if (leaving()) return false;
      try {
        storage.setItem(GUARD_KEY, JSON.stringify({ path, at: now() } satisfies Guard));
      } catch {
        return false;
      }
      console.warn('[app] a page file of an older version of the site is gone; reloading for the new version', reason);
      (deps.reload ?? (() => window.location.reload()))();
      return true;
    });
  return checking;
}

/**
 * Vite fires `vite:preloadError` when a chunk's preload fails: the page reloads once for a new
 * version instead of failing later. Also watches for the page being left (see LEAVING_MS).
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
