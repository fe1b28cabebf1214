import type { Locator, Page } from '@playwright/test';
import { categoryBySlug } from '../../src/config/categories';
import { fixedEvents } from '../../src/content/events';
import { site } from '../../src/config/site';
import { axeInBothThemes, expect, holdRequests, test, useTheme, WIDTHS } from './fixtures';

/**
 * Home as the publication's specification names it, part by part and in its order: the breaking-news
 * banner, the featured article with its placeholder, the featured video, the promo card to the
 * featured story, then the sections (National, Local, Opinion, the 'Latest World News' sidebar,
 * Politics … Archives) each with its view-all link, and the Local Events teaser of four fixed events.
 * Each part has a test of its own, so removing one fails a test that says which; one more test holds
 * their order. Other tests of home (waves, cache, layout) are in home.spec.ts.
 */

interface HomePart {
  readonly name: string;
  readonly locate: (page: Page) => Locator;
  /** What the part must show, on the running page. */
  readonly check: (part: Locator, page: Page) => Promise<void>;
}

const ready = (page: Page) => expect(page.locator('html[data-app-ready]')).toHaveCount(1);
const sectionOf = (page: Page, slug: string) => page.locator(`section[data-section="${slug}"]`);

/** A news section: its heading, at least one story once loaded (at most 5), and "View all" to its category page. */
function newsSection(slug: string, heading = categoryBySlug(slug)!.name, place: 'main' | 'sidebar' = 'main'): HomePart {
  return {
    name: `${heading} section${place === 'sidebar' ? ' in the sidebar' : ''}, with its view-all link to /${slug}`,
    locate: (page) => sectionOf(page, slug),
    async check(part) {
      await expect(part.getByRole('heading', { level: 2 })).toHaveText(heading);
      await expect(part.locator('article').first()).toBeVisible({ timeout: 15_000 });
      expect(await part.locator('article').count()).toBeLessThanOrEqual(5);
      await expect(part.getByRole('link', { name: /View all/ })).toHaveAttribute('href', `/${slug}`);
      if (place === 'sidebar') expect(await part.evaluate((el) => el.closest('aside') !== null)).toBe(true);
    },
  };
}

const PARTS: readonly HomePart[] = [
  {
    name: 'breaking-news banner, labelled "Breaking", with the editors\' fixed text',
    locate: (page) => page.getByRole('region', { name: 'Breaking news' }),
    async check(part) {
      await expect(part).toBeVisible();
      await expect(part).toContainText('Breaking');
      await expect(part.locator('[data-breaking-line="shown"]')).toHaveText(site.breakingNews.text);
    },
  },
  {
    name: 'featured article (the lead story)',
    locate: (page) => page.getByTestId('featured-article'),
    async check(part) {
      const article = part.locator('article');
      await expect(article).toHaveAttribute('data-featured', 'true');
      await expect(article.getByRole('heading')).toContainText('Census Estimates Show Slower Population Growth in the Midwest');
    },
  },
  {
    name: 'featured video embed (click to play)',
    locate: (page) => page.locator('section[aria-labelledby="home-video"]'),
    async check(part) {
      await expect(part.getByRole('button', { name: /Play video/ })).toBeVisible();
    },
  },
  {
    name: 'promo card for the TV-segment story, linking to /dunamis-charge-fox2',
    locate: (page) => page.locator('section[aria-labelledby="home-promo"]'),
    async check(part) {
      await expect(part.getByRole('link', { name: 'Read the featured story' })).toHaveAttribute('href', '/dunamis-charge-fox2');
    },
  },
  newsSection('national-news'),
  newsSection('local-news'),
  newsSection('opinion'),
  newsSection('world-news', 'Latest World News', 'sidebar'),
  ...['politics', 'business', 'technology', 'sports', 'health', 'arts', 'automotive', 'real-estate', 'food', 'lifestyle', 'archives'].map((slug) => newsSection(slug)),
  {
    name: 'Local Events teaser of four fixed events, with its view-all link to /local-events',
    locate: (page) => page.locator('section[aria-labelledby="home-events"]'),
    async check(part) {
      await expect(part.locator('li')).toHaveCount(4);
      for (const event of fixedEvents.slice(0, 4)) await expect(part).toContainText(event.name);
      await expect(part.getByRole('link', { name: 'See all local events' })).toHaveAttribute('href', '/local-events');
    },
  },
];

