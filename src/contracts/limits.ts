/**
 * Size limits every reader of a feed applies alike: the browser's fetch and parser, the hosts'
 * feed route (edge handler, nginx/njs) and the build.
 */

/** The largest feed body passed on or parsed, in bytes: far above any real feed. Exactly this size passes. */
export const FEED_MAX_BYTES = 5_000_000;

/** Whether `bytes` is over `cap`: the one comparison of every byte cap (a body of exactly `cap` bytes passes). */
export function exceedsCap(bytes: number, cap: number): boolean {
  return bytes > cap;
}

/** Stories a news category keeps, newest first across all of its feeds. */
export const ARTICLES_PER_CATEGORY = 15;
