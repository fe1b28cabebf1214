import type { Page } from '@playwright/test';
import { categoryBySlug } from '../../src/config/categories';
import { expect, test, WIDTHS } from './fixtures';
import { cards, fixtureFile, longestTask, proxiedFeeds, recordLongTasks, routeFeeds, rssFeed } from './feeds-helpers';

const SECTIONS = ['national-news', 'local-news', 'world-news', 'politics', 'sports'];

/** Counts the main thread's own fetches to the fixture proxies (the worker's are not seen here). */
async function countMainThreadProxyFetches(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __mainProxyFetches: number };
    w.__mainProxyFetches = 0;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).includes('/proxy/')) w.__mainProxyFetches += 1;
      return original(input, init);
    };
  });
}
const mainProxyFetches = (page: Page) => page.evaluate(() => (window as unknown as { __mainProxyFetches: number }).__mainProxyFetches);

async function homeShowsStories(page: Page) {
  for (const slug of SECTIONS) await expect(page.locator(`section[data-section="${slug}"] article`).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('featured-article').locator('article')).toBeVisible();
}

test.describe('feeds off the main thread', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('worker path: feeds are fetched and parsed in a module worker; the main thread makes no proxy request', async ({ page, consoleEntries }) => {
    await countMainThreadProxyFetches(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto('/politics');
    await expect(cards(page).first()).toBeVisible();
    expect(workers.some((url) => /feed\.worker/.test(url))).toBe(true);
    expect(await mainProxyFetches(page)).toBe(0);
    expect(consoleEntries.some((e) => e.text.includes('parsed in a Web Worker'))).toBe(true);
  });

  test('fallback path: without Web Workers the same code runs on the main thread', async ({ page, consoleEntries }) => {
    await countMainThreadProxyFetches(page);
    await page.addInitScript(() => Object.defineProperty(window, 'Worker', { value: undefined, configurable: true }));
    await page.goto('/local-news');
    await expect(cards(page)).toHaveCount(11);
    expect(await mainProxyFetches(page)).toBeGreaterThan(0);
    expect(consoleEntries.some((e) => e.text.includes('Web Workers are unavailable'))).toBe(true);
    await page.goto('/');
    await homeShowsStories(page);
  });
});

