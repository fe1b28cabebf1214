/** Tuning of the live-news pipeline, in one place (see docs/adr/0002, 0003 and 0006). */
export const FEED_TIMEOUT_MS = 8_000;
/** Hedge delay used when no health record is given (tests, scripts); pages derive it from observed latency (proxy-health.ts). */
export const HEDGE_DELAY_MS = 1_500;
/** Stories kept per category, newest first across all of its feeds. */
export const MAX_ARTICLES_PER_CATEGORY = 15;
/** Feeds fetched at once (each feed may have several hedged tries in flight). */
export const MAX_CONCURRENT_FEEDS = 6;
export const CACHE_TTL_MS = 10 * 60 * 1000;
/** Placeholder entries are retried sooner than real ones. */
export const PLACEHOLDER_TTL_MS = 2 * 60 * 1000;
/**
 * CPU budget of one feed's parse and conversion in the worker. Past it the worker
 * is terminated (a real CPU cap: a runaway parse cannot be interrupted any other
 * way) and the feed counts as failed. Real feeds take a few tens of ms.
 */
export const PARSE_BUDGET_MS = 2_000;

/**
 * Diagnostics switch for the benchmark (scripts/bench-feeds.mjs):
 * `localStorage['feeds:strategy'] = 'sequential'` turns hedging off, so the
 * next proxy starts only after the current one has failed or timed out.
 * Returns undefined otherwise (the delay then comes from the proxy health record).
 * Call it from effects or fetch code, never during render.
 */
export function hedgeDelayOverride(): number | undefined {
  try {
    if (typeof localStorage !== 'undefined' && localStorage.getItem('feeds:strategy') === 'sequential') return Number.POSITIVE_INFINITY;
  } catch {
    // Storage unavailable: no override.
  }
  return undefined;
}
