import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { feedBody } from '../../edge/feed-body';
import { feedRoutes } from '../../src/config/feed-routes';
import { FEED_ROUTE_CACHE_CONTROL } from '../../src/contracts';
import { runFeedLoad, upstreamBound } from '../fixtures/feed-load.mjs';
import { startFeedUpstream } from '../fixtures/feed-upstream.mjs';
import { startNginx } from '../fixtures/nginx.mjs';
import { E2E_BUILD_ENV, E2E_DIST, EDGE_NGINX_PORT, FEED_UPSTREAM_PORT, NGINX_PORT, SNAPSHOT_BUILD_ENV, SNAPSHOT_DIST } from '../fixtures/ports.mjs';
import { cards } from './feeds-helpers';
import { expect, test } from './fixtures';

/**
 * deploy/nginx.conf and the generated feed include, run by Debian's nginx on
 * loopback over the browser suite's build (E2E_DIST, pointed at the fixture
 * server), for what needs more than one answer or a build of its own: the
 * site's own feed route against a local stand-in for the publishers with a
 * short cache period (cache, stale copies, 404s, methods, load), home built
 * with the feed route on, and deploy/rebuild.sh. What nginx answers to a single
 * request (pages, rewrites, status codes, types and headers) is the host suite's
 * (tests/hosts/nginx.spec.ts).
 */
const REPO = resolve(import.meta.dirname, '../..');
/** The feed route as shipped, but fresh for 2 s and with a 2 s upstream timeout, so expiry and hangs fit in a test. */
const FEED_CACHE_SECONDS = 2;
const FEED_READ_TIMEOUT_SECONDS = 2;
let server: Awaited<ReturnType<typeof startNginx>>;
let upstream: Awaited<ReturnType<typeof startFeedUpstream>>;
let origin = '';

// One nginx on NGINX_PORT and one feed stand-in, started once for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  upstream = await startFeedUpstream({ port: FEED_UPSTREAM_PORT });
  server = await startNginx({
    root: E2E_DIST,
    port: NGINX_PORT,
    feeds: { upstream: upstream.origin, cacheSeconds: FEED_CACHE_SECONDS, readTimeoutSeconds: FEED_READ_TIMEOUT_SECONDS },
  });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  await upstream?.stop();
});

test.beforeEach(() => {
  upstream?.reset();
});

/* ---- The site's own feed route ------------------------------------------------ */

const routes = feedRoutes();
const upstreamPath = (url: string) => {
  const parsed = new URL(url);
  return `/${parsed.host}${parsed.pathname}${parsed.search}`;
};

