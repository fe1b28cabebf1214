import { categories, categoryBySlug } from '../../src/config/categories';
import { site } from '../../src/config/site';
import { axeInBothThemes, expect, test, useTheme, WIDTHS } from './fixtures';
import { cards, feedRequestsBeforeProbe, fixtureFile, proxiedFeeds } from './feeds-helpers';

const CORS = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/xml; charset=utf-8' };

async function cardDates(page: import('@playwright/test').Page): Promise<number[]> {
  return cards(page).evaluateAll((nodes) =>
    nodes.map((n) => {
      const t = n.querySelector('time');
      return t ? Date.parse(t.getAttribute('datetime') ?? '') : Number.NEGATIVE_INFINITY;
    }),
  );
}

test.describe('category pages', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('each of the 15 pages renders its merged cards, newest first, with its head tags', async ({ page }) => {
    for (const category of categories) {
      await page.goto(`/${category.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
      await expect(page.getByRole('main').getByText(category.description, { exact: true }), category.slug).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      const count = await cards(page).count();
      expect(count, category.slug).toBeGreaterThan(0);
      expect(count, category.slug).toBeLessThanOrEqual(15);
      const dates = await cardDates(page);
      expect(dates, category.slug).toEqual([...dates].sort((a, b) => b - a));
      const titles = await cards(page).locator('h3').allTextContents();
      expect(new Set(titles).size, category.slug).toBe(titles.length);
      await expect(cards(page).first().locator('p').first()).toContainText(category.label, { ignoreCase: true });
      await expect(page).toHaveTitle(`${category.name} | ${site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', category.description);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/rss\.xml$/);
      await expect(page.locator('h1')).toHaveCount(1);
      // Sidebar: newsletter, ad slot, related sections.
      const related = page.getByRole('navigation', { name: 'Related sections' });
      for (const slug of category.related) await expect(related.locator(`a[href="/${slug}"]`)).toHaveText(categoryBySlug(slug)!.name);
      await expect(page.locator('[data-ad-slot]')).toHaveCount(1);
    }
  });

  test('Local News merges four feeds in four formats, drops the duplicate and sorts newest first', async ({ page }) => {
    await page.goto('/local-news');
    await expect(cards(page)).toHaveCount(11);
    const titles = await cards(page).locator('h3').allTextContents();
    expect(titles[0]).toContain('New Air Monitors Go Up Near Southwest Detroit Schools');
    expect(titles.filter((t) => t.includes('Lansing Lawmakers Return'))).toHaveLength(1);
    expect(titles.some((t) => t.includes('Neighborhood Groups Map Vacant Lots'))).toBe(true); // Atom
    expect(titles.some((t) => t.includes('Volunteers Pull Two Tons of Debris'))).toBe(true); // RSS 1.0
    expect(titles.some((t) => t.includes('Detroit’s Bus Riders'))).toBe(true); // entity decoded
    const link = cards(page).first().locator('a').first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', 'https://environment.example.org/2026/11/20/air-monitors/');
    // A relative item link was resolved against the feed's site.
    await expect(page.locator('a[href="https://statehouse.example.org/2026/11/19/bus-screens/"]')).toHaveCount(1);
    await expect(cards(page).first()).toContainText('By Sample Environment Reporter');
  });

  test('Health reads at most 15 items of a 40-item feed; an undated RSS 0.91 feed shows no date', async ({ page }) => {
    await page.goto('/health');
    await expect(cards(page)).toHaveCount(15);
    await page.goto('/archives');
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).locator('time')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('Invalid Date');
  });

  test('a hanging first proxy still shows cards quickly (hedged, well before its 8 s timeout)', async ({ page, fixtures }) => {
    await fixtures.control({ proxies: ['hang', 'ok', 'ok', 'ok'] });
    await page.goto('/politics');
    const started = Date.now();
    await expect(cards(page).first()).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const tries = proxiedFeeds(await fixtures.log());
    // Each of the section's feeds asked the hanging proxy, then the next one, and no other.
    const feeds = categoryBySlug('politics')!.feeds;
    expect(new Set(tries.map((t) => t.feed))).toEqual(new Set(feeds));
    for (const feed of feeds) expect(tries.filter((t) => t.feed === feed).map((t) => t.proxy), feed).toEqual([1, 2]);
  });

  test('when every proxy fails, placeholders show and nothing crashes', async ({ page, fixtures, consoleEntries }) => {
    await fixtures.control({ proxies: ['fail', 'html', 'empty', 'fail'] });
    await page.goto('/world-news');
    await expect(page.getByRole('heading', { name: 'Latest World News' })).toBeVisible();
    await expect(page.getByText('We could not reach our news sources just now')).toBeVisible();
    const first = cards(page).first();
    await expect(first).toContainText(`By ${site.name} Staff`);
    await expect(first.locator('a')).toHaveAttribute('href', '/article-example');
    await expect(first.locator('img')).toHaveAttribute('src', /default-article\.svg$/);
    expect(consoleEntries.some((e) => e.type === 'warning' && e.text.includes('[feeds]'))).toBe(true);
  });

  test('a reload within 10 minutes makes no proxy request', async ({ page, fixtures }) => {
    await page.goto('/business');
    await expect(cards(page).first()).toBeVisible();
    expect(proxiedFeeds(await fixtures.log()).length).toBeGreaterThan(0);
    await fixtures.control({ reset: true });
    await page.reload();
    await expect(cards(page).first()).toBeVisible();
    // The NYT section's one item and the second source's two (tests/fixtures/feeds/map.json).
    await expect(cards(page)).toHaveCount(3);
    expect(await feedRequestsBeforeProbe(page, fixtures.log)).toEqual([]);
  });

  test('a stale entry shows at once while the refresh runs, and stays when the refresh fails', async ({ page, fixtures, consoleEntries }) => {
    await page.addInitScript(() => {
      const stale = {
        v: 1,
        savedAt: Date.now() - 60 * 60 * 1000,
        placeholder: false,
        articles: [{ id: 'tech-stale', title: 'A cached technology story from an hour ago', excerpt: 'Cached.', link: 'https://cache.example.net/1', image: null, date: null, author: null, category: 'Technology & Innovation', categorySlug: 'technology' }],
      };
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('mcl:feeds:v1:technology', JSON.stringify(stale));
        sessionStorage.setItem('seeded', '1');
      }
    });
    await fixtures.control({ proxies: ['fail', 'fail', 'fail', 'fail'] });
    await page.goto('/technology');
    await expect(cards(page).first()).toContainText('A cached technology story from an hour ago');
    // Every feed of the section through each of the four fixture proxies.
    await expect.poll(async () => proxiedFeeds(await fixtures.log()).length).toBe(4 * categoryBySlug('technology')!.feeds.length);
    // The refresh has given up (load-category.ts says so once every feed failed).
    await expect.poll(() => consoleEntries.some((e) => /\[feeds\] technology: every feed failed/.test(e.text))).toBe(true);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('A cached technology story from an hour ago');
  });

  test('no hostile payload executes, links or loads', async ({ page }) => {
    const hostile = fixtureFile('hostile.xml');
    await page.route(/\/proxy\/\d/, (route) => route.fulfill({ status: 200, headers: CORS, body: hostile }));
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.goto('/opinion');
    await expect(cards(page)).toHaveCount(3);
    await page.mouse.move(300, 600);
    await cards(page).nth(1).hover();
    // Every picture in view has loaded or failed: an injected onload/onerror would have run.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main img')].every((img) => {
        const box = img.getBoundingClientRect();
        return (img as HTMLImageElement).complete || box.bottom <= 0 || box.top >= window.innerHeight;
      }),
    );
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);
    await expect(page.locator('main a[href^="javascript:" i], main a[href^="data:" i], main img[src^="data:" i], main img[src^="javascript:" i]')).toHaveCount(0);
    await expect(page.locator('main script:not([type="application/ld+json"]), main iframe, main svg[onload], main [onerror], main [onclick]')).toHaveCount(0);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/<script|onerror|__pwned/i);
    await expect(cards(page).first().locator('h3')).toHaveText(/Script in title/);
  });

  test('a broken image swaps to the bundled default image', async ({ page, fixtures }) => {
    // The picture resizer fails, and the fixture's original is on a non-loopback host, which the browser suite aborts.
    await fixtures.control({ images: 'fail' });
    await page.goto('/business');
    const img = cards(page).first().locator('img');
    await expect(img).toHaveAttribute('src', /default-article\.svg$/);
    await expect(img).toHaveAttribute('loading', /lazy|eager/);
    // The default keeps the picture's 16:9 box (the wrapper's shape).
    const box = await img.evaluate((el: HTMLImageElement) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  });

  // Each category page with its stories is checked in both themes by every-route.spec.ts.
  test('axe finds nothing in the placeholder state, in light and dark', async ({ page, fixtures }) => {
    await useTheme(page, 'light');
    await fixtures.control({ proxies: ['fail', 'fail', 'fail', 'fail'] });
    await page.goto('/sports');
    await expect(page.getByText('We could not reach our news sources just now')).toBeVisible();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});

test.describe('category pages — mobile 375px', () => {
  test.use({ viewport: WIDTHS.mobile });

  test('fits the phone width', async ({ page }) => {
    await page.goto('/local-news');
    await expect(cards(page).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
