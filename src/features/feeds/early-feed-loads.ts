import type { Article } from '@/lib/article';
import { readPageData } from '@/lib/page-data';
import { categoryQueryKey } from './category-query-key';
import { loadCategory } from './load-category';

/** The stories the page was built with for `slug` (the feed snapshot), if any. */
function snapshotOf(slug: string): Article[] | undefined {
  const key = JSON.stringify(categoryQueryKey(slug));
  const query = readPageData()?.queries?.queries.find((q) => JSON.stringify(q.queryKey) === key);
  return Array.isArray(query?.state.data) ? (query.state.data as Article[]) : undefined;
}

/**
 * Starts the feed loads of the categories a live-news page shows first (its
 * `<meta name="feed-categories">`, written by scripts/prerender/render-site.ts), right after the page has
 * painted and beside the download of the app's code (src/main.tsx), instead of after hydration:
 * the worker fetches while React arrives. Nothing here touches what is rendered: a finished load
 * writes the feed cache, which the page reads after hydration (or its query joins the load still
 * in flight, see loadCategory), so the first client render is still the HTML's. The page's
 * snapshot stories go along as what to keep when every source fails.
 */
export function startEarlyFeedLoads(slugs: readonly string[]): void {
  for (const slug of slugs) {
    loadCategory(slug, { previous: snapshotOf(slug) }).catch((error: unknown) => console.warn(`[feeds] ${slug}: the early load failed; the page loads it itself`, error));
  }
}
