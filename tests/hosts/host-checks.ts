import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../page-errors';
import { feedRoutes } from '../../src/config/feed-routes';
import { FEED_ROUTE_CACHE_CONTROL } from '../../src/contracts';
import { everyRoute } from '../e2e/route-samples';
import { CHUNKED_BYTES } from '../fixtures/hostile-answers.mjs';
import { allowedUpstreamKey, attackCorpus, type AttackCase } from './attack-corpus';
import { startFeedUpstream, untrimmableFeed } from '../fixtures/feed-upstream.mjs';
import { publisherKind } from '../fixtures/publishers.mjs';
import { feedBody, feedEtag } from '../../edge/feed-body';
import { photoJpeg } from '../fixtures/photos.mjs';
import { e2eDistPath } from '../fixtures/ports.mjs';
import { IMAGE_LIMITS } from '../../edge/image-address';
import { waitFor } from '../../scripts/lib/wait.mjs';

/**
 * The black-box checks every host's runtime must pass, the same for each (tests/hosts/*.spec.ts
 * start the runtime and call this). What differs between hosts is declared, not skipped silently.
 */
export interface HostUnderTest {
  readonly origin: string;
  log(): string;
  stop(): Promise<void>;
}

export interface HostExpectations {
  /** The host sends Strict-Transport-Security on pages (documented for Netlify, Cloudflare). */
  readonly hsts: boolean;
  /**
   * How a second request for a feed is served from the host's cache: 'runtime' when the local
   * runtime has the cache (X-Cache-Status HIT, the publisher asked once); 'cdn-header' when the
   * cache is the host's CDN, which the local runtime does not run (the answer tells the CDN to
   * keep a copy).
   */
  readonly feedCache: 'runtime' | 'cdn-header';
  /**
   * The image route: the `url` to ask for a picture of a catalogued image host, given the
   * stand-in's origin (the runtime reaches the stand-in instead of the real host), and whether the
   * local runtime resizes (Cloudflare's does not run Cloudflare Images: it passes the original).
   */
  readonly image: { readonly url: (upstream: string) => string; readonly resizes: boolean };
  /**
   * How the local runtime limits a client's image cache misses, when it runs the host's limit:
   * `bucket`, nginx's limit_req (a leaky bucket); `clock-minutes`, Cloudflare's rate limiting
   * binding, which counts in whole minutes of the clock. Netlify's local runtime does not run
   * Netlify's rate limiting (false); scripts/deploy-configs.test.ts checks the function's
   * `rateLimit` instead.
   */
  readonly missLimit: false | 'bucket' | 'clock-minutes';
  /** Extra cases for this host (Netlify: its Image CDN's own public endpoint), given the stand-in's origin. */
  readonly extraAttacks?: (upstream: string) => AttackCase[];
  /**
   * The hourly rebuild trigger (edge/rebuild-hook.ts), where the host runs it itself: the path that
   * makes the local runtime run it now (wrangler's `/__scheduled`, Netlify's function URL, which only
   * the local runtime honours). The runtime is started with REBUILD_HOOK_URL set to an address on the
   * stand-in, which is not the host's build hook: the trigger must refuse it and request nothing.
   * nginx is rebuilt by cron (deploy/rebuild.sh) instead.
   */
  readonly rebuild?: { readonly path: string };
}

/** REBUILD_HOOK_URL for the host suite's runtimes: a hook path, but on the stand-in, so it must be refused. */
export const standInRebuildHook = (upstream: string, hookPath: string) => `${upstream}/${hookPath}`;

export interface Upstream {
  readonly origin: string;
  counts(): Record<string, number>;
  total(): number;
  streams(): Array<{ key: string; sent: number; whole: boolean }>;
  setMode(mode: string, path?: string): void;
  stop(): Promise<void>;
}

const dist = e2eDistPath();
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;
const fileTitle = (file: string) => titleOf(readFileSync(join(dist, file), 'utf8'));

