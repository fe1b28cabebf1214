/** Tuning of the live-news pipeline, in one place (see docs/adr/0002 and 0003). */
export const FEED_TIMEOUT_MS = 8_000;
/** Start the next proxy when the current try has not answered within this delay. */
export const HEDGE_DELAY_MS = 1_500;
export const MAX_ITEMS_PER_FEED = 15;
export const MAX_ARTICLES_PER_CATEGORY = 15;
/** Feeds fetched at once (each feed may have several hedged tries in flight). */
export const MAX_CONCURRENT_FEEDS = 6;
export const CACHE_TTL_MS = 10 * 60 * 1000;
/** Placeholder entries are retried sooner than real ones. */
export const PLACEHOLDER_TTL_MS = 2 * 60 * 1000;

/**
 * Diagnostics switch for the benchmark (scripts/bench-feeds.mjs):
 * `localStorage['feeds:strategy'] = 'sequential'` turns hedging off, so the
 * next proxy starts only after the current one has failed or timed out.
 */
export function hedgeDelayMs(): number {
  try {
    if (typeof localStorage !== 'undefined' && localStorage.getItem('feeds:strategy') === 'sequential') return Number.POSITIVE_INFINITY;
  } catch {
    // Storage unavailable: use the default.
  }
  return HEDGE_DELAY_MS;
}
