import type { BrowserContext, Page, Request } from '@playwright/test';
import { categories } from '../../src/config/categories';
import { regions } from '../../src/config/regions';
import { REGION_STORAGE_KEY } from '../../src/features/regions';
import { PREVIEW_ORIGIN, SNAPSHOT_PREVIEW_ORIGIN } from '../fixtures/ports.mjs';
import { layoutShifts, recordLayoutShifts } from './feeds-helpers';
import { expect, holdRequests, test } from './fixtures';
import { HYDRATION_ERROR } from './hydration-helpers';

/**
 * Local News follows the reader's Michigan region (src/features/regions/): chosen from the list, by
 * county or city, or by the device's position; remembered on the device only (localStorage) and
 * applied after hydration, in the room the statewide page kept for it. Each region has a page at
 * /local-news/{region}, built with its stories and readable without JavaScript.
 *
 * The lines that name the region keep the room of every text they can show, laid out invisible:
 * what a reader sees of them is read with `useInnerText`, which leaves invisible text out.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const region = (slug: string) => {
  const found = regions.find((r) => r.slug === slug);
  if (!found) throw new Error(`no region ${slug}`);
  return found;
};

const picker = (page: Page) => page.getByTestId('region-picker');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Find your region by county or city' });
/** Home's Local section, whichever category or region it shows. */
const homeLocal = (page: Page) => page.locator('section[data-section^="local-news"]');
/** /local-news's first stories: the reader's region's, or the statewide ones. */
const localLead = (page: Page) => page.locator('section[aria-labelledby="local-lead-stories"]');
const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), REGION_STORAGE_KEY);

async function openPicker(page: Page) {
  await picker(page).getByRole('button', { name: /^(Choose your region|Change region)$/ }).click();
  await expect(searchBox(page)).toBeVisible();
}

