/**
 * Cache: what the page already has of a category: the browser's saved entries, the stories the
 * build wrote into the page, placeholders for when every feed failed, and the cache-aware loader
 * that ties them to the transport.
 */
export { entryTtl, readCachedCategory, readCacheEntry, writeCachedCategory } from './feed-cache';
export { CATEGORY_QUERY_PREFIX, categoryQueryKey, servedCategoryState } from './category-query-key';
export { pageCategoryLoader } from './load-category';
