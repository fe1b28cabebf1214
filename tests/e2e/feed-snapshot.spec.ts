import { PREVIEW_ORIGIN, SNAPSHOT_PREVIEW_ORIGIN } from '../fixtures/ports.mjs';
import { cards, rssFeed, routeFeeds } from './feeds-helpers';
import { expect, test } from './fixtures';
import { darkThemeAndWatchRoot, HYDRATION_ERROR, rootWasReplaced, seedFeedCache } from './hydration-helpers';

/**
 * The feed snapshot (scripts/prerender/feed-snapshot.ts): the build with FEED_SNAPSHOT on
 * (dist-snapshot, served on SNAPSHOT_PREVIEW_ORIGIN) writes home's first wave and each category's
 * stories into the HTML. Stories are readable before any script runs; the browser's first load of
 * each category replaces them without asking the reader; a failed load keeps them; a newer cache
 * entry wins over them; and none of it makes hydration differ from the HTML.
 */
test.use({ baseURL: SNAPSHOT_PREVIEW_ORIGIN });

/**
 * What the build's fixture proxy answered for Technology (tests/fixtures/proxy.mjs): a generated feed
 * for the NYT section, and the second source's fixture (tests/fixtures/feeds/npr-technology.xml), older.
 */
const SNAPSHOT_TECH = [
  'Technology fixture story 1',
  'Technology fixture story 2',
  'Technology fixture story 3',
  'Libraries Lend Hotspots to Students Without Home Internet',
  'Hospitals Weigh the Costs of Moving Records to the Cloud',
];
const liveTitles = (label: string) => [1, 2, 3].map((n) => `Live ${label} story ${n}`);
const liveFeed = (label: string) =>
  rssFeed(
    'live',
    liveTitles(label).map((title, i) => ({ title, date: new Date(Date.now() - i * 60_000).toISOString() })),
  );

test.describe('served HTML', () => {
  test('/technology and / carry the snapshot stories and their page data', async ({ request }) => {
    const tech = await (await request.get('/technology')).text();
    const main = tech.slice(tech.indexOf('<main'), tech.indexOf('</main>'));
    for (const title of SNAPSHOT_TECH) expect(main).toContain(title);
    expect(main).not.toContain('Loading Technology news');
    expect(tech).toMatch(/<script type="application\/json" id="page-data">[^<]*"snapshot":true/);

    const home = await (await request.get('/')).text();
    const homeMain = home.slice(home.indexOf('<main'), home.indexOf('</main>'));
    // The first wave (lead story, National and World) is in the page; later waves keep their skeletons.
    const section = (slug: string) => {
      const start = homeMain.indexOf(`data-section="${slug}"`);
      const end = homeMain.indexOf('data-section=', start + 1);
      return homeMain.slice(start, end === -1 ? undefined : end);
    };
    expect(section('national-news').match(/<article\b/g)?.length ?? 0, 'National News cards in the HTML').toBeGreaterThan(2);
    expect(section('world-news').match(/<article\b/g)?.length ?? 0, 'World News cards in the HTML').toBeGreaterThan(0);
    expect(homeMain.slice(0, homeMain.indexOf('data-section=')).includes('data-featured="true"'), 'the lead story in the HTML').toBe(true);
    expect(section('technology').includes('<article'), 'Technology (second wave) keeps its loading state').toBe(false);
    expect(section('technology')).toContain('role="status"');
  });

  test('a category already in the page starts no load before hydration; one the snapshot missed does', async ({ request }) => {
    const meta = (html: string) => /<meta name="feed-categories" content="([^"]*)"/.exec(html)?.[1] ?? null;
    // Every first-wave category and Technology came with stories: the feed code waits for hydration.
    expect(meta(await (await request.get('/')).text())).toBeNull();
    expect(meta(await (await request.get('/technology')).text())).toBeNull();
    // The build without the snapshot starts them right after the first paint (src/main.tsx).
    expect(meta(await (await request.get(`${PREVIEW_ORIGIN}/`)).text())).toBe('national-news world-news politics business');
    expect(meta(await (await request.get(`${PREVIEW_ORIGIN}/technology`)).text())).toBe('technology');
  });
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });
  test('a reader sees the snapshot stories on /technology', async ({ page }) => {
    await page.goto('/technology');
    for (const title of SNAPSHOT_TECH) await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  });
});

test('the first live load replaces the snapshot without the new-stories button', async ({ page, consoleEntries }) => {
  await routeFeeds(page, () => liveFeed('technology'));
  await page.goto('/technology');
  for (const title of liveTitles('technology')) await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: SNAPSHOT_TECH[0] })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /new stor/i })).toHaveCount(0);
  expect(consoleEntries.filter((e) => HYDRATION_ERROR.test(e.text))).toEqual([]);
});

test('home: the lead story and the first sections follow the first live load', async ({ page }) => {
  await routeFeeds(page, (feedUrl) => (/nytimes\.com.*\/(US|World)\.xml|npr\.org/.test(feedUrl) ? liveFeed('home') : null));
  await page.goto('/');
  const lead = page.locator('section[aria-labelledby="home-top-story"]');
  await expect(lead.getByRole('heading', { name: /Live home story/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /new stor/i })).toHaveCount(0);
});

test('when every source fails, the snapshot stays instead of placeholders', async ({ page, fixtures }) => {
  await fixtures.control({ proxies: ['fail', 'fail', 'fail', 'fail'] });
  await page.goto('/technology');
  await page.waitForLoadState('networkidle');
  for (const title of SNAPSHOT_TECH) await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(page.getByText(/placeholder stories are shown/)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(SNAPSHOT_TECH.length);
});

test.describe('hydration', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  for (const path of ['/', '/technology']) {
    test(`${path} hydrates over the snapshot without a mismatch (Pacific/Auckland, dark theme, a newer cached category)`, async ({ page, consoleEntries }) => {
      // Saved after the build: newer than the snapshot, and fresh, so no request replaces it.
      await page.addInitScript(seedFeedCache, ['technology', 'national-news']);
      await darkThemeAndWatchRoot(page);
      await page.goto(path);
      const slug = path === '/' ? 'national-news' : 'technology';
      await expect(page.getByRole('heading', { name: new RegExp(`Cached ${slug} story`) }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      expect(consoleEntries.filter((e) => HYDRATION_ERROR.test(e.text))).toEqual([]);
      expect(await rootWasReplaced(page)).toBe(false);
    });
  }
});
