import { expect, test } from './fixtures';
import { everyRoute } from './route-samples';

/**
 * The browser takes the served HTML over (hydration) instead of drawing the page
 * again, with no mismatch, even when everything that differs between the build
 * and a reader's browser differs at once: the time zone (header date, published
 * dates, event dates), the stored dark theme, and a category already in the
 * feed cache.
 */
test.use({ timezoneId: 'Pacific/Auckland' });

/** Puts three stories from an earlier visit in the feed cache of each category (runs in the page, before the app). */
function seedFeedCache(slugs: string[]) {
  // Init scripts run in every frame; sandboxed third-party frames have no storage.
  if (window !== window.top) return;
  const article = (n: number) => ({
    id: `cached-${n}`,
    title: `Cached politics story ${n}`,
    excerpt: 'A story kept in the browser from an earlier visit.',
    link: `http://127.0.0.1/cached-${n}`,
    image: null,
    date: new Date(Date.now() - n * 3_600_000).toISOString(),
    author: null,
    category: 'Politics/Government',
    categorySlug: 'politics',
    source: 'Cache',
  });
  for (const slug of slugs) {
    window.localStorage.setItem(`mcl:feeds:v1:${slug}`, JSON.stringify({ v: 1, savedAt: Date.now(), placeholder: false, articles: [1, 2, 3].map(article) }));
  }
}

const HYDRATION_ERROR = /hydrat|Minified React error #(418|419|421|422|423|425)|did not match|server rendered/i;

for (const { path, clientSide } of everyRoute()) {
  if (clientSide || path.startsWith('/search?')) continue;
  test(`${path} hydrates without a mismatch (Pacific/Auckland, dark theme, cached category)`, async ({ page, consoleEntries, pageErrors }) => {
    await page.addInitScript(seedFeedCache, ['politics', 'national-news']);
    await page.addInitScript(() => {
      // Init scripts run in every frame; sandboxed third-party frames have no storage.
      if (window !== window.top) return;
      window.localStorage.setItem('theme', 'dark');
      // Did the app replace the served markup instead of hydrating it?
      (window as unknown as { __rootReplaced: boolean }).__rootReplaced = false;
      new MutationObserver((records) => {
        for (const record of records) {
          if ((record.target as Element).id === 'root' && record.removedNodes.length > 0) (window as unknown as { __rootReplaced: boolean }).__rootReplaced = true;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
    // The header date is the reader's day, filled in after hydration.
    await expect(page.locator('header time').first()).toContainText(/[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(consoleEntries.filter((e) => HYDRATION_ERROR.test(e.text))).toEqual([]);
    expect(pageErrors.map(String)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __rootReplaced: boolean }).__rootReplaced)).toBe(false);
  });
}

test('the cached category shows its cards once the page has hydrated', async ({ page, consoleEntries }) => {
  await page.addInitScript(seedFeedCache, ['politics']);
  await page.goto('/politics');
  await expect(page.getByRole('heading', { name: 'Cached politics story 1' })).toBeVisible();
  expect(consoleEntries.filter((e) => HYDRATION_ERROR.test(e.text))).toEqual([]);
});
