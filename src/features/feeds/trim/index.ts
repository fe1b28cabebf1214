/**
 * Trim: a publisher's feed cut to what the site reads, same format, for the hosts' feed route
 * (edge/feed-handler.ts, nginx's njs). Reads fields by the rules of the read room, so a trimmed
 * feed parses to the same articles. No `@/` imports: the hosts' handlers bundle it.
 */
export { trimFeed } from './trim-feed';
