/**
 * Time limits and delays of the feed pipeline, shared by the browser's feed client and the hosts.
 */

/** How long one try for a feed may take in the browser (each source, hedged tries included). */
export const FEED_FETCH_TIMEOUT_MS = 8_000;

/**
 * Hedging: the next feed source starts when the current one fails, or after this delay. Pages derive
 * it from the answers seen (twice the median, kept between the bounds); before enough answers a
 * first visit uses the lower bound, and code without a health record (tests, scripts) the upper one.
 */
export const HEDGE_MIN_MS = 400;
export const HEDGE_MAX_MS = 1_500;
export const HEDGE_FIRST_VISIT_MS = HEDGE_MIN_MS;
export const HEDGE_WITHOUT_HEALTH_MS = HEDGE_MAX_MS;

/** How long the build and the dev server wait for the blog service before using what they have. */
export const BLOG_SERVICE_TIMEOUT_MS = 8_000;
