/**
 * Contracts: the facts the browser, the service worker, the hosts' handlers (edge/, netlify/,
 * cloudflare/, api/, nginx's njs) and the build scripts must agree on, each defined once, as typed
 * constants and tiny pure functions. Paths and route shapes, byte caps, time limits, security
 * headers, the id hash, what an http(s) URL is, page sizes, home's sections.
 *
 * What belongs here: a value two of those places would otherwise each write down. What does not:
 * anything that reads the environment (`import.meta.env`, `process.env`), the DOM, React or the app
 * (src/config, src/lib, src/features); the site's own configuration (the catalogue, the identity,
 * env parsing) stays in src/config, which may import from here. Nothing here imports anything but
 * its sibling files, so every runtime can bundle it. Browser code imports the file it needs
 * (`@/contracts/paths`), not this door, so the first script carries only the contracts it uses.
 *
 * This door names what code outside src (edge/, netlify/, cloudflare/, scripts/) reads; the rest is
 * read from its file.
 *
 * src/contracts/one-owner.test.ts fails when a contract's value or name is defined again elsewhere.
 */
export {
  FEED_ROUTE_ACCEPT,
  FEED_ROUTE_CACHE_CONTROL,
  FEED_ROUTE_CACHE_SECONDS,
  FEED_ROUTE_CONNECT_TIMEOUT_SECONDS,
  FEED_ROUTE_KEEP_STALE_SECONDS,
  FEED_ROUTE_READ_TIMEOUT_SECONDS,
  FEED_ROUTE_STALE_SECONDS,
  feedIdFromPath,
  feedRoutePath,
  feedUpstreamUrl,
  type FeedRoute,
} from './feed-route.ts';
export { hashId, shortHexHash } from './hash.ts';
export { ROUTE_SECURITY_HEADERS, SITE_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from './headers.ts';
export { HOME_LAYOUT, HOME_SECTIONS, HOME_WAVES, WAVE_1 } from './home-sections.ts';
export { exceedsCap, FEED_MAX_BYTES } from './limits.ts';
export { APP_SHELL_ASSET_PATH, APP_SHELL_FILE, APP_SHELL_PATH, FEED_ROUTE_PREFIX, IMAGE_ROUTE_PATH } from './paths.ts';
export { parseHttpUrl } from './url.ts';
export { BLOG_SERVICE_TIMEOUT_MS } from './timings.ts';
