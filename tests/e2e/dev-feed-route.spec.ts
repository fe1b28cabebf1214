import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Request } from '@playwright/test';
import { feedRoutes } from '../../src/config/feed-routes';
import { FEED_ROUTE_CACHE_CONTROL } from '../../src/contracts';
import { HEDGE_MIN_MS } from '../../src/contracts/timings';
import { startFeedUpstream } from '../fixtures/feed-upstream.mjs';
import { DEV_FEED_ROUTE_PORT, DEV_FEED_UPSTREAM_PORT, E2E_BUILD_ENV, PREVIEW_FEED_ROUTE_PORT } from '../fixtures/ports.mjs';
import { cards } from './feeds-helpers';
import { expect, test } from './fixtures';

/**
 * Editors see live news without a public proxy: `npm run dev` and `npm run preview` serve the
 * site's own feed route, /feeds/{id}.xml, through Vite's proxy (scripts/vite-plugins/feed-route-proxy.ts),
 * here against a local stand-in for every publisher (FEED_UPSTREAM_ORIGIN), with the app's route
 * on (VITE_SAME_ORIGIN_FEEDS) and every public proxy dead. One dev server and one preview server
 * for the whole file.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const DEV_ORIGIN = `http://127.0.0.1:${DEV_FEED_ROUTE_PORT}`;
const PREVIEW_ORIGIN = `http://127.0.0.1:${PREVIEW_FEED_ROUTE_PORT}`;
// Nothing listens on these ports: a proxy try fails at once, and none may be made.
const DEAD_PROXIES = ['http://127.0.0.1:9', 'http://127.0.0.1:1'];
const routes = feedRoutes();
const [route] = routes;
const routesByPath = new Map(routes.map(({ path, url }) => [path, url]));

test.describe.configure({ mode: 'serial' });

let upstream: Awaited<ReturnType<typeof startFeedUpstream>>;
const servers: ChildProcess[] = [];
let previewDir = '';

function startVite(args: string[]): void {
  servers.push(
    spawn('npx', ['vite', ...args, '--host', '127.0.0.1', '--strictPort'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...E2E_BUILD_ENV,
        VITE_SITE_URL: '',
        VITE_SAME_ORIGIN_FEEDS: 'true',
        VITE_FEED_PROXIES: `${DEAD_PROXIES[0]}/raw?url={url},${DEAD_PROXIES[1]}/proxy?quest={url}`,
        FEED_UPSTREAM_ORIGIN: upstream.origin,
      },
      detached: true,
      stdio: 'ignore',
    }),
  );
}

async function waitForRoute(request: APIRequestContext, origin: string) {
  await expect
    .poll(async () => (await request.get(`${origin}${route!.path}`).catch(() => null))?.status() ?? 0, { timeout: 90_000, intervals: [500] })
    .toBe(200);
}

/** The route's answers: a catalogued feed is the publisher's XML with our headers, anything else under /feeds/ a 404. */
async function expectFeedRoute(request: APIRequestContext, origin: string) {
  upstream.reset();
  const response = await request.get(`${origin}${route!.path}?url=https://evil.example/`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-type']).toMatch(/^application\/rss\+xml/);
  expect(headers['cache-control']).toBe(FEED_ROUTE_CACHE_CONTROL);
  expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['set-cookie']).toBeUndefined();
  expect(await response.text()).toMatch(/^<\?xml[\s\S]*<rss[\s\S]*<item>/);
  // The stand-in got the catalogued URL, without the reader's query string.
  const { host, pathname, search } = new URL(route!.url);
  expect(upstream.counts()).toEqual({ [`/${host}${pathname}${search}`]: 1 });

  for (const path of ['/feeds/unknown.xml', '/feeds/', `${route!.path}x`, '/feeds/a/b.xml']) {
    expect((await request.get(`${origin}${path}`)).status(), path).toBe(404);
  }
  expect(upstream.total()).toBe(1);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  upstream = await startFeedUpstream({ port: DEV_FEED_UPSTREAM_PORT });
  startVite(['--port', String(DEV_FEED_ROUTE_PORT)]);
  // `vite preview` serves a folder; the route is Vite's proxy, so a page to serve is all it needs.
  previewDir = mkdtempSync(join(tmpdir(), 'feed-route-preview-'));
  writeFileSync(join(previewDir, 'index.html'), '<!doctype html><title>preview</title>');
  startVite(['preview', '--outDir', previewDir, '--port', String(PREVIEW_FEED_ROUTE_PORT)]);
});

