#!/usr/bin/env node
/**
 * Feed benchmark: time until the first article card shows, on a category page
 * and on home, with the FIRST proxy hanging — hedged tries (the default)
 * next to strictly sequential tries (the next proxy only after the 8 s
 * timeout). Everything runs on loopback: the fixture server's fake proxies,
 * a build pointed at them, `vite preview` and the system Chromium.
 *
 *   npm run bench -- feeds                    # 5 runs per case
 *   npm run bench -- feeds --runs 3 --no-build --json out.json
 *
 * Ports come from FIXTURE_PORT / PREVIEW_PORT (tests/fixtures/ports.mjs).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/chromium-path.mjs';
import { E2E_BUILD_ENV, FIXTURE_ORIGIN, FIXTURE_PORT, PREVIEW_ORIGIN, PREVIEW_PORT } from '../../tests/fixtures/ports.mjs';
import { controlFixtures } from '../../tests/fixtures/server.mjs';
import { cliOptions } from '../../scripts/lib/args.mjs';
import { run, startService, stopService, stopServices } from '../../scripts/lib/processes.mjs';
import { median } from '../lib/stats.mjs';
import { inUse, waitFor } from '../../scripts/lib/wait.mjs';

const { values: options } = cliOptions({
  usage: 'npm run bench -- feeds [options]',
  about: 'Time until the first article card shows with the first feed proxy hanging, per page and case.',
  options: {
    runs: { type: 'number', default: 5, help: 'runs per page and case' },
    'no-build': { type: 'boolean', help: 'reuse dist-bench/' },
    pages: { type: 'list', value: '/politics,/', help: 'some of the pages (default: all)' },
    cases: { type: 'list', value: 'hedged,next visit', help: 'some of the cases (default: all)' },
    json: { type: 'string', value: 'file', help: 'write the figures there as JSON' },
  },
  more: 'Ports: FIXTURE_PORT (and the next 81-83), PREVIEW_PORT (tests/fixtures/ports.mjs).',
});
const RUNS = options.runs;
const OUT_DIR = 'dist-bench';
/** The sequential case's build: the same, with hedging off (BENCH_FEEDS_SEQUENTIAL, a build-time switch). */
const SEQUENTIAL_OUT_DIR = 'dist-bench-sequential';
const build = !options.noBuild;
const jsonOut = options.json;
const ALL_PAGES = [
  { name: 'category (/politics)', path: '/politics' },
  { name: 'home (/)', path: '/' },
];
/** --pages /politics,/ to measure some of them. */
const PAGES = options.pages ? ALL_PAGES.filter((p) => options.pages.includes(p.path)) : ALL_PAGES;
/**
 * The measured cases (first proxy hanging), a reference with every proxy up, and the next visit:
 * the same browser profile comes back after a first visit with the first proxy hanging, its feed
 * cache cleared (as after the 10 minutes) but the proxy health the first visit stored kept.
 */
const ALL_CASES = [
  { strategy: 'hedged', proxies: ['hang', 'ok', 'ok', 'ok'] },
  { strategy: 'sequential', proxies: ['hang', 'ok', 'ok', 'ok'] },
  { strategy: 'reference', proxies: ['ok', 'ok', 'ok', 'ok'] },
  { strategy: 'next visit', proxies: ['hang', 'ok', 'ok', 'ok'], nextVisit: true },
];
/** --cases 'hedged,next visit' to run some of them. */
const CASES = options.cases ? ALL_CASES.filter((c) => options.cases.includes(c.strategy)) : ALL_CASES;
/** The feed cache's localStorage keys (CACHE_PREFIX in src/features/feeds/cache/feed-cache.ts). */
const FEED_CACHE_PREFIX = 'mcl:feeds:v1:';
/**
 * The four fixture proxies on four origins (the fixture server listens on the extra ports too), as
 * real proxies are: on one origin, six hanging requests to the first proxy would take all six of
 * Chrome's connections to that origin and hold back the hedged tries to the others.
 */
const PROXY_PORTS = [FIXTURE_PORT, FIXTURE_PORT + 81, FIXTURE_PORT + 82, FIXTURE_PORT + 83];
const BENCH_BUILD_ENV = {
  ...E2E_BUILD_ENV,
  VITE_FEED_PROXIES: PROXY_PORTS.map((port, i) => `http://127.0.0.1:${port}/proxy/${i + 1}?url={url}`).join(','),
};

process.on('SIGINT', () => process.exit(130));

