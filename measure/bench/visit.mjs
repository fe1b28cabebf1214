#!/usr/bin/env node
/**
 * `npm run bench -- visit`: the bytes of a cold first visit to home on a phone, part by part, raw
 * and on the wire. The production build (own feed route on, feed snapshot on, as
 * deploy/rebuild.sh publishes it) is served by nginx with deploy/ config (tests/fixtures/nginx.mjs:
 * its feed route, njs and gzip), the feed route's publishers are stand-ins as heavy as the real
 * ones (tests/fixtures/feed-upstream.mjs `publishers` mode: WordPress bodies, NYT credits and
 * keywords, NPR tracking pixels, Atom), and every story picture is a publisher-size photo
 * (≈ 246 KB, 1200 × 675) resized by the fixture server's image route at the width the page asks.
 *
 * One fresh Chromium profile (Debian's chromium, headless; nothing leaves loopback) at 390 × 844 CSS
 * px (`--dpr`, default 3) opens `/`, waits for the load event and the network to go quiet, then
 * keeps counting for `--after` seconds (default 30) what the page and its service worker fetch.
 * Every response is read from the DevTools protocol of the page, of its Web Worker (which fetches
 * the feeds) and of the service worker: raw =
 * the body as decoded, wire = what crossed the connection (headers and compressed body). A request
 * the service worker makes for the page counts in the page's part; what it fetches on its own
 * (its script and precache) is the "service worker" part.
 *
 *   npm run bench -- visit                 after: the feed route trims (deploy/ as committed)
 *   npm run bench -- visit --untrimmed     before: the feed route passes the publishers' feeds on whole
 *   npm run bench -- visit --no-build --json visit.json
 *   BENCH_VISIT_LIST=1 npm run bench -- visit --no-build   # also lists every response counted
 *
 * Before the visit every feed is fetched once through the route (nginx's cache as other readers
 * leave it) and the fixture server's public proxies stop answering, so every feed the page shows
 * comes through the site's own route. The build's feed snapshot is `--snapshot-age` minutes old
 * (the page's clock is moved on): past the 10-minute cache the page fetches every feed, as it does
 * on 50 minutes of each hourly rebuild.
 *
 * Targets it judges: the feeds ≤ 300 KB raw and ≤ 80 KB gzipped on the wire, counted as their
 * compressed bodies (the feeds' headers are the same whatever the route sends: about 450 bytes an
 * answer over HTTP/1.1, printed beside); the whole visit ≤ 600 KB on the wire with every header
 * (printed, never failing the run). Wire figures are HTTP/1.1 with nginx's headers, or with
 * `--http2` HTTP/2 over TLS as the hosts serve readers (nginx codes headers with HPACK's static
 * table and Huffman, about 280 bytes a feed answer); over HTTP/2 Chromium counts an answer's
 * first data with its headers, so the body-only column reads low there: judge bodies over HTTP/1.1. Bytes do not depend on the host's load; how many pictures below the first screen load can
 * vary by one or two between runs (they load as hydration reaches them).
 *
 * Ports: FIXTURE_PORT (fixture server: blog, picture resizer), NGINX_PORT (the site),
 * FEED_UPSTREAM_PORT (the publishers' stand-in); see tests/fixtures/ports.mjs.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/chromium-path.mjs';
import { startFeedUpstream } from '../../tests/fixtures/feed-upstream.mjs';
import { startNginx } from '../../tests/fixtures/nginx.mjs';
import { controlFixtures } from '../../tests/fixtures/server.mjs';
import { E2E_BUILD_ENV, FEED_UPSTREAM_PORT, FIXTURE_ORIGIN, FIXTURE_PORT, NGINX_PORT, PHOTO_IMAGE_PROXY_TEMPLATE } from '../../tests/fixtures/ports.mjs';
import { cliOptions } from '../../scripts/lib/args.mjs';
import { run, startService, stopServices } from '../../scripts/lib/processes.mjs';
import { inUse, waitFor } from '../../scripts/lib/wait.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values: options } = cliOptions({
  usage: 'npm run bench -- visit [options]',
  about: 'Bytes of a cold first visit to home on a 390 px phone (HTML, scripts, styles, feeds, pictures, service worker), raw and on the wire, through nginx with deploy/ config.',
  options: {
    untrimmed: { type: 'boolean', help: 'the feed route passes the publishers\' feeds on whole (the measurement before trimming)' },
    http2: { type: 'boolean', help: 'serve the site over TLS and HTTP/2, as every host serves readers (wire figures with HPACK-compressed headers); default HTTP/1.1' },
    after: { type: 'number', default: 30, help: 'seconds counted after the page is loaded and quiet (the service worker\'s fetches)' },
    dpr: { type: 'number', default: 3, help: 'device pixel ratio of the 390 px phone' },
    path: { type: 'string', value: 'path', default: '/', help: 'the page visited' },
    'snapshot-age': { type: 'number', default: 30, help: "minutes between the build and the visit (the page's clock is moved on): past the 10-minute cache the page fetches every feed, as on 50 minutes of each hourly rebuild" },
    'no-snapshot': { type: 'boolean', help: 'a build without the feed snapshot' },
    scroll: { type: 'boolean', help: 'after the load, scroll to the end of the page a screen at a time (a reader who reads all of home)' },
    'no-build': { type: 'boolean', help: 'reuse the build when present' },
    dist: { type: 'string', value: 'dir', help: 'the build to serve (default dist-bench-visit[-live])' },
    json: { type: 'string', value: 'file', help: 'write the figures there as JSON' },
  },
  more: 'Ports: FIXTURE_PORT, NGINX_PORT, FEED_UPSTREAM_PORT (tests/fixtures/ports.mjs).',
});

const { tsImport } = await import('tsx/esm/api');
const { FEED_ROUTE_PREFIX, IMAGE_ROUTE_PATH } = await tsImport('../../src/contracts/index.ts', import.meta.url);
const { feedRoutes } = await tsImport('../../src/config/feed-routes.ts', import.meta.url);

const PARTS = ['HTML', 'scripts', 'styles', 'fonts', 'feeds', 'pictures', 'other', 'service worker'];
const TARGETS = { feedsRaw: 300_000, feedsWire: 80_000, visitWire: 600_000 };
const SITE = `${options.http2 ? 'https' : 'http'}://127.0.0.1:${NGINX_PORT}`;
const PROTOCOL = options.http2 ? 'HTTP/2 over TLS, headers compressed with HPACK' : 'HTTP/1.1';

/** The part a page's request belongs to, from its address, resource type and media type. */
function partOf(url, type, mime) {
  const { origin, pathname } = new URL(url);
  if ((origin === SITE && pathname.startsWith(FEED_ROUTE_PREFIX)) || (origin === FIXTURE_ORIGIN && pathname.startsWith('/proxy/'))) return 'feeds';
  if (type === 'Document' || /^text\/html/.test(mime)) return 'HTML';
  if (type === 'Image' || /^image\//.test(mime) || pathname === IMAGE_ROUTE_PATH) return 'pictures';
  if (type === 'Script' || /javascript/.test(mime)) return 'scripts';
  if (type === 'Stylesheet' || /^text\/css/.test(mime)) return 'styles';
  if (type === 'Font' || /^font\//.test(mime)) return 'fonts';
  return 'other';
}

/**
 * Follows one target's network (the page, or the service worker) over its DevTools session:
 * every finished response with its raw and wire bytes.
 */
function follow(session, who, records) {
  const open = new Map();
  session.on('Network.requestWillBeSent', (e) => open.set(e.requestId, { url: e.request.url, type: e.type ?? '', mime: '', raw: 0, headers: 0, fromServiceWorker: false, status: 0 }));
  session.on('Network.responseReceived', (e) => {
    const r = open.get(e.requestId);
    if (!r) return;
    r.mime = e.response.mimeType ?? '';
    r.status = e.response.status;
    r.fromServiceWorker = Boolean(e.response.fromServiceWorker);
    // What the response's headers took on the wire (received before the body).
    r.headers = e.response.encodedDataLength ?? 0;
    r.type = e.type ?? r.type;
  });
  session.on('Network.dataReceived', (e) => {
    const r = open.get(e.requestId);
    if (r) r.raw += e.dataLength;
  });
  session.on('Network.loadingFinished', (e) => {
    const r = open.get(e.requestId);
    if (!r) return;
    open.delete(e.requestId);
    records.push({ ...r, who, wire: e.encodedDataLength, at: Date.now() });
  });
  session.on('Network.loadingFailed', (e) => {
    const r = open.get(e.requestId);
    if (!r) return;
    open.delete(e.requestId);
    records.push({ ...r, who, wire: 0, failed: e.errorText, at: Date.now() });
  });
  return session.send('Network.enable');
}

async function visit({ spki = null } = {}) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    // Only loopback answers: a request for any other host fails (and is listed) instead of leaving the machine.
    // Over HTTP/2 the site's certificate, made for the run, is trusted by its key (the HTTP cache works as on a real host).
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', ...(spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [])],
    defaultViewport: null,
  });
  const records = [];
  const workers = [];
  try {
    // The service worker's own fetches: its script and precache (the feed worker: page.on('workercreated')).
    browser.on('targetcreated', async (target) => {
      if (target.type() !== 'service_worker') return;
      const who = 'service worker';
      try {
        const session = await target.createCDPSession();
        workers.push(`${who}: ${target.url()}`);
        await follow(session, who, records);
        await session.send('Runtime.runIfWaitingForDebugger').catch(() => {});
      } catch (error) {
        console.warn('[bench visit] could not follow the service worker:', error instanceof Error ? error.message : error);
      }
    });
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: options.dpr, isMobile: true, hasTouch: true });
    const session = await page.createCDPSession();
    await follow(session, 'page', records);
    page.on('workercreated', (worker) => {
      workers.push(`worker: ${worker.url()}`);
      follow(worker.client, 'worker', records).catch((error) => console.warn('[bench visit] could not follow a worker:', error instanceof Error ? error.message : error));
    });
    // The page's clock `--snapshot-age` minutes after the build, as a reader between two hourly rebuilds.
    const offset = options.snapshotAge * 60_000;
    if (offset > 0) {
      await page.evaluateOnNewDocument((ms) => {
        const RealDate = Date;
        class Shifted extends RealDate {
          constructor(...args) {
            if (args.length === 0) super(RealDate.now() + ms);
            else super(...args);
          }
          static now() {
            return RealDate.now() + ms;
          }
        }
        globalThis.Date = Shifted;
      }, offset);
    }
    // A cold visit: nothing cached, the service worker free to install.
    await session.send('Network.setCacheDisabled', { cacheDisabled: false });
    const started = Date.now();
    await page.goto(`${SITE}${options.path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 }).catch(() => {});
    if (options.scroll) {
      // A reader going down the page: a screen at a time, a moment on each, to the end.
      for (let step = 0; step < 200; step += 1) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.9);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        await delay(400);
        if (atEnd) break;
      }
      await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 }).catch(() => {});
    }
    const loaded = Date.now();
    await delay(options.after * 1000);
    const registered = await page.evaluate(() => navigator.serviceWorker?.getRegistration().then((r) => Boolean(r?.active || r?.waiting || r?.installing)) ?? false);
    return { records, started, loaded, workers, registered };
  } finally {
    await browser.close();
  }
}

/**
 * Adds up the records by part; a service worker's request for an address the page or its Web
 * Worker asked for counts as theirs.
 */
function tally(records) {
  const pageAddresses = new Set(records.filter((r) => r.who !== 'service worker' && r.fromServiceWorker).map((r) => r.url));
  const parts = Object.fromEntries(PARTS.map((part) => [part, { count: 0, raw: 0, wire: 0, body: 0 }]));
  const failed = [];
  for (const r of records) {
    if (r.failed) {
      if (!/ERR_ABORTED/.test(r.failed)) failed.push(`${r.who}: ${r.url.slice(0, 120)} (${r.failed})`);
      continue;
    }
    // The page's copy of a response the service worker fetched (or served from its cache) crossed no wire.
    if (r.who !== 'service worker' && r.fromServiceWorker) continue;
    const part = r.who === 'service worker' && !pageAddresses.has(r.url) ? 'service worker' : partOf(r.url, r.type, r.mime);
    parts[part].count += 1;
    parts[part].raw += r.raw;
    parts[part].wire += r.wire;
    parts[part].body += Math.max(0, r.wire - r.headers);
  }
  return { parts, failed };
}

const kb = (bytes) => (bytes / 1000).toFixed(1);

/** One GET to the site, read to the end; over TLS the loopback certificate made for the run is not checked. */
function fetchOnce(url) {
  return new Promise((resolveGet, reject) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    get(url, { rejectUnauthorized: false, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      response.resume();
      response.once('end', resolveGet);
      response.once('error', reject);
    }).once('error', reject);
  });
}

async function main() {
  for (const origin of [FIXTURE_ORIGIN, SITE, `http://127.0.0.1:${FEED_UPSTREAM_PORT}`]) {
    if (await inUse(origin)) throw new Error(`${origin} is already in use; stop that server or set the ports (tests/fixtures/ports.mjs)`);
  }
  startService(process.execPath, ['tests/fixtures/server.mjs'], { env: { FIXTURE_PORT: String(FIXTURE_PORT) } });
  await waitFor(`${FIXTURE_ORIGIN}/__health`);
  const upstream = await startFeedUpstream({ port: FEED_UPSTREAM_PORT, mode: 'publishers' });
  let nginx = null;
  try {
    const dist = options.dist ?? (options.noSnapshot ? 'dist-bench-visit-live' : 'dist-bench-visit');
    if (!options.noBuild || !existsSync(join(root, dist, 'index.html'))) {
      console.log(`[bench visit] building ${dist}/: own feed route, feed snapshot from the heavy publishers, photos through the resizer`);
      const env = {
        ...E2E_BUILD_ENV,
        VITE_SITE_URL: SITE,
        VITE_SAME_ORIGIN_FEEDS: 'true',
        VITE_IMAGE_PROXY: PHOTO_IMAGE_PROXY_TEMPLATE,
        FEED_SNAPSHOT: options.noSnapshot ? 'off' : `${upstream.origin}/__feed?url={url}`,
      };
      await run('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    }
    nginx = await startNginx({ root: dist, port: NGINX_PORT, feeds: { upstream: upstream.origin, trim: !options.untrimmed }, images: { upstream: upstream.origin }, http2: options.http2 });
    const mode = options.untrimmed ? 'before: feeds passed on whole' : 'after: feeds trimmed at the route';
    const snapshot = options.noSnapshot ? 'no feed snapshot' : `feed snapshot ${options.snapshotAge} min old`;
    console.log(`[bench visit] ${SITE}${options.path} at 390 × 844 px, ${options.dpr}x, nginx with deploy/ config over ${PROTOCOL} (${mode}), heavy publisher stand-ins, publisher-size photos, ${snapshot}; counting ${options.after} s after load`);
    // The site's feed cache as other readers leave it (every feed fetched and trimmed once), so the
    // reader's requests are answered from nginx's cache; the public proxies (the fixture server's)
    // never answer, so every feed the page shows comes through the site's own route.
    const routes = feedRoutes();
    for (const route of routes) await fetchOnce(`${SITE}${route.path}`);
    await controlFixtures({ reset: true, proxies: ['hang', 'hang', 'hang', 'hang'] });
    const result = await visit({ spki: nginx.spki });
    const asked = upstream.total();
    const { parts, failed } = tally(result.records);
    const total = PARTS.reduce(
      (sum, part) => ({ raw: sum.raw + parts[part].raw, wire: sum.wire + parts[part].wire, body: sum.body + parts[part].body, count: sum.count + parts[part].count }),
      { raw: 0, wire: 0, body: 0, count: 0 },
    );
    console.log(`\nCold visit to ${options.path} (${mode}; ${snapshot}; 390 px at ${options.dpr}x); KB = 1000 bytes; raw = bodies as decoded; wire = what crossed the connection (${PROTOCOL}: headers and gzip body), and its body alone:`);
    console.log('| part | requests | raw KB | wire KB | wire, body only KB |');
    console.log('|---|---:|---:|---:|---:|');
    for (const part of PARTS) console.log(`| ${part} | ${parts[part].count} | ${kb(parts[part].raw)} | ${kb(parts[part].wire)} | ${kb(parts[part].body)} |`);
    console.log(`| **total** | ${total.count} | ${kb(total.raw)} | ${kb(total.wire)} | ${kb(total.body)} |`);
    const judge = (label, value, limit) => `${label} ${kb(value)} KB ${value <= limit ? '≤' : '>'} ${kb(limit)} KB: ${value <= limit ? 'met' : 'MISSED'}`;
    console.log(
      `\nTargets: ${judge('feeds raw', parts.feeds.raw, TARGETS.feedsRaw)}; ${judge('feeds gzipped on the wire (bodies)', parts.feeds.body, TARGETS.feedsWire)} (${kb(parts.feeds.wire)} KB with ${options.http2 ? 'HTTP/2' : 'HTTP/1.1'} headers); ${judge('whole visit wire', total.wire, TARGETS.visitWire)}`,
    );
    console.log(`The publishers' stand-in was asked ${asked} times.`);
    console.log(`Service worker: ${result.registered ? 'registered' : 'NOT registered'}; followed ${result.workers.join(', ') || 'no worker'}.`);
    if (failed.length) console.log(`Requests that failed (${failed.length}):\n  ${failed.slice(0, 20).join('\n  ')}`);
    if (process.env.BENCH_VISIT_LIST) for (const r of result.records) console.log(r.who, r.status, r.raw, r.wire, r.type, r.mime, r.fromServiceWorker, r.url.slice(0, 110));
    if (options.json) writeFileSync(options.json, `${JSON.stringify({ mode, protocol: PROTOCOL, snapshot, dpr: options.dpr, after: options.after, parts, total, failed, registered: result.registered }, null, 2)}\n`);
  } finally {
    await controlFixtures({ reset: true }).catch(() => {});
    await nginx?.stop();
    await upstream.stop();
    stopServices();
  }
}

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.once(signal, () => {
    console.error(`[bench visit] ${signal}: stopping`);
    stopServices();
    process.exit(code);
  });
}

try {
  await main();
} catch (error) {
  console.error('[bench visit]', error);
  process.exitCode = 1;
}
