import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { site, staffByline } from '../../src/config/site';
import { postDate, UNDATED_POST } from '../fixtures/blog-service.mjs';
import { E2E_BUILD_ENV, e2eDistPath, PREVIEW_ORIGIN } from '../fixtures/ports.mjs';
import { expect, holdRequests, openInApp, test } from './fixtures';
import { parseFeed, type ParsedFeed } from './rss-feedparser';

const ROOT = resolve(import.meta.dirname, '../..');
const DEV_PORT = Number(process.env.RSS_DEV_PORT ?? 4195);
const HOSTILE_TITLE = 'Fixture post 5: Roads & <bridges> "budget" ]]> check';

/** What every feed built from the fixture service must show. */
function expectFixtureFeed(feed: ParsedFeed, origin: string) {
  expect(feed.bozo, feed.bozoException ?? '').toBe(false);
  expect(feed.version).toBe('rss20');
  expect(feed.title).toBe(site.name);
  expect(feed.language).toBe('en-US');
  expect(feed.ttl).toBe('60');
  expect(feed.tags).toEqual(['News', 'Politics', 'Community', 'Michigan']);
  expect(feed.items).toHaveLength(10);
  // Newest first, each post with its own date (get_details); the undated post carries the build time, so it leads.
  expect(feed.items.map((item) => item.link.slice(`${origin}/blog/`.length))).toEqual(
    [UNDATED_POST, 1, 2, 3, 4, 5, 6, 7, 9, 10].map((n) => `fixture-post-${n}`),
  );
  for (const item of feed.items.slice(1)) {
    const n = Number(item.link.split('-').pop());
    expect(item.publishedUtc, item.link).toBe(postDate(n));
  }
  const undated = feed.items[0]!;
  expect(undated.publishedUtc).toBe(feed.updatedUtc);
  expect(Date.parse(undated.publishedUtc!)).toBeGreaterThan(Date.parse('2026-11-02T00:00:00Z'));
  const first = feed.items[1]!;
  expect(first.title).toBe('Fixture post 1: Michigan civic notes');
  expect(first.published).toBe('Sun, 01 Nov 2026 12:00:00 GMT');
  expect(first.link).toBe(`${origin}/blog/fixture-post-1`);
  expect(first.id).toBe(`${origin}/blog/fixture-post-1`);
  expect(first.author).toBe(staffByline);
  expect(first.tags).toEqual(['Michigan News']);
  expect(first.enclosures).toEqual([{ href: 'http://127.0.0.1/none-1.jpg', type: 'image/jpeg', length: '0' }]);
  expect(feed.items[2]!.enclosures).toEqual([]);
  expect(feed.items[5]!.title).toBe(HOSTILE_TITLE);
}

/** Each post's pubDate by guid: what must not change from one build to the next. */
const datesByGuid = (feed: ParsedFeed) => Object.fromEntries(feed.items.filter((i) => !i.link.endsWith(`-${UNDATED_POST}`)).map((i) => [i.id.replace(/^https?:\/\/[^/]+/, ''), i.publishedUtc]));

