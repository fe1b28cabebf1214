import type { Article } from '@/lib/article';
import { readPageData } from '@/lib/page-data';

/** Every category's query key starts with this (the refresher matches them all by it). */
export const CATEGORY_QUERY_PREFIX = ['feeds', 'category'] as const;

/** The query key of a category's articles, shared by home, the category pages, search and the build. */
export const categoryQueryKey = (slug: string) => [...CATEGORY_QUERY_PREFIX, slug] as const;

/** What the served page was built with for `slug` (its page data: the feed snapshot), if anything. */
export function servedCategoryState(slug: string): { readonly data: Article[]; readonly dataUpdatedAt: number } | undefined {
  const key = JSON.stringify(categoryQueryKey(slug));
  const state = readPageData()?.queries?.queries.find((q) => JSON.stringify(q.queryKey) === key)?.state;
  return Array.isArray(state?.data) ? { data: state.data as Article[], dataUpdatedAt: state.dataUpdatedAt } : undefined;
}