test.afterAll(async () => {
  for (const server of servers) {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  await upstream?.stop();
  if (previewDir) rmSync(previewDir, { recursive: true, force: true });
});

test('npm run dev serves each catalogued feed at /feeds/{id}.xml with the route’s headers, and 404s the rest', async ({ request }) => {
  test.setTimeout(120_000);
  await waitForRoute(request, DEV_ORIGIN);
  await expectFeedRoute(request, DEV_ORIGIN);
});

test('npm run preview serves the same route', async ({ request }) => {
  test.setTimeout(120_000);
  await waitForRoute(request, PREVIEW_ORIGIN);
  await expectFeedRoute(request, PREVIEW_ORIGIN);
});

test('npm run dev shows live cards from the same-origin route; a dead public proxy is asked only once the route has had its hedge delay', async ({ page }) => {
  test.setTimeout(120_000);
  upstream.reset();
  // A returning reader whose answers took 0.9 s: the client first waits HEDGE_MAX_MS for the route
  // before it also asks a proxy; the answers it sees then set the wait (twice their median, never
  // under HEDGE_MIN_MS). A dev server on a loaded host, still compiling the page, can overrun that
  // wait: the hedge is then meant. What must never happen is a proxy asked first, or before the
  // route has had the shortest wait.
  await page.addInitScript(() => {
    localStorage.setItem('mcl:feeds:proxy-health:v1', JSON.stringify({ v: 1, savedAt: Date.now(), sources: {}, latencies: [900, 900, 900] }));
  });
  const requests: Request[] = [];
  page.on('request', (r) => requests.push(r));
  await page.goto(`${DEV_ORIGIN}/`, { timeout: 90_000 });
  // The featured story comes from the fixture feed behind the route (tests/fixtures/feeds/nyt-us.xml).
  await expect(page.locator('[data-featured="true"]')).toContainText('Census Estimates Show Slower Population Growth in the Midwest', { timeout: 60_000 });
  await expect(cards(page).locator('a[target="_blank"]').first()).toBeVisible();
  expect(upstream.total()).toBeGreaterThan(0);

  const feedRequests = requests.filter((r) => new URL(r.url()).pathname.startsWith('/feeds/'));
  expect(feedRequests.length).toBeGreaterThan(0);
  expect(feedRequests.every((r) => r.url().startsWith(`${DEV_ORIGIN}/feeds/`))).toBe(true);
  // Each feed's first route request, and how long it took to answer by the browser's clock
  // (known once it has ended; one that never answered took forever).
  const routeTries = new Map<string, { index: number; tookMs: number }>();
  feedRequests.forEach((r) => {
    const feedUrl = routesByPath.get(new URL(r.url()).pathname);
    const { responseEnd } = r.timing();
    if (feedUrl && !routeTries.has(feedUrl)) routeTries.set(feedUrl, { index: requests.indexOf(r), tookMs: responseEnd >= 0 ? responseEnd : Infinity });
  });
  requests.forEach((r, index) => {
    if (!DEAD_PROXIES.includes(new URL(r.url()).origin)) return;
    const asked = new URL(r.url()).searchParams;
    const feedUrl = asked.get('url') ?? asked.get('quest') ?? '';
    const routeTry = routeTries.get(feedUrl);
    expect(routeTry && routeTry.index < index, `${feedUrl}: a proxy was asked before the route`).toBe(true);
    // Less than the shortest wait, less the time a busy page may take to read an answer that came.
    expect(routeTry!.tookMs, `${feedUrl}: a proxy was asked though the route answered in time`).toBeGreaterThanOrEqual(HEDGE_MIN_MS - 100);
  });
});
