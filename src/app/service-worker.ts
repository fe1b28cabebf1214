import { env } from '@/config/env';
import { MAX_KEEP_URLS, savesData, type KeepMessage } from '@/sw/save-data';

/** The worker's address: dist/sw.js (scripts/vite-plugins/service-worker.ts), scope the whole site. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker; src/start.tsx loads this module once the page has loaded, so it
 * takes nothing from the first paint or the page's own downloads. Production builds only (`vite
 * dev` has no worker). A browser without service workers, or one that refuses (private modes,
 * blocked storage), simply has no offline copy.
 *
 * A reader who asked to save data, or on a 2G-class connection, gets no worker from this visit
 * (not even its script); a worker installed on an earlier visit stays and keeps what passes
 * through it. Otherwise, on the visit that installs it, the page names itself and the scripts and
 * styles it used, which ran before the worker was there: the worker keeps them from the browser's
 * cache, so this page too can be read offline (src/sw/sw.ts). Nothing else is fetched ahead.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!env.isProduction || !('serviceWorker' in win.navigator)) return;
  if (savesData(win.navigator)) {
    console.info('[offline] the reader saves data: no service worker from this visit, nothing is fetched ahead');
    return;
  }
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

/** The page and the files of this site it loaded (the worker keeps build files and the fixed ones), as the worker's `keep` message. */
function keepMessage(win: Window): KeepMessage {
  const origin = win.location.origin;
  const urls = win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${origin}/`) && !name.includes('?'));
  return { type: 'keep', page: win.location.pathname + win.location.search, urls: [...new Set(urls)].slice(0, MAX_KEEP_URLS) };
}