test.describe('hostile feeds keep the page responsive and show the good items', () => {
  test.use({ viewport: WIDTHS.desktop });

  const good = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Good opinion story ${i + 1}`, date: `2026-11-20T${String(10 + i).padStart(2, '0')}:00:00Z` }));
  const shapes: Array<[string, () => string]> = [
    ['40 000 empty comments before the root', () => `<?xml version="1.0"?>${'<!---->'.repeat(40_000)}${rssFeed('hostile', good(3)).replace(/^<\?xml[^>]*\?>/, '')}`],
    ['20 000 "<!DOCTYPE" in a comment', () => rssFeed('hostile', good(3), `<!--${'<!DOCTYPE'.repeat(20_000)}-->`)],
    ['20 000 unclosed CDATA openings in a description', () => rssFeed('hostile', [...good(3), { title: 'Good story with a noisy body', date: '2026-11-20T09:00:00Z', description: `<!--${'<![CDATA['.repeat(20_000)}-->` }])],
    ['an author of "a@" and 150 000 "("', () => rssFeed('hostile', good(3)).replace('</title>', `</title><author>a@${'('.repeat(150_000)}</author>`)],
    ['a pubDate padded with 200 000 spaces', () => rssFeed('hostile', good(3)).replace('<pubDate>', `<pubDate>Fri, 20 Nov 2026${' '.repeat(200_000)}x</pubDate><dc:date>`).replace('</pubDate><link>', '</dc:date><link>')],
  ];

  for (const [name, body] of shapes) {
    test(`${name}: longest main-thread task under 500 ms, good items shown`, async ({ page }) => {
      const hostile = body();
      await recordLongTasks(page);
      await routeFeeds(page, () => hostile);
      await page.goto('/opinion');
      // waitFor, not a polling expect: Playwright's expect takes an accessibility snapshot of the
      // page in the page's own main thread on every poll that fails, which would count here.
      await cards(page).filter({ hasText: 'Good opinion story 1' }).waitFor({ timeout: 15_000 });
      await expect(cards(page).filter({ hasText: 'Good opinion story 1' })).toBeVisible();
      // The page answers input while feeds are read. The feeds are fetched and read after the app
      // has taken the page over, so the tasks that count are those from then on (the page's own
      // start-up, slower on a loaded machine, is the same with or without a hostile feed).
      await page.getByRole('link', { name: 'Home', exact: true }).first().focus();
      expect(await longestTask(page, { afterReady: true })).toBeLessThan(500);
    });
  }
});

test.describe('the newest stories win', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('a shuffled feed and a four-feed category show exactly the 15 newest, newest first', async ({ page }) => {
    const local = categoryBySlug('local-news')!;
    const all: Array<{ feed: string; title: string; date: string }> = [];
    local.feeds.forEach((feed, f) => {
      for (let i = 0; i < 20; i += 1) {
        // Interleaved, shuffled dates across the four feeds.
        const minutes = ((i * 7 + f * 13) % 20) * 4 + f;
        all.push({ feed, title: `Local story f${f} i${i}`, date: new Date(Date.UTC(2026, 10, 20, 12, 0) - minutes * 60_000).toISOString() });
      }
    });
    await routeFeeds(page, (feedUrl) => {
      if (feedUrl.includes('Politics')) return fixtureFile('shuffled.xml');
      const items = all.filter((a) => a.feed === feedUrl);
      return items.length ? rssFeed(`f${local.feeds.indexOf(feedUrl)}`, items) : null;
    });
    await page.goto('/local-news');
    await expect(cards(page)).toHaveCount(15);
    const expected = [...all].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, 15).map((a) => a.title);
    expect(await cards(page).locator('h3').allTextContents()).toEqual(expected.map((t) => expect.stringContaining(t)));

    await page.goto('/politics');
    await expect(cards(page)).toHaveCount(15);
    await expect(cards(page).first().locator('h3')).toContainText('Shuffled story from hour 23');
    await expect(cards(page).nth(14).locator('h3')).toContainText('Shuffled story from hour 05');
  });

  test('double-escaped descriptions read as text', async ({ page }) => {
    await routeFeeds(page, (feedUrl) => (feedUrl.includes('Politics') ? fixtureFile('double-escaped.xml') : null));
    await page.goto('/politics');
    await expect(cards(page).first()).toContainText('Council approves the budget');
    await expect(cards(page).nth(1)).toContainText('Parks reopen Monday');
    expect(await page.locator('main').innerText()).not.toMatch(/<\/?(p|b|i)>|&lt;|&amp;lt;/);
  });
});

test.describe('storage that fails', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('localStorage throwing on every call: home and categories still show stories', async ({ page }) => {
    await page.addInitScript(() => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
      }
      Object.defineProperty(Storage.prototype, 'length', { get: () => { throw new DOMException('denied', 'SecurityError'); } });
    });
    await page.goto('/');
    await homeShowsStories(page);
    await expect(page.locator('section[data-section="politics"] article').first()).not.toContainText('Politics/Government Staff');
    await page.goto('/business');
    await expect(cards(page).first()).toContainText('Credit Unions');
  });

  test('storage full (QuotaExceededError on every write) breaks nothing', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await page.goto('/');
    await homeShowsStories(page);
    await page.goto('/local-news');
    await expect(cards(page)).toHaveCount(11);
  });

  const good = { id: 'politics-good', title: 'A good cached politics story', excerpt: 'Cached.', link: 'https://cache.example.net/good', image: null, date: '2026-11-20T12:00:00.000Z', author: null, category: 'Politics/Government', categorySlug: 'politics' };
  const poisoned: Array<[string, Record<string, unknown>]> = [
    ['source as an object', { source: { a: 1 } }],
    ['an off-site path with a backslash', { link: null, path: '/\\evil.example/' }],
    ['a protocol-relative path', { link: null, path: '//evil.example/' }],
    ['a javascript: link', { link: 'javascript:alert(1)' }],
    ['an unknown category slug', { categorySlug: 'evil' }],
    ['a 10 000-character title', { title: `Poisoned ${'x'.repeat(10_000)}` }],
    ['a title that is an object', { title: { toString: 1 } }],
  ];
  // Every poison in one saved copy, beside a good story: each bad entry is dropped on its own.
  test(`poisoned cache entries (${poisoned.map(([name]) => name).join('; ')}) are ignored; the page stays readable`, async ({ page }) => {
    await page.addInitScript(
      ({ good, patches }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        const bad = patches.map((patch, i) => ({ ...good, id: `politics-bad-${i}`, title: `POISONED STORY ${i}`, link: `https://cache.example.net/bad-${i}`, ...patch }));
        localStorage.setItem('mcl:feeds:v1:politics', JSON.stringify({ v: 1, savedAt: Date.now(), placeholder: false, articles: [...bad, good] }));
      },
      { good, patches: poisoned.map(([, patch]) => patch) },
    );
    await page.goto('/politics');
    await expect(cards(page).first()).toContainText('A good cached politics story');
    await expect(page.locator('main')).not.toContainText('POISONED');
    await expect(page.locator('main a[href*="evil"], main a[href^="javascript:"]')).toHaveCount(0);
    await page.goto('/');
    await expect(page.locator('section[data-section="politics"] article').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText('POISONED');
  });
});

