import { env } from '@/config/env';
import type { Article } from '@/lib/article';
import { responsiveSources, type ImageLayout } from '@/lib/image-sources';
import { pageCategoryLoader, servedCategoryState } from './cache';
import { showLeadPicture } from './lead-picture';

/**
 * Starts the feed loads of the categories a live-news page shows first (its
 * `<meta name="feed-categories">`) beside the download of the app's code, so the worker fetches
 * while React arrives. Nothing here touches the markup the app hydrates: a finished load writes the
 * feed cache (or the page's query joins it in flight), so the first client render is still the HTML's.
 *
 * Resolves once the lead picture is on screen when the served page had none, else at once; never rejects.
 */
export function startEarlyFeedLoads(slugs: readonly string[]): Promise<void> {
  const loader = pageCategoryLoader();
  const loads = slugs.map((slug) =>
    loader.load(slug, { previous: servedCategoryState(slug)?.data }).catch((error: unknown) => {
      console.warn(`[feeds] ${slug}: the early load failed; the page loads it itself`, error);
      return [] as Article[];
    }),
  );
  if (document.querySelector('img[fetchpriority="high"]')) return Promise.resolve();
  return showLeadPictureEarly(loads, leadLayout(window.location.pathname)).catch((error: unknown) =>
    console.warn('[feeds] the lead picture was not shown early; it loads with the page', error),
  );
}

/** The layout of a live-news page's largest picture: home's lead story or a category page's first card. */
function leadLayout(pathname: string): ImageLayout {
  return pathname === '/' ? 'featured' : 'card';
}

/**
 * Without stories in the served page, the lead picture is known only once its feed is in: fetch it
 * exactly as the lead card will (same sources and sizes, so the card finds it in the memory cache)
 * and show it in the placeholder once decoded.
 */
async function showLeadPictureEarly(loads: ReadonlyArray<Promise<Article[]>>, layout: ImageLayout): Promise<void> {
  for (const load of loads) {
    const lead = (await load).find((article) => article.title.trim() !== '');
    if (!lead) continue;
    if (!lead.image || lead.placeholder) return;
    const sources = responsiveSources(env.imageProxy, lead.image, layout);
    const picture = new Image();
    picture.referrerPolicy = 'no-referrer';
    picture.fetchPriority = 'high';
    picture.decoding = 'async';
    // sizes and srcset before src: the browser picks the candidate once, from all three.
    if (sources) {
      picture.sizes = sources.sizes;
      picture.srcset = sources.srcSet;
    }
    picture.src = sources?.src ?? lead.image;
    await picture.decode();
    // Resolved once the frame with the picture is painted, so the app's code comes after it.
    if (showLeadPicture(picture)) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return;
  }
}