/** The prerendered file a page path is served from, when the build has one. */
function pageFile(path: string): string | null {
  const pathname = path.split('?')[0]!;
  const file = pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
  return existsSync(join(dist, file)) ? file : null;
}

/** What a host's own checks (the `own` argument of hostChecks) reach: the running host and its stand-in. */
export interface RunningHost {
  readonly origin: string;
  readonly upstream: Upstream;
}

/**
 * Declares the checks every host passes, then `own(running)`: the checks only this host's
 * configuration answers (called inside the same group, so they run on the same runtime; call
 * `running()` inside a test).
 */
export function hostChecks(
  name: string,
  expectations: HostExpectations,
  start: (upstream: string) => Promise<HostUnderTest>,
  upstreamPort: number,
  own?: (running: () => RunningHost) => void,
) {
  test.describe(name, () => {
    test.describe.configure({ mode: 'serial' });
    let host: HostUnderTest;
    let upstream: Upstream;
    const url = (path: string) => `${host.origin}${path}`;

    test.beforeAll(async () => {
      test.setTimeout(150_000);
      upstream = (await startFeedUpstream({ port: upstreamPort })) as Upstream;
      host = await start(upstream.origin);
    });

    test.afterAll(async () => {
      await host?.stop();
      await upstream?.stop();
    });

    test('every route pattern answers 200 with its own page, with the security headers', async () => {
      const shellTitle = fileTitle('app-shell.html');
      const checked: string[] = [];
      for (const { path, clientSide } of everyRoute()) {
        if (clientSide || path === '/404') continue;
        const response = await fetch(url(path), { redirect: 'manual' });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
        const title = titleOf(await response.text());
        const file = pageFile(path);
        if (file) {
          expect(title, path).toBe(fileTitle(file));
          expect(title, `${path} is its own page, not the shell`).not.toBe(shellTitle);
        } else {
          expect(title, `${path} has no file of its own: the app shell`).toBe(shellTitle);
        }
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('content-security-policy'), path).toMatch(/frame-ancestors 'self'/);
        if (expectations.hsts) expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
        checked.push(path);
      }
      expect(checked.length).toBeGreaterThan(20);
    });

    test('an unknown path ends on the 404 page, and /404 answers 404', async ({ page }) => {
      const direct = await fetch(url('/404'), { redirect: 'manual' });
      expect(direct.status).toBe(404);
      expect(titleOf(await direct.text())).toMatch(/^Page Not Found/);
      await page.goto(url('/no/such/page'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page).toHaveURL(/\/404$/);
    });

    test('/rss.xml and /feed answer the RSS file with an XML type', async () => {
      for (const path of ['/rss.xml', '/feed']) {
        const response = await fetch(url(path), { redirect: 'manual' });
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toMatch(/^(application\/(rss\+)?xml|text\/xml)/);
        expect(await response.text(), path).toMatch(/^<\?xml[^>]*\?>\s*<rss version="2.0"/);
      }
    });

    test('/sw.js (the service worker) is JavaScript and always revalidated', async () => {
      const response = await fetch(url('/sw.js'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('cache-control')).toMatch(/no-cache|max-age=0\b/);
    });

    test('a missing hashed file and the build metadata are 404s, never the app shell', async () => {
      for (const path of ['/assets/index-not-in-this-deploy.js', '/.vite/manifest.json']) {
        const response = await fetch(url(path), { redirect: 'manual' });
        expect(response.status, path).toBe(404);
      }
    });

    test('/images/?url=…&w=… serves a catalogued host\'s picture no wider than asked, and refuses other hosts', async () => {
      const picture = (address: string, width = 640) => url(`/images/?url=${encodeURIComponent(address)}&w=${width}`);
      const response = await fetch(picture(expectations.image.url(upstream.origin)));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/(jpeg|webp|avif|png)/);
      const bytes = (await response.arrayBuffer()).byteLength;
      const original = (await photoJpeg()).byteLength;
      if (expectations.image.resizes) expect(bytes, `resized from ${original} bytes`).toBeLessThan(original / 3);
      else expect(bytes).toBe(original);
      for (const address of ['https://evil.example/photo.jpg', 'https://static01.nyt.com.evil.example/photo.jpg']) {
        const refused = await fetch(picture(address), { redirect: 'manual' });
        expect(refused.status, address).toBeGreaterThanOrEqual(400);
        expect(refused.status, address).toBeLessThan(500);
      }
    });

    test('/feeds/{id}.xml serves the catalogued feed with the cache headers from the host\'s cache; other ids 404', async () => {
      const [route] = feedRoutes();
      const first = await fetch(url(route!.path));
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toMatch(/xml/);
      expect(first.headers.get('cache-control')).toBe(FEED_ROUTE_CACHE_CONTROL);
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await first.text()).toMatch(/<rss|<feed/);
      const second = await fetch(url(`${route!.path}?again`));
      expect(second.status).toBe(200);
      await second.arrayBuffer();
      const publisher = new URL(route!.url);
      const asked = upstream.counts()[`/${publisher.host}${publisher.pathname}${publisher.search}`] ?? 0;
      if (expectations.feedCache === 'runtime') {
        expect(first.headers.get('x-cache-status')).toBe('MISS');
        expect(second.headers.get('x-cache-status')).toBe('HIT');
        expect(asked, 'the publisher is asked once').toBe(1);
      } else {
        expect(second.headers.get('netlify-cdn-cache-control')).toMatch(/^public, durable, max-age=300/);
      }
      for (const path of ['/feeds/unknown.xml', '/feeds/', `${route!.path}/more`]) {
        const response = await fetch(url(path), { redirect: 'manual' });
        expect(response.status, path).toBe(404);
      }
    });

    test('/feeds/ sends heavy publishers\' feeds trimmed by the shared trimmer, with an ETag; a conditional request gets a 304; a feed the trimmer cannot read passes unchanged', async () => {
      // netlify serve runs its function for each request (about a second apiece on a busy host), so
      // every feed is asked once, and the conditional requests (the same code for every feed) go to
      // the first feed of each publisher kind.
      test.setTimeout(30_000 + 3_000 * feedRoutes().length);
      // Routes past the four the other feed checks and the attack corpus use: every one of them in
      // the publishers' shapes (each URL its own seeded text), the last one untrimmable.
      const routes = feedRoutes().slice(4);
      const untouched = routes.pop()!;
      expect(new Set(routes.map((route) => publisherKind(route.url)))).toEqual(new Set(['wordpress', 'nyt', 'npr', 'atom']));
      const keyOf = (route: { url: string }) => {
        const parsed = new URL(route.url);
        return `/${parsed.host}${parsed.pathname}${parsed.search}`;
      };
      let before = 0;
      let after = 0;
      const kindsAsked = new Set<string>();
      for (const route of routes) {
        upstream.setMode('publishers', keyOf(route));
        const original = new Uint8Array(await (await fetch(`${upstream.origin}${keyOf(route)}`)).arrayBuffer());
        const expected = feedBody(original, 'application/rss+xml; charset=UTF-8');
        expect(expected.trimmed, `${route.url}: ${expected.note}`).toBe(true);
        const served = await fetch(url(route.path));
        expect(served.status, route.path).toBe(200);
        const body = new Uint8Array(await served.arrayBuffer());
        // Byte for byte what the shared trimmer makes of the publisher's feed, in this runtime.
        expect(Buffer.from(body).toString('utf8'), route.url).toBe(Buffer.from(expected.body).toString('utf8'));
        expect(served.headers.get('content-type'), route.path).toBe('application/rss+xml; charset=utf-8');
        const etag = served.headers.get('etag');
        expect(etag, `${route.path}: the ETag of the bytes sent (weak once the host compresses)`).toMatch(new RegExp(`^(W/)?${expected.etag}$`));
        expect(served.headers.get('cache-control')).toBe(FEED_ROUTE_CACHE_CONTROL);
        const kind = publisherKind(route.url);
        if (!kindsAsked.has(kind)) {
          kindsAsked.add(kind);
          const again = await fetch(url(route.path), { headers: { 'If-None-Match': etag! } });
          expect(again.status, `${route.path}: a reader's conditional request`).toBe(304);
          expect((await again.arrayBuffer()).byteLength).toBe(0);
          expect(again.headers.get('etag')?.replace(/^W\//, '')).toBe(expected.etag);
          const changed = await fetch(url(route.path), { headers: { 'If-None-Match': '"f-0-0-0"' } });
          expect(changed.status).toBe(200);
          await changed.arrayBuffer();
        }
        before += original.byteLength;
        after += body.byteLength;
        upstream.setMode('ok', keyOf(route));
      }
      const sizes = [`${routes.length} feeds ${(before / 1000).toFixed(1)} -> ${(after / 1000).toFixed(1)} KB`];
      upstream.setMode('untrimmable', keyOf(untouched));
      const original = untrimmableFeed(untouched.url);
      const passed = await fetch(url(untouched.path));
      expect(passed.status).toBe(200);
      expect(Buffer.from(await passed.arrayBuffer()).equals(original), 'the publisher\'s bytes, unchanged').toBe(true);
      expect(passed.headers.get('content-type')).toBe('text/xml; charset=ISO-8859-1');
      expect(passed.headers.get('etag')?.replace(/^W\//, '')).toBe(feedEtag(new Uint8Array(original)));
      upstream.setMode('ok', keyOf(untouched));
      console.log(`[${name}] trimmed: ${sizes.join('; ')}; the untrimmable feed passed unchanged`);
    });

    test('the attack corpus: every request refused or bounded, and the stand-in asked for no address the routes do not allow', async () => {
      test.setTimeout(120_000);
      const cases = [...attackCorpus(), ...(expectations.extraAttacks?.(upstream.origin) ?? [])];
      expect(cases.length).toBeGreaterThanOrEqual(40);
      const failures: string[] = [];
      for (const attack of cases) {
        if (attack.feedMode) upstream.setMode(attack.feedMode.mode, attack.feedMode.key);
        const before = upstream.total();
        const started = Date.now();
        let response: Response;
        let body: Uint8Array;
        try {
          response = await fetch(url(attack.path), { method: attack.method ?? 'GET', redirect: 'manual', signal: AbortSignal.timeout(30_000) });
          body = new Uint8Array(await response.arrayBuffer());
        } catch (error) {
          failures.push(`${attack.name}: ${attack.method ?? 'GET'} ${attack.path.slice(0, 160)} failed after ${Date.now() - started} ms: ${String(error)}`);
          if (attack.feedMode) upstream.setMode('ok', attack.feedMode.key);
          continue;
        }
        const took = Date.now() - started;
        if (attack.feedMode) upstream.setMode('ok', attack.feedMode.key);
        const status = response.status;
        const ok =
          attack.expect === 'served'
            ? status === 200 && /^(image\/|application\/(rss|atom)\+xml|application\/xml|text\/xml)/.test(response.headers.get('content-type') ?? '')
            : attack.expect === 'refused'
              ? status >= 400 && status < 500 && upstream.total() === before
              : attack.expect === 'not-fetched'
                ? upstream.total() === before
                : status >= 400 && status < 600;
        if (took > 2000) console.log(`[${name}] slow answer: ${attack.name}, ${status} in ${took} ms`);
        if (!ok) failures.push(`${attack.name}: ${attack.method ?? 'GET'} ${attack.path.slice(0, 160)} answered ${status} (${body.byteLength} bytes, ${took} ms); stand-in asked ${upstream.total() - before} times`);
        if (status === 200 && /^image\//.test(response.headers.get('content-type') ?? '')) {
          expect(response.headers.get('x-content-type-options'), attack.name).toBe('nosniff');
          expect(response.headers.get('content-security-policy'), attack.name).toMatch(/sandbox/);
        }
        if (status >= 400) expect(body.byteLength, `${attack.name}: a short answer`).toBeLessThan(100_000);
      }
      expect(failures, `${failures.join('\n')}\n--- the runtime's log:\n${failures.length ? host.log().slice(-3000) : ''}`).toEqual([]);
      const asked = Object.keys(upstream.counts());
      expect(asked.filter((key) => !allowedUpstreamKey(key)), 'addresses the stand-in was asked for that the routes do not allow').toEqual([]);
      // The chunked answers were cut: never sent whole, and read no further than the cap and buffers.
      const streams = upstream.streams();
      expect(streams.length).toBeGreaterThan(0);
      for (const stream of streams) {
        expect(stream.whole, stream.key).toBe(false);
        expect(stream.sent, stream.key).toBeLessThan(CHUNKED_BYTES);
      }
      console.log(`[${name}] attack corpus: ${cases.length} requests, ${asked.length} addresses asked of the stand-in, all allowed; chunked answers cut at ${streams.map((s) => `${(s.sent / 1e6).toFixed(1)} MB`).join(', ')}`);
    });

    test('the hourly rebuild trigger runs in the runtime and requests nothing but the host\'s own build hook', async () => {
      test.skip(!expectations.rebuild, 'this host is rebuilt by cron (deploy/rebuild.sh), not by a handler of its own');
      const before = upstream.total();
      const response = await fetch(url(expectations.rebuild!.path), { redirect: 'manual' });
      await response.arrayBuffer();
      expect(response.status, 'the runtime ran the handler').toBeLessThan(600);
      await expect.poll(() => host.log(), { message: 'the refusal is logged' }).toMatch(/\[rebuild\] REBUILD_HOOK_URL is not an https: address: refused, no rebuild requested/);
      expect(host.log(), 'the address is never logged').not.toContain(upstream.origin.replace('http://', '') + '/api.');
      expect(upstream.total() - before, 'the stand-in was asked nothing').toBe(0);
    });

    test('a client\'s image cache misses past the limit get 429s, and the picture host is asked no more', async () => {
      test.skip(!expectations.missLimit, 'the local runtime does not run the host\'s rate limiting');
      test.setTimeout(120_000);
      const variants = IMAGE_LIMITS.missesPerMinute + 15;
      const statuses: number[] = [];
      const before = upstream.total();
      // A limiter that counts a client's misses in fixed minutes of the clock (a new count at every
      // whole minute since the epoch) gives a burst that straddles two minutes two minutes' worth.
      // The burst takes seconds: there, start it in the first half of a minute.
      if (expectations.missLimit === 'clock-minutes') {
        await waitFor(() => Date.now() % 60_000 < 30_000, { timeoutMs: 61_000, intervalMs: 250, what: 'the first half of a minute' });
      }
      const started = Date.now();
      for (let i = 0; i < variants; i += 1) {
        const address = `https://static01.nyt.com/images/2026/photo.jpg?variant=${i}`;
        const response = await fetch(url(`/images/?url=${encodeURIComponent(address)}&w=320`));
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      const served = statuses.filter((status) => status === 200).length;
      const limited = statuses.filter((status) => status === 429).length;
      expect(served + limited, statuses.join(' ')).toBe(variants);
      // The limit lets a burst of a minute's misses through at once, then one more per 1/60 minute
      // (a slow run on a busy machine earns a few more): no client gets much past that.
      const refilled = Math.ceil(((Date.now() - started) / 60_000) * IMAGE_LIMITS.missesPerMinute);
      expect(served, statuses.join(' ')).toBeLessThanOrEqual(IMAGE_LIMITS.missesPerMinute + 1 + refilled);
      expect(limited).toBeGreaterThan(0);
      expect(upstream.total() - before, 'the picture host is asked once per miss served').toBe(served);
      // A picture already cached is still served to the limited client.
      const cached = await fetch(url(`/images/?url=${encodeURIComponent('https://static01.nyt.com/images/2026/photo.jpg?variant=0')}&w=320`));
      expect(cached.status).toBe(200);
    });

    own?.(() => ({ origin: host.origin, upstream }));
  });
}