test.describe('live while open', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('a refresh brings a polite "Show N new stories" button; nothing moves until it is pressed', async ({ page }) => {
    await page.clock.install();
    let fresh = false;
    const base = Array.from({ length: 5 }, (_, i) => ({ title: `Politics story ${i + 1}`, date: `2026-11-20T${String(12 - i).padStart(2, '0')}:00:00Z` }));
    const newer = [{ title: 'Breaking: newer politics story A', date: '2026-11-20T14:00:00Z' }, { title: 'Breaking: newer politics story B', date: '2026-11-20T13:00:00Z' }];
    await routeFeeds(page, (feedUrl) => (feedUrl.includes('Politics') ? rssFeed('politics', fresh ? [...newer, ...base] : base) : null));
    await page.goto('/politics');
    // The 5 stories above, then the section's second source: its fixture's 2 older stories.
    await expect(cards(page)).toHaveCount(7);
    const firstBox = await cards(page).first().boundingBox();
    fresh = true;
    await page.clock.fastForward('11:00');
    const button = page.getByRole('button', { name: 'Show 2 new stories' });
    await expect(button).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: '2 new stories are available.' })).toHaveCount(1);
    // What the reader reads did not move.
    await expect(cards(page)).toHaveCount(7);
    await expect(cards(page).first()).toContainText('Politics story 1');
    expect(await cards(page).first().boundingBox()).toEqual(firstBox);
    await button.click();
    await expect(cards(page)).toHaveCount(9);
    await expect(cards(page).first()).toContainText('Breaking: newer politics story A');
    await expect(button).toHaveCount(0);
  });

  test('going offline mid-session keeps what is shown', async ({ page, context, fixtures, consoleEntries }) => {
    await page.clock.install();
    await page.goto('/politics');
    await expect(cards(page).first()).toBeVisible();
    const titles = await cards(page).locator('h3').allTextContents();
    await context.setOffline(true);
    await fixtures.control({ proxies: ['fail', 'fail', 'fail', 'fail'] });
    // The page's refresh check runs while the clock moves on; offline, the refresh waits for the network.
    await page.clock.fastForward('11:00');
    expect(await cards(page).locator('h3').allTextContents()).toEqual(titles);
    await expect(page.getByText('We could not reach our news sources just now')).toHaveCount(0);
    // Back online, the waiting refresh runs and fails (the proxies are down): what is shown stays.
    await context.setOffline(false);
    await expect.poll(() => consoleEntries.some((e) => /\[feeds\] politics: every feed failed; keeping the stories on screen/.test(e.text))).toBe(true);
    expect(await cards(page).locator('h3').allTextContents()).toEqual(titles);
    await expect(page.getByText('We could not reach our news sources just now')).toHaveCount(0);
  });

  test('a proxy answering 429 is not asked again for the rest of the visit', async ({ page, fixtures }) => {
    await fixtures.control({ proxies: ['429', 'ok', 'ok', 'ok'] });
    await page.goto('/');
    await expect(page.locator('section[data-section="archives"] article').first()).toBeVisible({ timeout: 20_000 });
    const tries = proxiedFeeds(await fixtures.log());
    const first = tries.filter((t) => t.proxy === 1);
    const second = tries.filter((t) => t.proxy === 2);
    // Only the feeds already in flight when the first 429 came back asked proxy 1 (at most the 6 feeds
    // allowed at once; the server may log one of them a few milliseconds after the first retry on
    // proxy 2, so the count is what is checked, not the order); every later feed of the visit, in all
    // three waves, went straight to proxy 2.
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(6);
    expect(new Set(first.map((t) => t.feed)).size).toBe(first.length);
    expect(second.length).toBeGreaterThanOrEqual(20);
  });
});
