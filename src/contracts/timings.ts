/**
 * Time limits and delays: the feed pipeline's (shared by the browser's feed client and the hosts),
 * the blog service's and the page's own.
 */

/** How long one try for a feed may take in the browser. */
export const FEED_FETCH_TIMEOUT_MS = 8_000;

/**
 * Bounds of the hedge delay after which the next feed source starts. Pages derive it from the
 * answers seen; a first visit uses HEDGE_MIN_MS, code without a health record HEDGE_MAX_MS.
 */
export const HEDGE_MIN_MS = 400;
export const HEDGE_MAX_MS = 1_500;

/** How long the build and the dev server wait for the blog service before using what they have. */
export const BLOG_SERVICE_TIMEOUT_MS = 8_000;

/**
 * How long the page may wait for the server to say whether a page file that failed to load was
 * removed by a new version (src/app/chunk-reload.ts); without an answer the page does not reload.
 */
export const VERSION_CHECK_TIMEOUT_MS = 8_000;
