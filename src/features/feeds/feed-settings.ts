/**
 * Tuning of the live-news pipeline (docs/adr/0002, 0003 and 0006). Values shared with the hosts
 * are contracts (src/contracts).
 */
/** Feeds fetched at once (each feed may have several hedged tries in flight). */
export const MAX_CONCURRENT_FEEDS = 6;
export const CACHE_TTL_MS = 10 * 60 * 1000;
/** Placeholder entries are retried sooner than real ones. */
export const PLACEHOLDER_TTL_MS = 2 * 60 * 1000;
/**
 * CPU budget of one feed's parse and conversion in the worker, far above what a real feed needs.
 * Past it the worker is terminated, the only way to stop a runaway parse, and the feed fails.
 */
export const PARSE_BUDGET_MS = 2_000;
