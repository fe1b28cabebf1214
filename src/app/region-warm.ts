import type { QueryClient } from '@tanstack/react-query';
import { regionFeedSetSlug } from '@/config/regions';
import { categoryArticlesQuery } from '@/features/feeds/ui';
import { regionChoice } from '@/features/regions/use-region';

/**
 * A region page's stories made ready ahead of a tap (the route's `warm`), only when the region is
 * the reader's own: the pages that list every region (Local News, the picker, a region's sidebar)
 * must not fetch every region's feeds; another region's page loads its stories when it is opened.
 * Loaded when first wanted, so the regions' table stays out of the code every page starts with.
 */
export async function warmChosenRegion(region: string | undefined, client: QueryClient): Promise<void> {
  if (!region || regionChoice().getSnapshot() !== region) return;
  await client.prefetchQuery(categoryArticlesQuery(regionFeedSetSlug({ slug: region })));
}
