import type { Page } from '@playwright/test';

/** Console text React prints when hydration failed or the served markup did not match. */
export const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)|did not match|server rendered/i;

/**
 * Puts three stories from an earlier visit ("Cached {slug} story 1…3", saved now, so fresh) in the
 * feed cache of each category. Runs in the page, before the app: `page.addInitScript(seedFeedCache, slugs)`.
 */
export function seedFeedCache(slugs: string[]) {
  // Init scripts run in every frame; sandboxed third-party frames have no storage.
  if (window !== window.top) return;
  const article = (slug: string, n: number) => ({
    id: `cached-${slug}-${n}`,
    title: `Cached ${slug} story ${n}`,
    excerpt: 'A story kept in the browser from an earlier visit.',
    link: `http://127.0.0.1/cached-${slug}-${n}`,
    image: null,
    date: new Date(Date.now() - n * 3_600_000).toISOString(),
    author: null,
    category: slug,
    categorySlug: slug,
    source: 'Cache',
  });
  for (const slug of slugs) {
    window.localStorage.setItem(`mcl:feeds:v1:${slug}`, JSON.stringify({ v: 1, savedAt: Date.now(), placeholder: false, articles: [1, 2, 3].map((n) => article(slug, n)) }));
  }
}

/** Stores the dark theme and watches whether the app replaces the served markup of #root instead of hydrating it. */
export async function darkThemeAndWatchRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Init scripts run in every frame; sandboxed third-party frames have no storage.
    if (window !== window.top) return;
    window.localStorage.setItem('theme', 'dark');
    (window as unknown as { __rootReplaced: boolean }).__rootReplaced = false;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).id === 'root' && record.removedNodes.length > 0) (window as unknown as { __rootReplaced: boolean }).__rootReplaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the app replaced the served markup (see darkThemeAndWatchRoot). */
export function rootWasReplaced(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __rootReplaced: boolean }).__rootReplaced);
}
