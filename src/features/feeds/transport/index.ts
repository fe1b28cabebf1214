/**
 * Transport: how a feed gets from its publisher to the page. The sources to ask (the site's own
 * feed route, the proxy templates), the hedged fetch through them, what this browser remembers
 * about each source (proxy health), the feed worker and the page's client for it, and a category's
 * feeds fetched together and merged.
 *
 * The door holds what the page and the build's scripts call. The job the worker runs (load-feed.ts,
 * with the hedged fetch and the parser) stays behind it: the page loads that only on demand, and a
 * re-export here would put it in the page's own scripts.
 */
export { FeedClient } from './feed-client';
export { fetchCategoryArticles, type FetchCategoryOptions } from './fetch-category';
export { proxiedUrl } from './proxied-url';
export { ProxyHealth } from './proxy-health';
