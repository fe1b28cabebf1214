import { env } from '@/config/env';

/** The worker's address: dist/sw.js (scripts/vite-plugins/service-worker.ts), scope the whole site. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker; src/start.tsx loads this module once the page has loaded, so it
 * takes nothing from the first paint or the page's own downloads. Production builds only (`vite
 * dev` has no worker). A browser without service workers, or one that refuses (private modes,
 * blocked storage), simply has no offline copy.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!env.isProduction || !('serviceWorker' in win.navigator)) return;
  win.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
    console.warn('[offline] the service worker could not be registered; pages will not be kept for offline reading', error);
  });
}
