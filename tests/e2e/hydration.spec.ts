import { expect, test } from './fixtures';
import { darkThemeAndWatchRoot, HYDRATION_ERROR, rootWasReplaced, seedFeedCache } from './hydration-helpers';
import { everyRoute } from './route-samples';

/**
 * The browser takes the served HTML over (hydration) instead of drawing the page
 * again, with no mismatch, even when everything that differs between the build
 * and a reader's browser differs at once: the time zone (header date, published
 * dates, event dates), the stored dark theme, and a category already in the
 * feed cache.
 */
test.use({ timezoneId: 'Pacific/Auckland' });

for (const { path, clientSide } of everyRoute()) {
  if (clientSide || path.startsWith('/search?')) continue;
  test(`${path} hydrates without a mismatch (Pacific/Auckland, dark theme, cached category)`, async ({ page, consoleEntries, pageErrors }) => {
    await page.addInitScript(seedFeedCache, ['politics', 'national-news']);
    await darkThemeAndWatchRoot(page);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
    // The header date is the reader's day, filled in after hydration.
    await expect(page.locator('header time').first()).toContainText(/[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(consoleEntries.filter((e) => HYDRATION_ERROR.test(e.text))).toEqual([]);
    expect(pageErrors.map(String)).toEqual([]);
    expect(await rootWasReplaced(page)).toBe(false);
  });
}

test('the cached category shows its cards once the page has hydrated', async ({ page, consoleEntries }) => {
  await page.addInitScript(seedFeedCache, ['politics']);
  await page.goto('/politics');
  await expect(page.getByRole('heading', { name: 'Cached politics story 1' })).toBeVisible();
  expect(consoleEntries.filter((e) => HYDRATION_ERROR.test(e.text))).toEqual([]);
});
