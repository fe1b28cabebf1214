/**
 * Time limits and delays of the feed pipeline, shared by the browser's feed client and the hosts.
 */

/** How long one try for a feed may take in the browser (each source, hedged tries included). */
export const FEED_FETCH_TIMEOUT_MS = 8_000;

/**
 * Hedging: the next feed source starts when the current one fails, or after a delay. Pages derive
 * the delay from the answers seen (twice the median, kept between these bounds); a first visit,
 * before enough answers, uses HEDGE_MIN_MS, and code without a health record (tests, scripts)
 * HEDGE_MAX_MS.
 */
export const HEDGE_MIN_MS = 400;
export const HEDGE_MAX_MS = 1_500;

/** How long the build and the dev server wait for the blog service before using what they have. */
export const BLOG_SERVICE_TIMEOUT_MS = 8_000;
