#!/usr/bin/env node
/**
 * `npm run bench -- home`: how much the home page blocks the main thread on a
 * real news day. Lighthouse (mobile preset: simulated slow 4G, the CPU slowdown calibrated to this
 * host, run as the audit runs it: scripts/lib/lighthouse.mjs), 3 runs after one discarded
 * warm-up, against the production
 * build served by nginx with deploy/nginx.conf (vite preview when nginx is
 * missing), with the fixture proxies in 'heavy' mode: each of the 22 feeds of
 * the catalogue answers 20 items with realistic description lengths,
 * WordPress-style full bodies and an image per item (tests/fixtures/proxy.mjs
 * → heavyFeed). Image requests to the publishers' hosts are answered locally
 * with a 42 KB PNG, so nothing leaves the machine.
 *
 * As in the audit, the page's main thread runs on a core of its own (scripts/lib/own-core.mjs).
 *
 * Reports, per page, the median and each run of: performance score, total
 * blocking time, first and largest contentful paint (and their ratio: how long
 * the reader waits between the first text and the page's main content), and the longest main-thread tasks
 * (Lighthouse's long-tasks audit).
 *
 *   npm run bench -- home
 *   npm run bench -- home --runs 5 --pages /,/local-news --no-build --json out.json
 *   npm run bench -- home --no-build --dist dist-old    # measure an earlier build
 *   npm run bench -- home --no-snapshot                 # without the build's feed snapshot
 *   npm run bench -- home --aged                        # the snapshot an hour older than the feeds
 *   npm run bench -- home --photos --pages /,/technology # publisher-size photos, through the resizer
 *   npm run bench -- home --photos --originals          # the same photos as they come (no resizer)
 *   npm run bench -- home --cpu-slowdown 4              # a slowdown set by hand, not calibrated
 *   npm run bench -- home --traces .bench-traces        # each run's report and trace (DevTools' Performance panel)
 *
 * Photo-size mode (`--photos`): every story picture is a 1200x675 JPEG of about 246 KB
 * (tests/fixtures/photos.mjs), served by the fixture server over a real connection (Lighthouse's
 * simulation counts an answer made by interception as free), and the build's image resizer
 * (VITE_IMAGE_PROXY) is the fixture server's /images/ route; `--originals` builds without it. After
 * the Lighthouse runs it also loads each of `--bytes-pages` (default /technology) in a fresh
 * profile at 390 px (2x and 3x) and 1280 px (1x) and reports the bytes of the pictures the browser
 * fetched in the 6 s after the load event, without scrolling.
 *
 * By default the build has the feed snapshot on, as deploy/rebuild.sh publishes the site: home's
 * first wave of heavy feeds is in its HTML, and the browser's own load replaces it. With `--aged`
 * the feeds the browser loads are an hour newer than the HTML's (three newer stories a feed on top
 * of the same twenty, the proxies' `heavy-fresh` mode): what readers get between hourly rebuilds,
 * when the live stories replace the served ones on screen.
 *
 * TBT counts only the tasks Lighthouse places before the page is interactive;
 * feeds that land later block the reader all the same, so the report adds
 * "blocking, whole load": the sum of (task − 50 ms) over every long task Lighthouse saw.
 *
 * Ports: FIXTURE_PORT (fixture server) and NGINX_PORT / PREVIEW_PORT (the site),
 * see tests/fixtures/ports.mjs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { E2E_BUILD_ENV, FIXTURE_ORIGIN, FIXTURE_PORT, NGINX_PORT, PHOTO_IMAGE_PROXY_TEMPLATE, PREVIEW_PORT } from '../tests/fixtures/ports.mjs';
import { cliOptions } from './lib/args.mjs';
import { launchLighthouse } from './lib/lighthouse.mjs';
import { run, startService, stopServices } from './lib/processes.mjs';
import { median, medians } from './lib/stats.mjs';
import { inUse, waitFor } from './lib/wait.mjs';

const root = resolve(import.meta.dirname, '..');
const { values: options } = cliOptions({
  usage: 'npm run bench -- home [options]',
  about: 'Lighthouse mobile runs of the production build with every feed at 20 heavy items: performance, TBT, FCP, LCP, the longest tasks.',
  options: {
    runs: { type: 'number', default: 3, help: 'Lighthouse runs per page' },
    pages: { type: 'list', value: '/,/local-news', default: ['/'], help: 'pages to measure' },
    'no-build': { type: 'boolean', help: 'reuse the build when present' },
    dist: { type: 'string', value: 'dir', help: 'the build to measure (default dist-bench-home[-live][-photos|-originals])' },
    'no-snapshot': { type: 'boolean', help: "a build without the feed snapshot (the stories come from the browser's own load)" },
    aged: { type: 'boolean', help: 'the feeds an hour newer than the snapshot in the HTML (three newer stories a feed)' },
    photos: { type: 'boolean', help: 'photo-size mode: every story picture a 246 KB publisher photo, through the resizer' },
    originals: { type: 'boolean', help: 'with --photos: the photos as they come (no resizer)' },
    'bytes-pages': { type: 'list', value: '/a,/b', default: ['/technology'], help: 'with --photos: pages whose picture bytes are measured' },
    'cpu-slowdown': { type: 'number', help: 'CPU slowdown set by hand instead of the calibrated one' },
    traces: { type: 'string', value: 'dir', help: "write each run's report and trace there" },
    json: { type: 'string', value: 'file', help: 'write the figures there as JSON' },
  },
  more: 'Ports: FIXTURE_PORT, NGINX_PORT / PREVIEW_PORT (tests/fixtures/ports.mjs).',
});
const RUNS = options.runs;
const PAGES = options.pages;
/** As deploy/rebuild.sh publishes it: the build writes the heavy feeds' first stories into the HTML (FEED_SNAPSHOT). */
const SNAPSHOT = !options.noSnapshot;
const PHOTOS = options.photos;
if (options.aged && !SNAPSHOT) throw new Error('--aged measures a snapshot an hour older than the feeds: it needs the snapshot (drop --no-snapshot)');
/** What the feeds answer while the pages are measured (the build's snapshot is always read `heavy`). */
const FEEDS = options.aged ? 'heavy-fresh' : 'heavy';
const ORIGINALS = PHOTOS && options.originals;
const BYTES_PAGES = options.bytesPages;
const DIST = options.dist ?? `${SNAPSHOT ? 'dist-bench-home' : 'dist-bench-home-live'}${PHOTOS ? (ORIGINALS ? '-originals' : '-photos') : ''}`;
/** Viewports of the picture-bytes pass (photo-size mode). */
const BYTE_VIEWPORTS = [
  { label: '390 px, 2x', width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { label: '390 px, 3x', width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { label: '1280 px, 1x', width: 1280, height: 800, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
];
const jsonOut = options.json;
/** `--traces DIR`: each run's Lighthouse report and trace are written there. */
const tracesDir = options.traces;
let runCount = 0;
const STAND_IN_IMAGE = readFileSync(join(root, 'public/og-default.png'));

let nginx = null;
/** The Lighthouse runner (scripts/lib/lighthouse.mjs), once Chromium is up. */
let lh = null;
let siteOrigin = '';

async function control(body) {
  const response = await fetch(`${FIXTURE_ORIGIN}/__control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`fixture control failed: ${response.status}`);
}

/** Publishers' image hosts (and anything else off loopback) answered locally. */
function answerOutside(request) {
  const url = request.url();
  if (url.startsWith('data:') || url.startsWith('blob:')) return request.continue();
  const { origin } = new URL(url);
  if (origin === siteOrigin || origin === FIXTURE_ORIGIN) return request.continue();
  const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=86400' };
  // Photo-size mode: the fixture server's 246 KB photo, over a real connection.
  if (PHOTOS && request.resourceType() === 'image') return request.continue({ url: `${FIXTURE_ORIGIN}/photo.jpg?for=${encodeURIComponent(url)}` });
  if (request.resourceType() === 'image') return request.respond({ status: 200, contentType: 'image/png', headers, body: STAND_IN_IMAGE });
  return request.respond({ status: 204, headers });
}

async function lighthouseRun(path) {
  const name = `${path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${++runCount}`;
  const { lhr } = await lh.run(`${siteOrigin}${path}`, {
    flags: { onlyCategories: ['performance'] },
    save: tracesDir ? join(tracesDir, name) : null,
    trace: Boolean(tracesDir),
  });
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((t) => Math.round(t.duration)).sort((a, b) => b - a);
  const blockingAll = longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    blockingAll,
    longTasks: longTasks.slice(0, 5),
  };
}

/** Bytes of the pictures a fresh profile fetches on `path` in the 6 s after load, without scrolling. */
async function pictureBytes(path, viewport) {
  const context = await lh.browser.createBrowserContext();
  const page = await lh.newPage(context);
  try {
    await page.setViewport(viewport);
    const pending = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image' || request.url().startsWith('data:')) return;
      pending.push(
        request
          .response()
          ?.buffer()
          .then((body) => body.length)
          .catch(() => 0) ?? Promise.resolve(0),
      );
    });
    await page.goto(`${siteOrigin}${path}`, { waitUntil: 'load' });
    await delay(6000);
    const sizes = await Promise.all(pending);
    return { count: sizes.length, bytes: sizes.reduce((sum, n) => sum + n, 0) };
  } finally {
    await context.close();
  }
}

async function cleanUp() {
  const steps = [() => lh?.close(), () => nginx?.stop(), () => stopServices()];
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      console.warn('[bench home] clean-up:', error instanceof Error ? error.message : error);
    }
  }
}

async function main() {
  if (await inUse(FIXTURE_ORIGIN)) throw new Error(`${FIXTURE_ORIGIN} is already in use; stop that server or set FIXTURE_PORT`);
  startService(process.execPath, ['tests/fixtures/server.mjs'], { env: { FIXTURE_PORT: String(FIXTURE_PORT) } });
  await waitFor(`${FIXTURE_ORIGIN}/__health`);

  let port = NGINX_PORT;
  try {
    const { nginxBinary } = await import('../tests/fixtures/nginx.mjs');
    nginxBinary();
  } catch {
    port = PREVIEW_PORT;
  }
  siteOrigin = `http://127.0.0.1:${port}`;
  if (await inUse(siteOrigin)) throw new Error(`${siteOrigin} is already in use; set NGINX_PORT / PREVIEW_PORT`);

  await control({ reset: true, proxies: ['heavy', 'heavy', 'heavy', 'heavy'] });
  if (!options.noBuild || !existsSync(join(root, DIST, 'index.html'))) {
    console.log(`[bench home] building ${DIST}/ against the fixture proxies at ${FIXTURE_ORIGIN}${SNAPSHOT ? ', with the feed snapshot' : ''}`);
    const snapshot = SNAPSHOT ? { FEED_SNAPSHOT: `${FIXTURE_ORIGIN}/proxy/1?url={url}` } : {};
    // The picture resizer only in photo-size mode: without it the stand-in pictures stay as they were measured before.
    const imageProxy = PHOTOS && !ORIGINALS ? PHOTO_IMAGE_PROXY_TEMPLATE : 'off';
    await run('npx', ['vite', 'build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'error'], { env: { ...E2E_BUILD_ENV, VITE_SITE_URL: siteOrigin, VITE_IMAGE_PROXY: imageProxy, ...snapshot }, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  if (port === NGINX_PORT) {
    const { startNginx } = await import('../tests/fixtures/nginx.mjs');
    nginx = await startNginx({ root: DIST, port });
  } else {
    startService('npx', ['vite', 'preview', '--outDir', DIST, '--host', '127.0.0.1', '--port', String(port), '--strictPort']);
  }
  await waitFor(`${siteOrigin}/robots.txt`);
  await control({ reset: true, proxies: [FEEDS, FEEDS, FEEDS, FEEDS] });

  lh = await launchLighthouse({ answer: answerOutside });
  const cpu = await lh.calibrate(`${siteOrigin}/robots.txt`, options.cpuSlowdown);
  console.log(`[bench home] ${cpu.line}; ${lh.cores.line}`);
  console.log(`[bench home] Lighthouse mobile ×${RUNS} per page (one discarded warm-up), heavy fixture: every feed × 20 items${options.aged ? ' and 3 stories newer than the HTML' : ''}, served by ${nginx ? 'nginx' : 'vite preview'}`);
  await lighthouseRun(PAGES[0]);

  const rows = [];
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const r = await lighthouseRun(path);
      runs.push(r);
      console.log(`  ${path} run ${i + 1}/${RUNS}: performance ${r.performance}, TBT ${r.tbt} ms, blocking (whole load) ${r.blockingAll} ms, FCP ${r.fcp} ms, LCP ${r.lcp} ms, longest tasks ${r.longTasks.join(', ') || 'none'} ms`);
    }
    rows.push({
      path,
      ...medians(runs, ['performance', 'tbt', 'lcp', 'fcp', 'blockingAll']),
      longestTask: median(runs.map((r) => r.longTasks[0] ?? 0)),
      runs,
    });
  }
  const bytes = [];
  if (PHOTOS) {
    for (const path of BYTES_PAGES) {
      for (const viewport of BYTE_VIEWPORTS) {
        await control({ reset: true, proxies: [FEEDS, FEEDS, FEEDS, FEEDS] });
        const r = await pictureBytes(path, viewport);
        bytes.push({ path, viewport: viewport.label, ...r });
        console.log(`  ${path} at ${viewport.label}: ${r.count} pictures, ${Math.round(r.bytes / 1000)} KB`);
      }
    }
  }
  await control({ reset: true });

  if (PHOTOS) {
    console.log(`\nPicture bytes fetched in the 6 s after load, no scrolling (fresh profile; ${ORIGINALS ? 'originals, no resizer' : 'through the resizer'}):`);
    console.log('| page | viewport | pictures | KB |');
    console.log('|---|---|---:|---:|');
    for (const b of bytes) console.log(`| ${b.path} | ${b.viewport} | ${b.count} | ${Math.round(b.bytes / 1000)} |`);
  }
  console.log(`\nMedian of ${RUNS} Lighthouse mobile runs (slow 4G; ${cpu.line}), heavy fixture${options.aged ? ', the snapshot an hour older than the feeds' : ''}${PHOTOS ? `, publisher-size photos ${ORIGINALS ? 'as they come' : 'through the resizer'}` : ''}:`);
  console.log('| page | performance | TBT | blocking, whole load | FCP | LCP | LCP/FCP | longest task | longest tasks per run (ms) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    console.log(`| ${r.path} | ${r.performance} | ${r.tbt} ms | ${r.blockingAll} ms | ${(r.fcp / 1000).toFixed(2)} s | ${(r.lcp / 1000).toFixed(2)} s | ${(r.lcp / r.fcp).toFixed(2)} | ${r.longestTask} ms | ${r.runs.map((x) => `[${x.longTasks.join(', ')}]`).join(' ')} |`);
  }
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify({ runs: RUNS, cpu, rows, bytes }, null, 2)}\n`);
}

// Stopped from outside (Ctrl-C, `timeout`, kill): nginx, Chromium and the fixture server go too.
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.once(signal, () => {
    console.error(`[bench home] ${signal}: stopping`);
    void cleanUp().finally(() => process.exit(code));
  });
}

try {
  await main();
} catch (error) {
  console.error('[bench home]', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