test.describe('feed route /feeds/{id}.xml', () => {
  // First, while nginx has no copy of any feed yet.
  test('with no copy yet, a failing publisher is an error the app can fall back from (not a cached one)', async ({ request }) => {
    const route = routes[2]!;
    // Nothing cached for it yet (this test runs first).
    upstream.setMode('fail', upstreamPath(route.url));
    expect((await request.get(`${origin}${route.path}`)).status()).toBe(500);
    upstream.setMode('ok', upstreamPath(route.url));
    expect((await request.get(`${origin}${route.path}`)).status()).toBe(200);
  });

  test('a catalogued feed is proxied once, cached, and served as XML with the route\'s cache and security headers', async ({ request }) => {
    const route = routes.find((r) => r.url === 'https://rss.nytimes.com/services/xml/rss/nyt/US.xml')!;
    const first = await request.get(`${origin}${route.path}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.status()).toBe(200);
    const headers = first.headers();
    expect(headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(headers['cache-control']).toBe(FEED_ROUTE_CACHE_CONTROL);
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(headers['set-cookie']).toBeUndefined();
    expect(headers['x-cache-status']).toBe('MISS');
    // The publisher's feed as the route's trimmer (edge/feed-body.ts, run by njs) sends it, with its ETag.
    const sent = feedBody(new Uint8Array(readFileSync(join(REPO, 'tests/fixtures/feeds/nyt-us.xml'))), 'application/rss+xml; charset=utf-8');
    expect(await first.text()).toBe(new TextDecoder().decode(sent.body));
    expect(headers.etag?.replace(/^W\//, '')).toBe(sent.etag);

    // The same copy for every reader, whatever query string they add.
    for (const suffix of ['', '?url=https://evil.example/rss', '?v=2']) {
      const again = await request.get(`${origin}${route.path}${suffix}`);
      expect(again.status(), suffix).toBe(200);
      expect(again.headers()['x-cache-status'], suffix).toBe('HIT');
    }
    expect(upstream.counts()).toEqual({ [upstreamPath(route.url)]: 1 });

    // Every catalogued feed is routed, each to its own URL (one was cached by the test before).
    for (const r of routes) expect((await request.get(`${origin}${r.path}`)).status(), r.path).toBe(200);
    const asked = Object.keys(upstream.counts());
    expect(asked.length).toBeGreaterThanOrEqual(routes.length - 1);
    for (const path of asked) expect(routes.map((r) => upstreamPath(r.url))).toContain(path);
  });

  test('any other path under /feeds/ is a 404 and reaches no publisher; only GET and HEAD are allowed', async ({ request }) => {
    const [route] = routes;
    const paths = [
      '/feeds/',
      '/feeds/unknown.xml',
      `/feeds/${route!.id}`,
      `/feeds/${route!.id}.xml/extra`,
      `/feeds/${route!.id.toUpperCase()}.XML`,
      `/feeds/${route!.id}.xml.xml`,
      '/feeds/https://evil.example/rss.xml',
      `/feeds/?url=${encodeURIComponent('https://evil.example/rss.xml')}`,
      '/feeds/%2F%2Fevil.example%2Frss.xml',
    ];
    for (const path of paths) {
      const response = await request.get(`${origin}${path}`);
      expect(response.status(), path).toBe(404);
    }
    const head = await request.head(`${origin}${route!.path}`);
    expect(head.status()).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await request.fetch(`${origin}${route!.path}`, { method, data: 'x' })).status(), method).toBe(403);
    }
    // Nothing but the catalogued feed (for the HEAD, if its copy had expired) reached the publishers.
    for (const path of Object.keys(upstream.counts())) expect(path).toBe(upstreamPath(route!.url));
  });

  // Both failures at once, each on a feed of its own: the test waits on nginx's clock, not the CPU.
  test('when the publisher answers 500, and when it hangs, the last good copy is served within the upstream timeout', async ({ request }) => {
    const cacheStatus = async (path: string) => (await request.get(`${origin}${path}`)).headers()['x-cache-status'];
    const stale = async (failure: 'fail' | 'hang', route: (typeof routes)[number]) => {
      const good = await request.get(`${origin}${route.path}`);
      expect(good.status(), failure).toBe(200);
      const body = await good.text();
      const askedBefore = upstream.counts()[upstreamPath(route.url)] ?? 0;
      upstream.setMode(failure, upstreamPath(route.url));
      // While the copy is fresh nginx answers it itself (HIT); once it expires (nginx counts whole
      // seconds), the next request asks the failing publisher and gets the copy back stale.
      await expect
        .poll(() => cacheStatus(route.path), { message: `${failure}: the copy expires`, timeout: (FEED_CACHE_SECONDS + 5) * 1000, intervals: [250] })
        .toMatch(/^(STALE|UPDATING)$/);
      for (let i = 0; i < 3; i += 1) {
        const started = Date.now();
        const answer = await request.get(`${origin}${route.path}`);
        const took = Date.now() - started;
        expect(answer.status(), failure).toBe(200);
        expect(['STALE', 'UPDATING'], failure).toContain(answer.headers()['x-cache-status']);
        expect(await answer.text(), failure).toBe(body);
        // Bound: the configured upstream read timeout (here 2 s). With the background refresh it is
        // immediate, except on a keep-alive connection whose previous request's refresh still waits.
        expect(took, failure).toBeLessThan(FEED_READ_TIMEOUT_SECONDS * 1000 + 500);
      }
      // The stale copy was served because a refresh from the failing publisher was tried.
      await expect.poll(() => upstream.counts()[upstreamPath(route.url)] ?? 0, { message: `${failure}: the publisher was asked again` }).toBeGreaterThan(askedBefore);
    };
    await Promise.all([stale('fail', routes[1]!), stale('hang', routes[3]!)]);
  });

  test('load: 50 readers requesting every feed; the publishers get at most one request per feed per cache period', async ({}, testInfo) => {
    test.setTimeout(60_000);
    const seconds = 6;
    const result = await runFeedLoad({ readers: 50, seconds, cacheSeconds: FEED_CACHE_SECONDS, origin, upstream });
    await testInfo.attach('load-feeds.json', { body: JSON.stringify(result, null, 2), contentType: 'application/json' });
    console.log(
      `[load] ${result.requests} requests in ${result.seconds} s (${result.requestsPerSecond}/s); p50 ${result.latencyMs.p50} ms, p95 ${result.latencyMs.p95} ms; ` +
        `upstream ${result.upstream.total} for ${result.feeds} feeds (${result.upstream.minPerFeed}–${result.upstream.maxPerFeed} per feed, bound ${result.upstream.boundPerFeed})`,
    );
    expect(result.failures).toBe(0);
    expect(result.requests).toBeGreaterThan(result.feeds * 10);
    expect(result.upstream.minPerFeed).toBeGreaterThanOrEqual(1);
    expect(result.upstream.maxPerFeed).toBeLessThanOrEqual(upstreamBound(Math.ceil(result.seconds), FEED_CACHE_SECONDS));
  });
});

/* ---- Builds of their own, served by a second nginx ---------------------------- */

function build(outDir: string, env: Record<string, string>) {
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: REPO, env: { ...process.env, ...env }, stdio: 'pipe', timeout: 180_000 });
}

test.describe('home with the feed route on and every public proxy dead', () => {
  const OUT = join(REPO, 'dist-e2e-own-route');
  let edge: Awaited<ReturnType<typeof startNginx>>;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    build(OUT, {
      ...E2E_BUILD_ENV,
      VITE_SAME_ORIGIN_FEEDS: 'true',
      // Nothing listens on these ports: every proxy try fails at once.
      VITE_FEED_PROXIES: 'http://127.0.0.1:9/raw?url={url},http://127.0.0.1:1/proxy?quest={url}',
    });
    edge = await startNginx({ root: OUT, port: EDGE_NGINX_PORT, feeds: { upstream: upstream.origin, cacheSeconds: FEED_CACHE_SECONDS } });
  });

  test.afterAll(async () => {
    await edge?.stop();
    rmSync(OUT, { recursive: true, force: true });
  });

  // With VITE_SAME_ORIGIN_FEEDS=true the app asks /feeds/{id}.xml before the proxies (src/features/feeds).
  test('home shows real cards from /feeds/{id}.xml', async ({ page }) => {
    const feedRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/feeds/')) feedRequests.push(r.url());
    });
    await page.goto(`${edge.origin}/`);
    const csp = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    expect(csp).toMatch(/connect-src 'self' /);
    // The featured story comes from the fixture feed behind the route (tests/fixtures/feeds/nyt-us.xml).
    await expect(page.locator('[data-featured="true"]')).toContainText('Census Estimates Show Slower Population Growth in the Midwest', { timeout: 20_000 });
    await expect(cards(page).locator('a[target="_blank"]').first()).toBeVisible();
    expect(feedRequests.length).toBeGreaterThan(0);
    expect(feedRequests.every((url) => url.startsWith(`${edge.origin}/feeds/`))).toBe(true);
    expect(upstream.total()).toBeGreaterThan(0);
  });
});

test.describe('deploy/rebuild.sh', () => {
  let root = '';
  let edge: Awaited<ReturnType<typeof startNginx>> | undefined;

  const rebuild = (env: Record<string, string>) =>
    execFileSync('bash', [join(REPO, 'deploy/rebuild.sh'), join(root, 'dist')], {
      cwd: REPO,
      // With the feed snapshot on, as rebuild.sh builds by default, read from the fixture server (never the internet).
      env: { ...process.env, ...SNAPSHOT_BUILD_ENV, REBUILD_SKIP_UPDATE: '1', ...env },
      encoding: 'utf8',
      timeout: 180_000,
    });

  test.beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'civic-rebuild-'));
  });

  test.afterAll(async () => {
    await edge?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('a page opened before a rebuild still navigates after it (the old chunks stay); the switch is one rename', async ({ page }) => {
    test.setTimeout(240_000);
    rebuild({});
    const release1 = readlinkSync(join(root, 'dist'));
    // The published home page carries the stories of the moment (the feed snapshot is on by default).
    expect(readFileSync(join(root, 'dist', 'index.html'), 'utf8')).toMatch(/"snapshot":true/);
    edge = await startNginx({ root: join(root, 'dist'), port: EDGE_NGINX_PORT });

    await page.goto(`${edge.origin}/privacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');

    // The next release: the snapshot test build, made by the suite's build step (REBUILD_FROM). Its
    // configuration (no same-origin feed route) changes the shared config chunk, so its chunk hashes differ.
    const log = rebuild({ REBUILD_FROM: join(REPO, SNAPSHOT_DIST) });
    const release2 = readlinkSync(join(root, 'dist'));
    expect(release2).not.toBe(release1);
    expect(release2).toMatch(/^dist\.releases\//);
    expect(log).toMatch(/[1-9]\d* earlier asset files kept for open pages/);
    expect(existsSync(join(root, release1, '.retired'))).toBe(true);

    // Files of build 1 kept in build 2: the same inode (hard links), not rebuilt files of the same name.
    const dir1 = join(root, release1, 'assets');
    const dir2 = join(root, release2, 'assets');
    const carried = new Set(readdirSync(dir2).filter((f) => existsSync(join(dir1, f)) && statSync(join(dir1, f)).ino === statSync(join(dir2, f)).ino));
    expect(carried.size).toBeGreaterThan(0);

    const assetAnswers: Array<{ file: string; status: number }> = [];
    page.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/assets/')) assetAnswers.push({ file: path.slice('/assets/'.length), status: r.status() });
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    expect(assetAnswers.length, 'the navigation loaded chunks after the rebuild').toBeGreaterThan(0);
    expect(assetAnswers.filter((a) => a.status !== 200)).toEqual([]);
    expect(assetAnswers.some((a) => carried.has(a.file)), 'an old chunk was loaded from the new release').toBe(true);

    // A new visit gets the new build.
    const html = await (await page.request.get(`${edge.origin}/privacy`)).text();
    expect(html).toBe(readFileSync(join(root, release2, 'privacy.html'), 'utf8'));
  });

  test('builds retired longer ago than KEEP_ASSETS_HOURS are deleted and their files no longer kept', async () => {
    test.setTimeout(240_000);
    const releases = join(root, 'dist.releases');
    const before = readdirSync(releases).sort();
    expect(before.length).toBeGreaterThanOrEqual(2);
    // Pretend the oldest build was retired three days ago, past the 48-hour window (two days would be its edge).
    const oldest = join(releases, before[0]!);
    execFileSync('touch', ['-d', '3 days ago', join(oldest, '.retired')]);
    // Files only the oldest build made (kept in the second one as hard links to them).
    const second = join(releases, before[1]!, 'assets');
    const oldOnly = readdirSync(join(oldest, 'assets')).filter((f) => existsSync(join(second, f)) && statSync(join(second, f)).ino === statSync(join(oldest, 'assets', f)).ino);
    expect(oldOnly.length).toBeGreaterThan(0);
    const log = rebuild({ REBUILD_FROM: join(REPO, SNAPSHOT_DIST) });
    expect(log).toContain(`deleted ${oldest}`);
    const after = readdirSync(releases).sort();
    expect(after).not.toContain(before[0]);
    expect(after).toHaveLength(2);
    const live = join(root, readlinkSync(join(root, 'dist')), 'assets');
    for (const file of oldOnly) expect(existsSync(join(live, file)), file).toBe(false);
  });
});
