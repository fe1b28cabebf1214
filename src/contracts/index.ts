/**
 * Contracts: the facts the browser, the service worker, the hosts' handlers and the build must
 * agree on, each defined once as typed constants and tiny pure functions. A value belongs here when
 * two of those places would otherwise each write it down; nothing that reads the environment, the
 * DOM, React or the app, and no imports but sibling files, so every runtime can bundle it.
 *
 * This door names what code outside src reads. Browser code imports the file it needs
 * (`@/contracts/paths`), so the first script carries only the contracts it uses.
 * one-owner.test.ts fails when a contract is defined again elsewhere.
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
