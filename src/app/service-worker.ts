import { env } from '@/config/env';
import { pageWorkQuiet } from '@/lib/page-work';
import { MAX_KEEP_URLS, savesData, type KeepMessage } from '@/sw/save-data';

/** The worker's address: dist/sw.js (scripts/vite-plugins/service-worker.ts), scope the whole site. */
const SERVICE_WORKER_URL = '/sw.js';
/** How long no feed may have been loading before the worker starts, and the longest it waits for that. */
const FEEDS_QUIET_MS = 2000;
const FEEDS_WAIT_MAX_MS = 30_000;

/**
 * Registers the service worker; src/start.tsx loads this module once the page has loaded, so it
 * takes nothing from the first paint or the page's own downloads, and it waits until the page's
 * feeds have been quiet for a moment (src/lib/page-work.ts), then for the browser to be idle: a
 * worker installed while the stories arrive took the CPU from them (its thread, the browser's, the
 * cache writes), on a phone's few cores as on a test host's two. Production builds only (`vite
 * dev` has no worker). A browser without service workers, or one that refuses (private modes,
 * blocked storage), simply has no offline copy.
 *
 * A reader who asked to save data, or on a 2G-class connection, gets no worker from this visit
 * (not even its script); a worker installed on an earlier visit stays and keeps what passes
 * through it. Otherwise, on the visit that installs it, the page names itself and the scripts and
 * styles it used, which ran before the worker was there: the worker keeps them from the browser's
 * cache, so this page too can be read offline (src/sw/sw.ts). Nothing else is fetched ahead.
 */
export async function registerServiceWorker(win: Window = window): Promise<void> {
  if (!env.isProduction || !('serviceWorker' in win.navigator)) return;
  if (savesData(win.navigator)) {
    console.info('[offline] the reader saves data: no service worker from this visit, nothing is fetched ahead');
    return;
  }
  await pageWorkQuiet(FEEDS_QUIET_MS, FEEDS_WAIT_MAX_MS);
  await idle(win);
  const container = win.navigator.serviceWorker;
  // A page the worker already served: everything it used went through the worker.
  const uncontrolled = !container.controller;
  container
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then(async () => {
      if (!uncontrolled) return;
      const { active } = await container.ready;
      active?.postMessage(keepMessage(win));
    })
    .catch((error: unknown) => {
      console.warn('[offline] the service worker could not be registered; pages will not be kept for offline reading', error);
    });
}

/** Resolves when the browser is idle (5 s at most), or 2 s later where it cannot tell. */
function idle(win: Window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 5000 });
    else win.setTimeout(resolve, 2000);
  });
}

/** The page and the files of this site it loaded (the worker keeps build files and the fixed ones), as the worker's `keep` message. */
function keepMessage(win: Window): KeepMessage {
  const origin = win.location.origin;
  const urls = win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${origin}/`) && !name.includes('?'));
  return { type: 'keep', page: win.location.pathname + win.location.search, urls: [...new Set(urls)].slice(0, MAX_KEEP_URLS) };
}
