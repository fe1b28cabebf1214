/** Every category's query key starts with this (the refresher matches them all by it). */
export const CATEGORY_QUERY_PREFIX = ['feeds', 'category'] as const;

/** The query key of a category's articles, shared by home, the category pages, search and the build. */
export const categoryQueryKey = (slug: string) => [...CATEGORY_QUERY_PREFIX, slug] as const;