test.describe('home, as the specification names it', () => {
  test.use({ viewport: WIDTHS.desktop });

  // One load of home for all of them: each part is a step of its own, named in the report.
  test('home shows every part the specification names, in its order', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await ready(page);
    const handles: Array<{ name: string; handle: Awaited<ReturnType<Locator['elementHandle']>> }> = [];
    for (const part of PARTS) {
      await test.step(`home shows the ${part.name}`, async () => {
        const located = part.locate(page);
        await expect(located, `${part.name} is missing from home`).toHaveCount(1);
        await part.check(located, page);
        handles.push({ name: part.name, handle: await located.elementHandle() });
      });
    }
    for (let i = 1; i < handles.length; i += 1) {
      const [before, after] = [handles[i - 1]!, handles[i]!];
      const follows = await page.evaluate(([a, b]) => Boolean(a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING), [before.handle, after.handle]);
      expect(follows, `${after.name} comes after ${before.name}`).toBe(true);
    }
  });

  test('the featured article shows a placeholder until its story arrives', async ({ page, fixtures }) => {
    await fixtures.control({ proxies: ['hang', 'hang', 'hang', 'hang'] });
    await page.goto('/');
    await ready(page);
    await expect(page.getByTestId('featured-article').getByTestId('card-skeleton')).toHaveCount(1);
    await expect(page.getByTestId('featured-article').locator('article[data-featured]')).toHaveCount(0);
  });
});

test.describe('the breaking-news banner', () => {
  for (const [label, viewport] of Object.entries(WIDTHS)) {
    test(`is at the top of home at ${viewport.width}px, in light and dark, and axe finds nothing in it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await useTheme(page, 'light');
      await page.goto('/');
      await ready(page);
      const banner = page.getByRole('region', { name: 'Breaking news' });
      await expect(banner).toBeInViewport();
      // Right under the header: the banner starts where <main> does.
      const top = (await banner.boundingBox())!.y;
      const mainTop = (await page.locator('main').boundingBox())!.y;
      expect(top - mainTop, `${label}: the banner starts where <main> does`).toBeLessThanOrEqual(1);
      expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
      await page.screenshot({ path: test.info().outputPath(`home-banner-${viewport.width}.png`), clip: { x: 0, y: 0, width: viewport.width, height: 400 } });
    });
  }

  test.describe('while the app takes over', () => {
    test.use({ waitForApp: false });

    test('does not move anything when the app takes over the served page (CLS 0)', async ({ page }) => {
      await page.setViewportSize(WIDTHS.mobile);
      const release = await holdRequests(page, /\/assets\/.*\.js$/);
      await page.goto('/', { waitUntil: 'commit' });
      const banner = page.getByRole('region', { name: 'Breaking news' });
      await expect(banner).toBeVisible();
      const served = await banner.boundingBox();
      const leadTop = async () => (await page.locator('section[aria-labelledby="home-top-story"]').boundingBox())!.y;
      const servedLead = await leadTop();
      await page.evaluate(() => {
        const w = window as unknown as { bannerShifts: number };
        w.bannerShifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
            if (entry.sources?.some((s) => s.node instanceof Element && (s.node.closest('[data-testid="breaking-banner"]') || s.node.matches('section[aria-labelledby="home-top-story"]')))) w.bannerShifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: false });
      });
      release();
      await ready(page);
      expect(await banner.boundingBox()).toEqual(served);
      expect(await leadTop()).toBe(servedLead);
      expect(await page.evaluate(() => (window as unknown as { bannerShifts: number }).bannerShifts)).toBe(0);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('is in the served page, readable, at 375 and 1280px', async ({ page }) => {
      for (const viewport of Object.values(WIDTHS)) {
        await page.setViewportSize(viewport);
        await page.goto('/');
        const banner = page.getByRole('region', { name: 'Breaking news' });
        await expect(banner).toBeVisible();
        await expect(banner).toContainText('Breaking');
        await expect(banner).toContainText(site.breakingNews.text);
        const box = (await banner.boundingBox())!;
        expect(box.width).toBeLessThanOrEqual(viewport.width);
      }
    });
  });
});
