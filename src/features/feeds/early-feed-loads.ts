import { env } from '@/config/env';
import type { Article } from '@/lib/article';
import { responsiveSources, type ImageLayout } from '@/lib/image-sources';
import { servedCategoryState } from './category-query-key';
import { loadCategory } from './load-category';

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
  const loads = slugs.map((slug) =>
    loadCategory(slug, { previous: servedCategoryState(slug)?.data }).catch((error: unknown) => {
      console.warn(`[feeds] ${slug}: the early load failed; the page loads it itself`, error);
      return [] as Article[];
    }),
  );
  // Without stories in the served page, the lead picture is known only once its feed is in: ask for
  // it then, at the width the screen needs, while the page's code is still arriving.
  if (!document.querySelector('img[fetchpriority="high"]')) {
    preloadLeadPicture(loads, leadLayout(window.location.pathname)).catch((error: unknown) => console.warn('[feeds] the lead picture was not preloaded; it loads with the page', error));
  }
}

/**
 * The layout of a live-news page's largest picture: home's lead story (LiveFeaturedArticle and LeadStoryProvider, the
 * first titled story of its first categories) or a category page's first card.
 */
function leadLayout(pathname: string): ImageLayout {
  return pathname === '/' ? 'featured' : 'card';
}

/** Preloads the lead story's picture (the first titled story of the lists, in order) as the page will show it. */
async function preloadLeadPicture(loads: ReadonlyArray<Promise<Article[]>>, layout: ImageLayout): Promise<void> {
  for (const load of loads) {
    const lead = (await load).find((article) => article.title.trim() !== '');
    if (!lead) continue;
    if (!lead.image || lead.placeholder) return;
    const sources = responsiveSources(env.imageProxy, lead.image, layout);
    const attributes: Record<string, string> = { rel: 'preload', as: 'image', fetchpriority: 'high', referrerpolicy: 'no-referrer', href: sources?.src ?? lead.image };
    if (sources) Object.assign(attributes, { imagesrcset: sources.srcSet, imagesizes: sources.sizes });
    const link = document.createElement('link');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    document.head.append(link);
    return;
  }
}