/** After a reload, home's Local section and /local-news lead with `slug`'s name and stories; its view-all link goes to its page. */
async function expectFollowed(page: Page, slug: string) {
  const { name } = region(slug);
  await page.goto('/');
  const local = homeLocal(page);
  await local.scrollIntoViewIfNeeded();
  await expect(local.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(local.locator('article').first()).toBeVisible();
  await expect(local.getByRole('link', { name: `View all ${name}` })).toHaveAttribute('href', `/local-news/${slug}`);
  await expect(picker(page)).toContainText(`Your region: ${name}`, { useInnerText: true });

  await page.goto('/local-news');
  await expect(localLead(page).getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(localLead(page).locator('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Across Michigan' })).toBeVisible();
}

/** Every request the pages of `context` make, with what they carry. */
function watchRequests(context: BrowserContext): Request[] {
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  return requests;
}

/** What a request says: its address (as sent and decoded), body and headers. */
function carried(request: Request): string {
  const url = request.url();
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // Left as sent.
  }
  return [url, decoded, request.postData() ?? '', JSON.stringify(request.headers())].join('\n');
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`choosing a region at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('from the list: the region page opens, the choice is remembered, home and Local News follow it', async ({ page }) => {
      await page.goto('/local-news');
      await openPicker(page);
      await picker(page).getByRole('navigation', { name: 'Michigan’s regions' }).getByRole('link', { name: 'West Michigan' }).click();
      await expect(page).toHaveURL(/\/local-news\/west-michigan$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('West Michigan');
      await expect(page.getByTestId('region-choice')).toContainText('West Michigan is your region.', { useInnerText: true });
      expect(await stored(page)).toBe('west-michigan');
      await page.reload();
      await expect(page.getByTestId('region-choice')).toContainText('West Michigan is your region.', { useInnerText: true });
      await expectFollowed(page, 'west-michigan');
    });

    test('by county, on /local-news', async ({ page }) => {
      await page.goto('/local-news');
      await openPicker(page);
      await searchBox(page).fill('Marquette County');
      await expect(page.getByRole('status').filter({ hasText: 'found' })).toBeVisible();
      await page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: 'Marquette County — Upper Peninsula' }).click();
      await expect(picker(page)).toContainText('Your region: Upper Peninsula', { useInnerText: true });
      await expect(localLead(page).getByRole('heading', { level: 2, name: 'Upper Peninsula' })).toBeVisible();
      await page.reload();
      await expect(picker(page)).toContainText('Your region: Upper Peninsula', { useInnerText: true });
      await expectFollowed(page, 'upper-peninsula');
    });

    test("by city, in home's Local section", async ({ page }) => {
      await page.goto('/');
      await homeLocal(page).scrollIntoViewIfNeeded();
      await openPicker(page);
      await searchBox(page).pressSequentially('Grand Rap');
      await page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: 'Grand Rapids, Kent County — West Michigan' }).click();
      await expect(homeLocal(page).getByRole('heading', { level: 2, name: 'West Michigan' })).toBeVisible();
      await expect(homeLocal(page).locator('article').first()).toBeVisible();
      await page.reload();
      await expectFollowed(page, 'west-michigan');
    });

    test('a place that matches nothing says so, and the list stays', async ({ page }) => {
      await page.goto('/local-news');
      await openPicker(page);
      await searchBox(page).fill('Atlantis');
      await expect(page.getByText('No Michigan county or city matches “Atlantis”. Pick your region from the list.')).toBeVisible();
      await expect(picker(page).getByRole('navigation', { name: 'Michigan’s regions' }).getByRole('link')).toHaveCount(regions.length);
    });
  });
}

test.describe('by location', () => {
  const PLACES = [
    { place: 'Marquette', latitude: 46.5436, longitude: -87.3954, slug: 'upper-peninsula', viewport: PHONE },
    { place: 'Grand Rapids', latitude: 42.9634, longitude: -85.6681, slug: 'west-michigan', viewport: DESKTOP },
    { place: 'Detroit', latitude: 42.3314, longitude: -83.0458, slug: 'metro-detroit', viewport: PHONE },
  ];
  for (const { place, latitude, longitude, slug, viewport } of PLACES) {
    test(`in ${place} at ${viewport.width}px: ${region(slug).name}, remembered, and the position goes nowhere`, async ({ page, context }) => {
      await page.setViewportSize(viewport);
      const requests = watchRequests(context);
      await context.grantPermissions(['geolocation'], { origin: PREVIEW_ORIGIN });
      await context.setGeolocation({ latitude, longitude });
      await page.goto('/local-news');
      await openPicker(page);
      await picker(page).getByRole('button', { name: 'Use my location' }).click();
      await expect(picker(page)).toContainText(`Your region: ${region(slug).name}`, { useInnerText: true });
      await expect(page.getByText(`Your region is now ${region(slug).name}, from your location near`)).toBeAttached();
      await page.reload();
      await expectFollowed(page, slug);

      // Nothing is stored but the region's name, and no request carries the position; the region
      // goes only to the site itself (its pages) and to the region's own feeds (through the proxies).
      expect(JSON.stringify(await page.evaluate(() => ({ ...window.localStorage, cookie: document.cookie })))).not.toMatch(new RegExp(`${String(latitude).slice(0, 5)}|${String(longitude).slice(0, 6)}`));
      const position = [String(latitude), String(longitude), latitude.toFixed(2), longitude.toFixed(2)];
      const regionWords = [slug, region(slug).name, encodeURIComponent(region(slug).name)];
      for (const request of requests) {
        const said = carried(request);
        for (const value of position) expect(said, `${request.url()} carries the position`).not.toContain(value);
        const url = new URL(request.url());
        if (regionWords.some((word) => said.includes(word))) expect(url.origin, `${request.url()} carries the region`).toBe(PREVIEW_ORIGIN);
      }
    });
  }

  test('refused: a plain message, the list stays, nothing is chosen', async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto('/local-news');
    await openPicker(page);
    await picker(page).getByRole('button', { name: 'Use my location' }).click();
    await expect(picker(page).getByRole('status').filter({ hasText: 'Your location was not shared' })).toBeVisible();
    await expect(picker(page).getByRole('navigation', { name: 'Michigan’s regions' }).getByRole('link')).toHaveCount(regions.length);
    expect(await stored(page)).toBeNull();
  });
});

test.describe('remembered on the device', () => {
  test('Clear returns home and Local News to the whole state', async ({ page }) => {
    await page.addInitScript((key) => {
      if (!window.sessionStorage.getItem('seeded')) window.localStorage.setItem(key, 'northern-michigan');
      window.sessionStorage.setItem('seeded', '1');
    }, REGION_STORAGE_KEY);
    await page.goto('/local-news');
    await expect(picker(page)).toContainText('Your region: Northern Michigan', { useInnerText: true });
    await picker(page).getByRole('button', { name: 'Clear your region' }).click();
    await expect(picker(page)).toContainText('Choose your region to see its stories first.', { useInnerText: true });
    await expect(localLead(page).getByRole('heading', { level: 2, name: 'Across Michigan' })).toBeVisible();
    expect(await stored(page)).toBeNull();
    await page.goto('/');
    await expect(homeLocal(page).getByRole('heading', { level: 2, name: 'Local News' })).toBeAttached();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`a remembered region takes its place after hydration without moving anything, at ${viewport.width}px (CLS 0)`, async ({ page, consoleEntries }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((key) => window.localStorage.setItem(key, 'flint-thumb'), REGION_STORAGE_KEY);
      await recordLayoutShifts(page);
      for (const path of ['/local-news', '/local-news/upper-peninsula']) {
        await page.goto(path);
        await expect(page.locator('main article').first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        const { cls, shifts } = await layoutShifts(page);
        expect(cls, `${path}: ${JSON.stringify(shifts)}`).toBe(0);
      }
      expect(consoleEntries.filter((e) => HYDRATION_ERROR.test(e.text))).toEqual([]);
    });
  }

  test.describe('measured before the scripts run', () => {
    test.use({ waitForApp: false });
    for (const viewport of [PHONE, DESKTOP]) {
      test(`the region's parts of the served page keep their size when the region is applied, at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript((key) => window.localStorage.setItem(key, 'flint-thumb'), REGION_STORAGE_KEY);
        const boxes = (parts: string[]) => Promise.all(parts.map(async (selector) => (await page.locator(selector).first().boundingBox())?.height ?? -1));
        const PARTS: Record<string, string[]> = {
          // The picker, and the Local section's heading and description (its first paragraph).
          '/': ['[data-testid="region-picker"]', 'section[data-section^="local-news"] h2', 'section[data-section^="local-news"] p'],
          '/local-news': ['[data-testid="region-picker"]', 'section[aria-labelledby="local-lead-stories"] h2'],
          '/local-news/upper-peninsula': ['[data-testid="region-choice"]'],
        };
        for (const [path, parts] of Object.entries(PARTS)) {
          const release = await holdRequests(page, /\/assets\/.*\.js$/);
          await page.goto(path, { waitUntil: 'commit' });
          await expect(page.locator(parts[0]!)).toBeVisible();
          const served = await boxes(parts);
          release();
          await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
          if (path === '/') {
            await homeLocal(page).scrollIntoViewIfNeeded();
            await expect(homeLocal(page).getByRole('heading', { level: 2, name: 'Flint, Saginaw Bay & the Thumb' })).toBeVisible();
          } else if (path === '/local-news') await expect(localLead(page).getByRole('heading', { level: 2, name: 'Flint, Saginaw Bay & the Thumb' })).toBeVisible();
          else await expect(page.getByTestId('region-choice')).toContainText('Your region is Flint, Saginaw Bay & the Thumb.', { useInnerText: true });
          expect(await boxes(parts), path).toEqual(served);
        }
      });
    }
  });

  test('only the chosen region’s feeds are fetched, never every region’s', async ({ page, fixtures }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'upper-peninsula'), REGION_STORAGE_KEY);
    for (const path of ['/', '/local-news', '/local-news/upper-peninsula']) {
      await page.goto(path);
      await page.locator('main').evaluate((main) => main.scrollIntoView({ block: 'end' }));
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    }
    const asked = new Set((await fixtures.log()).filter((e) => e.path.startsWith('/proxy/')).map((e) => new URLSearchParams(e.search).get('url') ?? ''));
    const own = new Set([...region('upper-peninsula').feeds.map((f) => f.url)]);
    // A newsroom that is also a category's source (statewide Local News merges some) is fetched for that category.
    const categoryFeeds = new Set(categories.flatMap((c) => c.feeds));
    for (const other of regions.filter((r) => r.slug !== 'upper-peninsula')) {
      const theirs = other.feeds.map((f) => f.url).filter((url) => !own.has(url) && !categoryFeeds.has(url));
      expect(
        theirs.filter((url) => asked.has(url)),
        `${other.name}'s feeds`,
      ).toEqual([]);
    }
    expect([...own].every((url) => asked.has(url)), 'the chosen region’s feeds').toBe(true);
  });
});

