/// <reference lib="webworker" />
/**
 * The service worker (built into dist/sw.js by scripts/vite-plugins/service-worker.ts; see
 * docs/adr/0013-offline-reading.md). Workbox does the caching:
 *
 * - pages (navigations): network first with a 3 s timeout, then the copy from the last visit,
 *   then the app shell (precached), which shows the page's saved stories or its offline state;
 *   a reader online always gets the new build;
 * - the build's hashed files: precached and served cache first (they never change); a new
 *   build's worker replaces them and deletes the old ones, and the pages saved by the old build
 *   with them, so a page is never drawn with another build's scripts;
 * - pictures served by the site (its own image route, the default picture): the last few dozen
 *   seen, least recently used first out. Pictures from other sites are left to the browser: the
 *   worker would see only opaque answers, and could keep a failed one for days;
 * - feeds (the site's own /feeds/ route and the proxies) and the blog service: not handled here.
 *   The app keeps its own copy of the stories (localStorage) and shows it, with its age, offline.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { APP_SHELL_PATH, FEED_ROUTE_PREFIX, IMAGE_ROUTE_PATH } from '../contracts/paths';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };
/** The build's id (a hash of its precache list), written in at build time. */
declare const __SW_BUILD__: string;

const PAGES_PREFIX = 'civic-ledger-pages-';
const PAGES = `${PAGES_PREFIX}${__SW_BUILD__}`;
const PICTURES = 'civic-ledger-pictures';
export const PAGE_TIMEOUT_SECONDS = 3;
export const MAX_PICTURES = 40;

// A new build's worker takes over at once: the next navigation is served by it (network first).
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages saved by an earlier build reference its scripts, which that build's precache took along.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(PAGES_PREFIX) && name !== PAGES).map((name) => caches.delete(name)))),
  );
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** Paths that are files or routes of their own, not pages (the feed, the feed route, pictures, build files). */
const NOT_A_PAGE_PREFIXES = [FEED_ROUTE_PREFIX, IMAGE_ROUTE_PATH, '/assets/'];
const NOT_A_PAGE_FILES = new Set(['/rss.xml', '/feed', '/sitemap.xml', '/robots.txt', '/sw.js']);
const notAPage = (path: string) => NOT_A_PAGE_FILES.has(path) || NOT_A_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 80 })],
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !notAPage(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      // Offline and this page never visited: the app shell draws it from what the device saved.
      return (await matchPrecache(APP_SHELL_PATH)) ?? Response.error();
    }
  },
);

registerRoute(
  ({ request, url }) => request.destination === 'image' && sameOrigin(url),
  new CacheFirst({
    cacheName: PICTURES,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: MAX_PICTURES, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);
