/**
 * Every set of feeds the pipeline loads under one slug: the 15 categories (src/config/categories.ts)
 * and one per Michigan region (src/config/regions.ts, slug `local-news/{region}`). The loader, the
 * feed cache, the build's snapshot and the feed route look feed sets up here, so a region's stories
 * travel exactly as a category's.
 */
import { categories, type CategoryConfig } from './categories.ts';
import { regionFeedSet, regions } from './regions.ts';

/** The categories, then the regions' feed sets. */
export const feedSets: readonly CategoryConfig[] = [...categories, ...regions.map(regionFeedSet)];

const bySlug = new Map(feedSets.map((set) => [set.slug, set]));

/** The category or region feed set with this slug (`politics`, `local-news/west-michigan`), or undefined. */
export function feedSetBySlug(slug: string): CategoryConfig | undefined {
  return bySlug.get(slug);
}