test.describe('region pages', () => {
  test('an unknown region gets the not-found page, the history entry replaced', async ({ page, consoleEntries }) => {
    await page.goto('/local-news');
    await page.goto('/local-news/atlantis');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found');
    expect(consoleEntries.some((e) => e.type === 'warning' && e.text.includes('/local-news/atlantis'))).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/local-news$/);
  });

  test('Local News links to every region; a region page to the others, and can be made the reader’s region', async ({ page }) => {
    await page.goto('/local-news');
    const sidebar = page.getByRole('navigation', { name: 'Michigan regions' });
    await expect(sidebar.getByRole('link')).toHaveText(regions.map((r) => r.name));
    await sidebar.getByRole('link', { name: 'Upper Peninsula' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upper Peninsula');
    expect(await stored(page)).toBeNull();
    const others = page.getByRole('navigation', { name: 'Other regions' });
    await expect(others.getByRole('link')).toHaveCount(regions.length);
    await page.getByRole('button', { name: 'Make Upper Peninsula my region' }).click();
    await expect(page.getByTestId('region-choice')).toContainText('Upper Peninsula is your region.', { useInnerText: true });
    expect(await stored(page)).toBe('upper-peninsula');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, baseURL: SNAPSHOT_PREVIEW_ORIGIN });

    for (const { slug, name, description, counties } of regions) {
      test(`/local-news/${slug} is served with its heading, description, places and stories, each naming its newsroom`, async ({ page }) => {
        await page.goto(`/local-news/${slug}`);
        await expect(page).toHaveTitle(`${name} News | Michigan Civic Ledger`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(page.getByText(description, { exact: true })).toBeVisible();
        await expect(page.getByTestId('region-places')).toContainText(counties[0]!);
        const stories = page.locator('main article');
        expect(await stories.count()).toBeGreaterThan(5);
        const newsrooms = new Set([...region(slug).feeds, { newsroom: 'Michigan Advance' }, { newsroom: 'Bridge Michigan' }].map((f) => f.newsroom));
        // The text in the document: cards far below the screen are drawn only as the reader nears them (content-visibility), and innerText leaves them out.
        for (const story of await stories.all()) {
          const text = ((await story.textContent()) ?? '').replace(/\s+/g, ' ');
          expect(
            [...newsrooms].some((n) => text.includes(n)),
            text,
          ).toBe(true);
        }
        // The picker's controls need scripts: hidden; the regions stay linked.
        await expect(page.getByTestId('region-choice')).toBeHidden();
        await expect(page.getByRole('navigation', { name: 'Other regions' }).getByRole('link')).toHaveCount(regions.length);
      });
    }

    test('/local-news lists every region', async ({ page }) => {
      await page.goto('/local-news');
      await expect(picker(page).getByRole('navigation', { name: 'Michigan’s regions' }).getByRole('link')).toHaveCount(regions.length);
      await expect(searchBox(page)).toBeHidden();
    });
  });
});
