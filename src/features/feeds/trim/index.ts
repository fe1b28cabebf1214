/**
 * Trim: a publisher's feed cut to what the site reads, for the hosts' feed route. No `@/` imports:
 * the hosts' handlers bundle it.
 */
export { trimFeed } from './trim-feed';