/** The `vite preview` serving a build: one at a time on PREVIEW_PORT, started again for another build. */
let preview = null;
async function servePreview(outDir) {
  if (preview?.outDir === outDir) return;
  if (preview) {
    const { child } = preview;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    stopService(child);
    await exited;
  }
  const child = startService('npx', ['vite', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(PREVIEW_PORT), '--strictPort'], { env: BENCH_BUILD_ENV });
  preview = { outDir, child };
  await waitFor(`${PREVIEW_ORIGIN}/privacy`);
}

async function main() {
  if (build) {
    console.log(`Building ${OUT_DIR}/ pointed at the fixture proxies…`);
    await run('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'error'], { env: BENCH_BUILD_ENV, stdio: ['ignore', 'ignore', 'inherit'] });
    if (CASES.some((c) => c.strategy === 'sequential')) {
      console.log(`Building ${SEQUENTIAL_OUT_DIR}/ with hedging off…`);
      const env = { ...BENCH_BUILD_ENV, BENCH_FEEDS_SEQUENTIAL: '1' };
      await run('npx', ['vite', 'build', '--outDir', SEQUENTIAL_OUT_DIR, '--emptyOutDir', '--logLevel', 'error'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    }
  }
  for (const origin of [FIXTURE_ORIGIN, PREVIEW_ORIGIN]) {
    if (await inUse(origin)) throw new Error(`${origin} is already in use; stop that server or set FIXTURE_PORT / PREVIEW_PORT`);
  }
  startService('node', ['tests/fixtures/server.mjs'], { env: { FIXTURE_PORT: String(FIXTURE_PORT), FIXTURE_ALSO_PORTS: PROXY_PORTS.slice(1).join(',') } });
  await waitFor(`${FIXTURE_ORIGIN}/__health`);

  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const results = [];
  for (const pageSpec of PAGES) {
    for (const { strategy, proxies, nextVisit = false } of CASES) {
      await servePreview(strategy === 'sequential' ? SEQUENTIAL_OUT_DIR : OUT_DIR);
      const times = [];
      for (let i = 0; i < RUNS; i += 1) {
        await controlFixtures({ reset: true, proxies });
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/).*/, (route) => route.abort());
        await context.addInitScript(() => {
          // Record when the first article card (a feed story, not a skeleton) enters the page.
          const w = window;
          new MutationObserver((_, observer) => {
            if (document.querySelector('main article')) {
              w.__firstCardMs = performance.now();
              observer.disconnect();
            }
          }).observe(document, { childList: true, subtree: true });
        });
        const page = await context.newPage();
        if (nextVisit) {
          await page.goto(`${PREVIEW_ORIGIN}${pageSpec.path}`);
          await page.waitForSelector('main article', { timeout: 30_000 });
          await page.evaluate((prefix) => {
            for (const key of Object.keys(localStorage)) if (key.startsWith(prefix)) localStorage.removeItem(key);
          }, FEED_CACHE_PREFIX);
          // The reader leaves (the page saves what it learnt about the proxies) and comes back.
          await page.goto('about:blank');
        }
        await page.goto(`${PREVIEW_ORIGIN}${pageSpec.path}`);
        await page.waitForSelector('main article', { timeout: 30_000 });
        const ms = await page.evaluate(() => window.__firstCardMs);
        times.push(Math.round(ms));
        await context.close();
      }
      const row = { page: pageSpec.name, strategy, medianMs: median(times), runsMs: times };
      results.push(row);
      console.log(`${row.page.padEnd(22)} ${strategy.padEnd(10)} median ${String(row.medianMs).padStart(6)} ms   runs: ${times.join(', ')}`);
    }
  }
  await browser.close();
  await controlFixtures({ reset: true });

  console.log('\nFirst card with the first proxy hanging (median of %d runs, ms since navigation start):', RUNS);
  const shown = CASES.map((c) => c.strategy);
  const hasRatio = shown.includes('next visit') && shown.includes('reference');
  console.log(`| page | ${shown.join(' | ')}${hasRatio ? ' | next visit / reference' : ''} |`);
  console.log(`|---|${shown.map(() => '---:').join('|')}${hasRatio ? '|---:' : ''}|`);
  for (const pageSpec of PAGES) {
    const strategyMedian = (strategy) => results.find((r) => r.page === pageSpec.name && r.strategy === strategy).medianMs;
    const ratio = hasRatio ? ` | ${(strategyMedian('next visit') / strategyMedian('reference')).toFixed(2)}` : '';
    console.log(`| ${pageSpec.name} | ${shown.map(strategyMedian).join(' | ')}${ratio} |`);
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ runs: RUNS, cases: CASES, results }, null, 2));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopServices);
