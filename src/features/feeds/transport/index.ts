/**
 * Transport: how a feed gets from its publisher to the page: sources, the hedged fetch, proxy
 * health, the feed worker and its client, and a category's feeds merged.
 *
 * The job the worker runs (load-feed.ts, with the parser) is not re-exported: the page loads it
 * only on demand, and a re-export here would put it in the page's own scripts.
 */
export { FeedClient } from './feed-client';
export { fetchCategoryArticles, type FetchCategoryOptions } from './fetch-category';
export { proxiedUrl } from './proxied-url';
export { ProxyHealth } from './proxy-health';
