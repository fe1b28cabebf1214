/// <reference lib="webworker" />
/**
 * The service worker (docs/adr/0013-offline-reading.md). It keeps what the reader opened and
 * fetches nothing the reader did not ask for:
 *
 * - pages: network first, so a reader online always gets the new build; offline, the saved copy,
 *   or the offline page linking to the saved ones;
 * - the build's hashed files: cache first, kept as pages ask for them. Nothing is precached (the
 *   installing page names what it used: `keep`), and a new build's worker deletes the old build's
 *   files and pages, so a page is never drawn with another build's scripts;
 * - the site's fixed files: stale-while-revalidate;
 * - the site's own image route: a few dozen recent pictures. Other sites' pictures are left to
 *   the browser: the worker would see only opaque answers and could keep a failed one;
 * - feeds and the blog service: not handled; the app keeps its own copy of the stories.
 *
 * A reader saving data still has what passes through kept, and `keep` is ignored.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { FEED_ROUTE_PREFIX, IMAGE_ROUTE_PATH } from '../contracts/paths';
import { offlinePage, pageTitle, type SavedPage } from './offline-page';
import { isKeepMessage, savesData } from './save-data';

declare const self: ServiceWorkerGlobalScope;
/** The build's id (a hash of its file list), written in at build time. */
declare const __SW_BUILD__: string;
/** The publication's name (src/config/site.ts), written in at build time. */
declare const __SW_SITE_NAME__: string;
/** The site's own fixed files the pages show (logo, icons, default picture, manifest), written in at build time. */
declare const __SW_SITE_FILES__: string[];

const PAGES_PREFIX = 'civic-ledger-pages-';
const ASSETS_PREFIX = 'civic-ledger-assets-';
const PAGES = `${PAGES_PREFIX}${__SW_BUILD__}`;
const ASSETS = `${ASSETS_PREFIX}${__SW_BUILD__}`;
const SITE_FILES = 'civic-ledger-files';
const PICTURES = 'civic-ledger-pictures';
export const PAGE_TIMEOUT_SECONDS = 3;
export const MAX_PAGES = 80;
export const MAX_PICTURES = 40;
/** Scripts and styles kept: far more than a build has, so none a saved page uses is dropped. */
const MAX_ASSETS = 200;

// A new build's worker takes over at once: the next navigation is served by it (network first).
void self.skipWaiting();
clientsClaim();

// Pages and files saved by an earlier build reference its scripts, so they go with it, as does any
// Workbox precache an older worker left.
const ours = (name: string) => name === PAGES || name === ASSETS;
const stale = (name: string) => !ours(name) && (name.startsWith(PAGES_PREFIX) || name.startsWith(ASSETS_PREFIX) || name.startsWith('workbox-precache'));
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(stale).map((name) => caches.delete(name)))));
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** Paths that are files or routes of their own, not pages (the feed, the feed route, pictures, build files). */
const NOT_A_PAGE_PREFIXES = [FEED_ROUTE_PREFIX, IMAGE_ROUTE_PATH, '/assets/'];
const NOT_A_PAGE_FILES = new Set(['/rss.xml', '/feed', '/sitemap.xml', '/robots.txt', '/sw.js']);
const notAPage = (path: string) => NOT_A_PAGE_FILES.has(path) || NOT_A_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
const isAsset = (url: URL) => sameOrigin(url) && url.pathname.startsWith('/assets/');

/**
 * A kept file answers any request for its address: the page asks for a module script with an
 * `Origin` header the worker's own request for it had not, and a server that varies on it
 * (`Vary: Origin`) would otherwise make the copy unusable.
 */
const KEPT_AS_ASKED: CacheQueryOptions = { ignoreVary: true };
const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
  matchOptions: KEPT_AS_ASKED,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: MAX_PAGES })],
});
const assets = new CacheFirst({ cacheName: ASSETS, matchOptions: KEPT_AS_ASKED, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: MAX_ASSETS })] });

/** The pages saved on this device, with their titles, for the offline page. */
async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(PAGES);
  const saved: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    const url = new URL(request.url);
    if (!response || !sameOrigin(url)) continue;
    saved.push({ path: url.pathname + url.search, title: pageTitle(await response.text(), __SW_SITE_NAME__) });
  }
  return saved;
}

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !notAPage(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      // Offline and this page never opened: the offline page, with links to the saved ones.
      const url = new URL(options.request.url);
      return offlinePage({ siteName: __SW_SITE_NAME__, path: url.pathname, saved: await savedPages().catch(() => []) });
    }
  },
);

registerRoute(({ url }) => isAsset(url), assets);

const isSiteFile = (url: URL) => sameOrigin(url) && __SW_SITE_FILES__.includes(url.pathname);
const siteFiles = new StaleWhileRevalidate({ cacheName: SITE_FILES, matchOptions: KEPT_AS_ASKED, plugins: [new CacheableResponsePlugin({ statuses: [200] })] });
registerRoute(({ url }) => isSiteFile(url), siteFiles);

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

// The page the worker was installed from ran before the worker controlled it: it names itself and
// the files it used, so it can be read offline too. They come from the browser's own cache.
self.addEventListener('message', (event) => {
  if (!isKeepMessage(event.data) || savesData(self.navigator)) return;
  const here = (href: string): URL | null => {
    try {
      const url = new URL(href, self.location.href);
      return sameOrigin(url) ? url : null;
    } catch {
      return null;
    }
  };
  const urls = event.data.urls.map(here).filter((url): url is URL => url !== null);
  const files = urls.filter(isAsset);
  const fixed = urls.filter((url) => isSiteFile(url));
  const page = event.data.page === null ? null : here(event.data.page);
  const work = [
    ...files.map((url) => assets.handle({ request: new Request(url.href), event })),
    ...fixed.map((url) => siteFiles.handle({ request: new Request(url.href), event })),
    ...(page && !notAPage(page.pathname) ? [pages.handle({ request: new Request(page.href, { credentials: 'same-origin' }), event })] : []),
  ];
  event.waitUntil(Promise.allSettled(work));
});