test.describe('RSS served to readers', () => {
  test('the preview server answers /rss.xml and /feed with fresh RSS 2.0 XML', async ({ request }) => {
    for (const path of ['/rss.xml', '/feed']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/);
      const xml = await response.text();
      expect(xml.startsWith('<?xml')).toBe(true);
      expectFixtureFeed(parseFeed(xml), PREVIEW_ORIGIN);
    }
  });

  test('the build wrote rss.xml from the service configured at build time', () => {
    const file = e2eDistPath('rss.xml');
    expect(existsSync(file)).toBe(true);
    expectFixtureFeed(parseFeed(readFileSync(file, 'utf8')), PREVIEW_ORIGIN);
  });

  test('a later build keeps every dated post\'s pubDate and guid; only lastBuildDate moves', async ({ request }) => {
    const built = parseFeed(readFileSync(e2eDistPath('rss.xml'), 'utf8'));
    // The preview server builds the feed anew for each request: a second build, minutes after the first.
    const later = parseFeed(await (await request.get('/rss.xml')).text());
    expect(Date.parse(later.updatedUtc!)).toBeGreaterThan(Date.parse(built.updatedUtc!));
    expect(datesByGuid(later)).toEqual(datesByGuid(built));
    expect(Object.keys(datesByGuid(built))).toHaveLength(9);
  });

  test('a build whose blog service is unreachable still succeeds and writes the welcome feed', async () => {
    test.setTimeout(180_000);
    const outDir = mkdtempSync(join(tmpdir(), 'rss-build-'));
    try {
      const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: ROOT,
        // Port 9 (discard) on loopback refuses connections.
        env: { ...process.env, ...E2E_BUILD_ENV, VITE_FUNCTIONS_URL: 'http://127.0.0.1:9/functions/v1' },
        encoding: 'utf8',
        timeout: 170_000,
      });
      expect(result.status, result.stderr).toBe(0);
      const feed = parseFeed(readFileSync(join(outDir, 'rss.xml'), 'utf8'));
      expect(feed.bozo).toBe(false);
      expect(feed.items.map((i) => i.title)).toEqual([`Welcome to ${site.name}`]);
      expect(feed.items[0]!.summary).toBe('Stay tuned for the latest news and articles');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  test.describe('dev server', () => {
    let dev: ChildProcess | undefined;
    test.afterEach(() => {
      if (dev?.pid) {
        try {
          process.kill(-dev.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
    });

    test('npm run dev answers /rss.xml and /feed with RSS for an editor’s reader', async ({ request }) => {
      test.setTimeout(120_000);
      dev = spawn('npx', ['vite', '--host', '127.0.0.1', '--port', String(DEV_PORT), '--strictPort'], {
        cwd: ROOT,
        env: { ...process.env, ...E2E_BUILD_ENV, VITE_SITE_URL: '' },
        detached: true,
        stdio: 'ignore',
      });
      const origin = `http://127.0.0.1:${DEV_PORT}`;
      await expect
        .poll(async () => (await request.get(`${origin}/rss.xml`).catch(() => null))?.status() ?? 0, { timeout: 60_000, intervals: [500] })
        .toBe(200);
      for (const path of ['/rss.xml', '/feed']) {
        const response = await request.get(`${origin}${path}`);
        expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/);
        // Without VITE_SITE_URL the links point at the dev server itself.
        expectFixtureFeed(parseFeed(await response.text()), origin);
      }
    });
  });
});

test.describe('RSS in the app', () => {
  test("client-side navigation to /feed shows 'Loading RSS feed...' and then the XML in monospace", async ({ page }) => {
    const release = await holdRequests(page, /\/functions\/v1\/get_metainfo/);
    await openInApp(page, '/feed');
    await expect(page.getByText('Loading RSS feed...')).toBeVisible();
    release();
    const pre = page.getByTestId('rss-xml');
    await expect(pre).toContainText('<rss version="2.0"');
    await expect(pre).toContainText('<title>Fixture post 1: Michigan civic notes</title>');
    await expect(pre).toContainText('<title>Fixture post 5: Roads &amp; &lt;bridges&gt; &quot;budget&quot; ]]&gt; check</title>');
    await expect(page.getByText('Loading RSS feed...')).toHaveCount(0);
    expect(await pre.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
    await expect(page.getByRole('heading', { level: 1, name: 'RSS Feed' })).toBeVisible();
    const xml = (await pre.textContent()) ?? '';
    const feed = parseFeed(xml);
    expect(feed.bozo).toBe(false);
    // The same dates as the feed the build published.
    expect(datesByGuid(feed)).toEqual(datesByGuid(parseFeed(readFileSync(e2eDistPath('rss.xml'), 'utf8'))));
  });

  test('the in-app view ends with the welcome feed when the service fails', async ({ page, fixtures }) => {
    await fixtures.control({ blog: 'fail' });
    await openInApp(page, '/rss.xml');
    await expect(page.getByTestId('rss-xml')).toContainText(`<title>Welcome to ${site.name}</title>`);
    await expect(page.getByText('Loading RSS feed...')).toHaveCount(0);
  });

  test('the RSS control opens /rss.xml in a new tab', async ({ page, context }) => {
    await page.goto('/privacy');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.locator('footer [data-rss-control]').click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${PREVIEW_ORIGIN}/rss.xml`);
    // The server's answer is the XML itself, not the app shell.
    expect(await tab.locator('#root').count()).toBe(0);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });

  test('when the popup is blocked, the control builds the XML and downloads {publication}-feed.xml', async ({ page }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/privacy');
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('footer [data-rss-control]').click()]);
    expect(download.suggestedFilename()).toBe('michigan-civic-ledger-feed.xml');
    const path = await download.path();
    const feed = parseFeed(readFileSync(path, 'utf8'));
    expect(feed.bozo).toBe(false);
    expect(feed.items).toHaveLength(10);
    expect(datesByGuid(feed)).toEqual(datesByGuid(parseFeed(readFileSync(e2eDistPath('rss.xml'), 'utf8'))));
  });

  test('every page advertises the feed in its head', async ({ page }) => {
    for (const path of ['/blog', '/blog/fixture-post-1', '/blog/michigan-court-case-update']) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
    }
  });
});
