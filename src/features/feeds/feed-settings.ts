/**
 * Tuning of the live-news pipeline, in one place (see docs/adr/0002, 0003 and 0006). The hedge
 * delays live with the proxy health that derives them (transport/proxy-health.ts); the timeout, the
 * body cap and the stories per category are contracts (src/contracts), shared with the hosts.
 */
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
