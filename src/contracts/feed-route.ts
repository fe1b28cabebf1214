/**
 * The site's own feed route: every catalogued feed URL gets a stable same-origin path,
 * `/feeds/{id}.xml`, which the hosts proxy to that one URL and nothing else. The id is derived from
 * the URL alone, so it stays the same whatever the order of the catalogue.
 */
import { shortHexHash } from './hash.ts';
import { FEED_ROUTE_PREFIX } from './paths.ts';

/**
 * How the hosts cache a feed: fresh, then served stale while one request refreshes it, so upstream
 * requests per feed depend on the number of edge locations, not of readers.
 */
export const FEED_ROUTE_CACHE_SECONDS = 300;
export const FEED_ROUTE_STALE_SECONDS = 600;
export const FEED_ROUTE_CACHE_CONTROL = `public, max-age=${FEED_ROUTE_CACHE_SECONDS}, stale-while-revalidate=${FEED_ROUTE_STALE_SECONDS}`;
/** How long a host keeps the last good copy to serve when the publisher fails (nginx `inactive`, the function's backup copy). */
export const FEED_ROUTE_KEEP_STALE_SECONDS = 7 * 24 * 3600;
/** Upstream connect and read timeouts, seconds. */
export const FEED_ROUTE_CONNECT_TIMEOUT_SECONDS = 5;
export const FEED_ROUTE_READ_TIMEOUT_SECONDS = 8;
/** What the hosts ask publishers for. */
export const FEED_ROUTE_ACCEPT = 'application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.1';

export interface FeedRoute {
  readonly id: string;
  /** Same-origin path, e.g. `/feeds/rss-nytimes-com-politics-3f9a1c.xml`. */
  readonly path: string;
  /** The publisher's feed URL the host fetches. */
  readonly url: string;
}

/** A stable id of lowercase letters, digits and dashes (at most ~60 characters). */
export function feedRouteId(url: string): string {
  let readable = url;
  try {
    const parsed = new URL(url);
    const path = parsed.pathname.replace(/\.(xml|rss)$/i, '').replace(/\b(services|xml|rss|feed|feeds|svc|collections|v1|publish)\b/gi, ' ');
    readable = `${parsed.hostname.replace(/^(www|rss|feeds)\./, '')} ${path}`;
  } catch {
    // not a URL: the hash alone keeps it unique
  }
  const slug = readable
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return `${slug ? `${slug}-` : ''}${shortHexHash(url)}`;
}

export function feedRoutePath(url: string): string {
  return `${FEED_ROUTE_PREFIX}${feedRouteId(url)}.xml`;
}

/** The route id in a request path: what follows the prefix (may hold more slashes, which no id has), or ''. */
export function feedIdFromPath(pathname: string): string {
  return pathname.startsWith(FEED_ROUTE_PREFIX) ? pathname.slice(FEED_ROUTE_PREFIX.length) : '';
}

/**
 * Where a host fetches a feed: the publisher's URL, or with an upstream override (tests, local
 * preview against a fixture) `{upstream}/{host}{path}{query}`, so one local server stands in for
 * every publisher and can tell them apart.
 */
export function feedUpstreamUrl(url: string, upstream?: string | null): string {
  if (!upstream) return url;
  const parsed = new URL(url);
  return `${upstream.replace(/\/+$/, '')}/${parsed.host}${parsed.pathname}${parsed.search}`;
}
