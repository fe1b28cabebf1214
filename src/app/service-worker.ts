import { env } from '@/config/env';
import { pageWorkQuiet } from '@/lib/page-work';
import { MAX_KEEP_URLS, savesData, type KeepMessage } from '@/sw/save-data';

const SERVICE_WORKER_URL = '/sw.js';
/** How long no feed may have been loading before the worker starts, and the longest it waits for that. */
const FEEDS_QUIET_MS = 2000;
const FEEDS_WAIT_MAX_MS = 30_000;

/**
 * Registers the service worker once the page has loaded, its feeds have gone quiet and the browser
 * is idle: installing a worker costs CPU and cache writes that would otherwise compete with the
 * arriving stories on a phone's few cores. Production only; a browser that has no service workers
 * or refuses one simply has no offline copy, and a reader saving data gets none from this visit.
 *
 * On the visit that installs it, the page sends the worker its own address and the files it loaded
 * before the worker existed, so this page too can be read offline (src/sw/sw.ts).
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

/** Resolves when the browser is idle, with a time limit; after a pause where it cannot tell. */
function idle(win: Window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: 5000 });
    else win.setTimeout(resolve, 2000);
  });
}

/** The page and the files of this site it loaded, as the worker's `keep` message. */
function keepMessage(win: Window): KeepMessage {
  const origin = win.location.origin;
  const urls = win.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${origin}/`) && !name.includes('?'));
  return { type: 'keep', page: win.location.pathname + win.location.search, urls: [...new Set(urls)].slice(0, MAX_KEEP_URLS) };
}
