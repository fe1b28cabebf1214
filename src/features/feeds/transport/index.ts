/**
 * Transport: how a feed gets from its publisher to the page. The sources to ask (the site's own
 * feed route, the proxy templates), the hedged fetch through them, what this browser remembers
 * about each source (proxy health), the feed worker and the page's client for it, and a category's
 * feeds fetched together and merged. The job the worker runs (load-feed.ts) is not exported: the
 * page loads it only on demand, so the parser never enters its scripts.
 */
export { FeedClient, pageFeedClient, type FeedClientOptions, type FeedWorkerLike } from './feed-client';
export { fetchCategoryArticles, type FetchCategoryOptions } from './fetch-category';
export { feedSources, proxiedUrl, SAME_ORIGIN_KEY, type FeedSource } from './feed-sources';
export { fetchThroughProxies, type HedgedFetchOptions, type HedgedSuccess, type ProxyTry } from './proxy-fetch';
export { ProxyHealth, validHealthRecord, type ProxyHealthRecord } from './proxy-health';
export { pageProxyHealth } from './proxy-health-store';
export { mergeArticles } from './merge-articles';
