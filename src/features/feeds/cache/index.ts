/**
 * Cache: what the page already has of a category. The browser's entries in localStorage (fresh
 * for 10 minutes, checked field by field when read), the stories the build wrote into the page
 * (its page data: the feed snapshot) under each category's query key, the placeholders shown when
 * every feed failed, and the page's cache-aware category loader that ties them to the transport.
 */
export { entryTtl, readCachedCategory, readCacheEntry, writeCachedCategory } from './feed-cache';
export { CATEGORY_QUERY_PREFIX, categoryQueryKey, servedCategoryState } from './category-query-key';
export { pageCategoryLoader } from './load-category';
