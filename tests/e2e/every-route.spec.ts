import type { Page } from '@playwright/test';
import { PREVIEW_ORIGIN } from '../fixtures/ports.mjs';
import { axeViolations, collectConsole, contextProxy, expect, expectTitleAndKeywords, openInApp, settled, test, WIDTHS } from './fixtures';
import { darkThemeAndWatchRoot, HYDRATION_ERROR, rootWasReplaced, seedFeedCache } from './hydration-helpers';
import { everyRoute } from './route-samples';
import { REGION_STORAGE_KEY } from '../../src/features/regions';

/**
 * Every route of src/app/route-table.ts, one visit each, as a reader whose browser differs from
 * the build in everything it can at once: another time zone (Pacific/Auckland: header date,
 * published dates, event dates), the dark theme stored, and two categories already in the feed
 * cache. In that one visit:
 *
 * 1. hydration: the browser takes the served HTML over instead of drawing the page again (React
 *    logs no mismatch, #root is never replaced) and nothing throws;
 * 2. the page: one <h1>, a title ending in the site's name, keywords and a description, and the
 *    newsletter sign-up box;
 * 3. axe (WCAG 2.1 A/AA and best practices) with every rule in the dark theme, then, switched to
 *    light with the header's theme control the way a reader does it, the colour rules again (the
 *    same markup in other colours).
 *
 * /rss.xml and /feed are files on the server; the app's own view of them is opened in the app.
 * Those and /search?q=… (a view of the query string, drawn fresh over the served empty search page
 * by design) are not served as themselves, so only the views served as themselves are checked for
 * a replaced #root. axe checks our markup, including each <iframe> element; the documents inside
 * the frames are third parties' embeds (see axeViolations).
 *
 * The routes' visits share one page per worker, as one reader's browser would: each visit is a new
 * document whose storage starts as above (emptied, then the dark theme and the two cached
 * categories), and the worker's fixture server is reset before it; the browser's HTTP cache is
 * kept, as a returning reader's is. A context and page of its own for each route would start a
 * renderer and compile the app afresh each time, for no check of this file.
 */
const TIME_ZONE = 'Pacific/Auckland';
const SEEDED = ['politics', 'national-news'];

const routeTest = test.extend<{ routePage: Page }, { routeWorkerPage: Page }>({
  routeWorkerPage: [
    async ({ browser, workerFixtureServer }, use) => {
      const context = await browser.newContext({
        baseURL: PREVIEW_ORIGIN,
        proxy: contextProxy(workerFixtureServer.origin),
        timezoneId: TIME_ZONE,
        viewport: WIDTHS.desktop,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      // Init scripts run in this order, in every document, before the page's own scripts.
      await page.addInitScript(() => {
        if (window !== window.top) return;
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      await page.addInitScript(seedFeedCache, SEEDED);
      await darkThemeAndWatchRoot(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  // The worker's page for one test: the fixture server reset (by `fixtures`), its console collected.
  routePage: async ({ routeWorkerPage, consoleEntries, fixtures: _fixtures }, use) => {
    const stopCollecting = collectConsole(routeWorkerPage, consoleEntries);
    await use(routeWorkerPage);
    stopCollecting();
  },
});

/** Waits until the page shows its data: one <h1>, nothing marked busy. */
async function loaded(page: Page, path: string) {
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
  // The page's own head replaces the previous page's once its data is in (client navigation).
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 15_000 });
}

test.use({ timezoneId: TIME_ZONE, viewport: WIDTHS.desktop });

for (const { path, clientSide } of everyRoute()) {
  routeTest(`${path}: hydrates without a mismatch, is titled, and has no axe violations in dark and light`, async ({ routePage: page, consoleEntries }) => {
    if (clientSide) await openInApp(page, path);
    else await page.goto(path);
    await page.waitForLoadState('load');
    await expect(page.locator('html[data-app-ready]'), path).toHaveCount(1, { timeout: 15_000 });
    await loaded(page, path);
    const html = page.locator('html');
    const theme = page.getByRole('combobox', { name: 'Theme' });
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(theme).toHaveValue('dark');

    // 1. Hydration. The header date is the reader's day, filled in after hydration.
    await expect(page.locator('header time').first()).toContainText(/[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(consoleEntries.filter((e) => HYDRATION_ERROR.test(e.text))).toEqual([]);
    // A view of the query string (/search?q=…) is drawn fresh by design: the served file is the empty search page.
    if (!clientSide && !path.includes('?')) expect(await rootWasReplaced(page)).toBe(false);

    // 2. Title, keywords, description.
    await expectTitleAndKeywords(page, path);

    // Every page offers the newsletter, except the not-found page (its job is the way back) and the
    // feed files' in-app views.
    if (!clientSide && path !== '/404') await expect(page.getByRole('region', { name: /newsletter/i }), path).toHaveCount(1);

    // 3. axe: every rule in dark, then the colour rules in light.
    await settled(page);
    expect(await axeViolations(page), 'dark theme').toEqual([]);
    await theme.selectOption('light');
    await expect(html).toHaveClass(/^(?!.*\bdark\b).*$/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    await settled(page);
    expect(await axeViolations(page, { colours: true }), 'light theme').toEqual([]);
  });
}

test('home and Local News with a region remembered on the device: hydrate without a mismatch, the region applied, no axe violations in dark and light', async ({ page, consoleEntries }) => {
  await page.addInitScript((key) => window.localStorage.setItem(key, 'upper-peninsula'), REGION_STORAGE_KEY);
  await darkThemeAndWatchRoot(page);
  const regionHeading = page.getByRole('heading', { level: 2, name: 'Upper Peninsula' });
  for (const path of ['/', '/local-news']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await loaded(page, path);
    // Home's Local section is taken over as the reader nears it.
    await page.getByTestId('region-picker').scrollIntoViewIfNeeded();
    await expect(regionHeading, path).toBeVisible();
    await expect(page.getByTestId('region-picker'), path).toContainText('Your region: Upper Peninsula', { useInnerText: true });
    await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0, { timeout: 15_000 });
    expect(consoleEntries.filter((e) => HYDRATION_ERROR.test(e.text)), path).toEqual([]);
    expect(await rootWasReplaced(page), path).toBe(false);
    await settled(page);
    expect(await axeViolations(page), `${path}, dark theme`).toEqual([]);
    await page.getByRole('combobox', { name: 'Theme' }).selectOption('light');
    await settled(page);
    expect(await axeViolations(page, { colours: true }), `${path}, light theme`).toEqual([]);
  }
});

test('a cached category shows its cards once the page has hydrated', async ({ page, consoleEntries }) => {
  await page.addInitScript(seedFeedCache, ['politics']);
  await page.goto('/politics');
  await expect(page.getByRole('heading', { name: 'Cached politics story 1' })).toBeVisible();
  expect(consoleEntries.filter((e) => HYDRATION_ERROR.test(e.text))).toEqual([]);
});

test('the axe check reports what it should: a page with known faults', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Faults</title></head><body><main><h1>Faults</h1>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
      '<p style="color:#bbb;background:#fff">Pale text on white.</p>' +
      '<iframe src="about:blank"></iframe></main></body></html>',
  );
  const ids = (violations: Array<{ id: string }>) => violations.map((v) => v.id).sort();
  expect(ids(await axeViolations(page))).toEqual(['color-contrast', 'frame-title', 'image-alt']);
  expect(ids(await axeViolations(page, { colours: true }))).toEqual(['color-contrast']);
  expect(ids(await axeViolations(page, { exclude: ['img', 'iframe'] }))).toEqual(['color-contrast']);
});
