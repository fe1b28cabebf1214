#!/usr/bin/env node
/**
 * `npm run bench -- taps`: how fast the site answers a reader's tap once a page has loaded, on a
 * slow phone. Chromium (Debian's, headless; nothing leaves loopback) with its CPU slowed
 * (`--cpu-slowdown`, default 6x, DevTools' CPU throttling), a 390 × 844 touch screen at 3x; each
 * page is opened on a first visit and left alone for `--settle` seconds (default 8), then tapped.
 *
 * Taps on links (the new page opened in the app): from the finger's `pointerdown` (its event time,
 * so time queued behind a busy main thread counts) to the end of the first frame in which the new
 * page shows its heading and its first stories (polled every frame in the page; the end of the
 * frame is that of its Long Animation Frames entry, or where it has none, the first task after it:
 * tests/tap-meter.mjs). Back: from the page's `history.back()` to the same.
 *
 * Controls (buttons, keys, the theme): the Event Timing API, an interaction's latency being its
 * longest entry, as INP counts it (from the input's hardware time to the next frame after its
 * handlers); for typing, the worst key of the word typed. Below 16 ms the browser reports nothing:
 * printed as "<16".
 *
 * The test build (`dist-e2e/`, the default build: no feed snapshot) is built when missing or
 * unless `--no-build`, served by `vite preview`; every feed, the blog service and the pictures come
 * from a fixture server of the benchmark's own (tests/fixtures/server.mjs), the browser's proxy,
 * with its feeds in `--feeds` mode (default `shaped`: 20 stories a feed, each with a picture, a
 * summary and an author).
 *
 * Each figure is the median of `--runs` runs (default 3); every run's figures are printed beside.
 * `--budget` exits 1 when a median is over its target: a tap 300 ms, Back 200 ms, a control 200 ms.
 *
 *   npm run bench -- taps
 *   npm run bench -- taps --no-build --runs 5 --cpu-slowdown 4 --only view-all,next
 *
 * Run one browser job at a time on a shared host: another busy process makes every figure high.
 * Ports: TAPS_SITE_PORT (4626, the site), TAPS_FIXTURE_PORT (4627, the fixture server).
 */
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/chromium-path.mjs';
import { E2E_BUILD_ENV, E2E_DIST } from '../../tests/fixtures/ports.mjs';
import { controlFixtures, startFixtureServer } from '../../tests/fixtures/server.mjs';
import { tapMeter } from '../../tests/tap-meter.mjs';
import { buildTestSite, readTestBuild } from '../../scripts/build-test.mjs';
import { cliOptions } from '../../scripts/lib/args.mjs';
import { startService, stopServices } from '../../scripts/lib/processes.mjs';
import { median } from '../lib/stats.mjs';
import { inUse, waitFor } from '../../scripts/lib/wait.mjs';

const { values: options } = cliOptions({
  usage: 'npm run bench -- taps [options]',
  about: 'Time from a tap to the new page (heading and first stories) and each control\'s latency (Event Timing), after load, on a slowed 390 px phone.',
  options: {
    runs: { type: 'number', default: 3, help: 'runs of every tap and control (the median is printed)' },
    'cpu-slowdown': { type: 'number', default: 6, help: "Chromium's CPU throttling rate" },
    settle: { type: 'number', default: 8, help: 'seconds a page is left alone after its load event before the first tap' },
    feeds: { type: 'string', value: 'mode', default: 'shaped', help: "the fixture proxies' mode (tests/fixtures/proxy.mjs): shaped, heavy, ok" },
    only: { type: 'list', value: 'name,name', help: 'some of the taps and controls, by name (see the table)' },
    budget: { type: 'boolean', help: 'exit 1 when a median is over its target (tap 300 ms, Back 200 ms, control 200 ms)' },
    'no-build': { type: 'boolean', help: 'reuse the test build when present' },
    json: { type: 'string', value: 'file', help: 'write the figures there as JSON' },
  },
  more: 'Ports: TAPS_SITE_PORT (default 4626), TAPS_FIXTURE_PORT (default 4627).',
});

const SITE_PORT = Number(process.env.TAPS_SITE_PORT ?? 4626);
const FIXTURE_PORT = Number(process.env.TAPS_FIXTURE_PORT ?? 4627);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const VIEWPORT = { width: 390, height: 844 };
const DPR = 3;
const SLOWDOWN = options.cpuSlowdown;
const TARGETS = { tap: 300, back: 200, control: 200 };

process.on('SIGINT', () => process.exit(130));

/** Page helpers for one scenario: a fresh context per load (first visit: no saved stories). */
async function openPage(browser, fixtureOrigin, path) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: DPR,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    proxy: { server: fixtureOrigin, bypass: `127.0.0.1:${SITE_PORT}` },
  });
  await context.addInitScript(tapMeter);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.goto(`${SITE}${path}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: 30_000 });
  await settle(options.settle * 1000);
  return { page, close: () => context.close() };
}

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Scrolls `selector` to the middle of the screen (as a reader would have), waits until it stays in
 * place (parts of the page near it may still be taken over and change height), and taps its middle.
 */
async function tapOn(page, selector) {
  const target = page.locator(selector).first();
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  let box = null;
  for (let tries = 0; tries < 20; tries += 1) {
    await settle(500);
    // Again each time: a part taken over near it (or its section's content-visibility) can leave it off screen.
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const next = await target.boundingBox();
    if (next && box && Math.abs(next.x - box.x) < 1 && Math.abs(next.y - box.y) < 1) break;
    box = next;
  }
  if (!box) throw new Error(`${selector} is not on screen`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await target.evaluate((el, { x, y }) => el.contains(document.elementFromPoint(x, y)), { x, y });
  if (!hit) throw new Error(`${selector}: something else is at its place on screen`);
  await page.touchscreen.tap(x, y);
}

/** Taps a link and times the new page: resolves to ms. */
async function timeTap(page, selector, { path, ready }) {
  await page.evaluate(({ path, ready }) => window.__tapMeter.arm(path, ready), { path, ready });
  await tapOn(page, selector);
  return readTap(page, `${selector} → ${path}`);
}

async function readTap(page, what) {
  const handle = await page.waitForFunction(() => window.__tapMeter.result(), undefined, { timeout: 20_000, polling: 100 }).catch(() => null);
  if (!handle) {
    const seen = await page.evaluate(() => `at ${location.pathname}${location.search}, heading "${document.querySelector('main h1')?.textContent?.trim() ?? ''}"`).catch(() => 'unknown');
    throw new Error(`${what}: the page did not show its heading and first stories within 20 s (${seen})`);
  }
  const { ms, taskMs } = await handle.jsonValue();
  console.log(`  ${what}: the frame ended ${Math.round(ms)} ms after the tap; the first task after it ran at ${Math.round(taskMs)} ms`);
  return Math.round(ms);
}

/** Runs `act` and reads the worst interaction latency it caused (after its frames are reported). */
async function timeControl(page, act) {
  const since = await page.evaluate(() => window.__tapMeter.mark());
  await act();
  await settle(1500);
  return page.evaluate((since) => window.__tapMeter.worst(since), since);
}

const STORIES = '[data-label="articles"] article';

/**
 * The scenarios: one page load each, then taps and controls in order. Each records figures by name.
 * `kind` says which target a figure is judged against.
 */
const SCENARIOS = [
  {
    names: ['view-all'],
    from: '/',
    async run(page, record) {
      record('view-all', 'tap', "home, a section's View all → /technology", await timeTap(page, 'section[data-section="technology"] a[href="/technology"]', { path: '/technology', ready: STORIES }));
    },
  },
  {
    names: ['sidebar'],
    from: '/technology',
    async run(page, record) {
      record('sidebar', 'tap', '/technology, sidebar → /business', await timeTap(page, 'aside a[href="/business"]', { path: '/business', ready: STORIES }));
    },
  },
  {
    names: ['categories', 'faq'],
    from: '/',
    async run(page, record) {
      record('categories', 'control', 'the Categories menu (home)', await timeControl(page, () => tapOn(page, 'button[aria-controls]:has(+ [data-testid="mobile-nav-list"])')));
      await page.locator('[data-testid="mobile-nav-list"] a[href="/faq"]').waitFor();
      record('faq', 'tap', 'Categories menu → FAQ', await timeTap(page, '[data-testid="mobile-nav-list"] a[href="/faq"]', { path: '/faq', ready: '[data-faq-item]' }));
    },
  },
  {
    names: ['post', 'back', 'next'],
    from: '/blog',
    async run(page, record) {
      const list = 'main article h3 a[href^="/blog/"]:not([href^="/blog/michigan-court"])';
      const post = page.locator(list).first();
      const href = await post.getAttribute('href');
      record('post', 'tap', '/blog → a post', await timeTap(page, list, { path: href, ready: 'main article p' }));
      await settle(3000);
      await page.evaluate(() => window.__tapMeter.arm('/blog', 'main article h3 a'));
      await page.evaluate(() => window.__tapMeter.back());
      record('back', 'back', 'Back from the post to /blog', await readTap(page, 'Back to /blog'));
      await settle(3000);
      record('next', 'control', "the blog pager's Next", await timeControl(page, () => tapOn(page, 'nav[aria-label="Blog pages"] a[rel="next"]')));
    },
  },
  {
    names: ['faq-filter', 'faq-category', 'faq-question'],
    from: '/faq',
    async run(page, record) {
      const box = 'main form[role="search"] input[type="search"]';
      await tapOn(page, box);
      await settle(1000);
      record('faq-filter', 'control', 'a key typed in the FAQ filter (worst of "vote")', await timeControl(page, () => page.keyboard.type('vote', { delay: 250 })));
      await page.locator(box).fill('');
      await settle(1500);
      record('faq-category', 'control', 'a FAQ category button', await timeControl(page, () => tapOn(page, '[aria-label="Filter by category"] button:nth-child(2)')));
      record('faq-question', 'control', 'a FAQ question (opens its answer)', await timeControl(page, () => tapOn(page, 'button[data-faq-toggle]')));
    },
  },
  {
    names: ['search-open', 'search-keys', 'theme'],
    from: '/technology',
    async run(page, record) {
      record('search-open', 'control', 'the search button (opens the box)', await timeControl(page, () => tapOn(page, 'header button[aria-label="Open search"]')));
      await page.getByRole('searchbox', { name: 'Search articles' }).waitFor();
      record('search-keys', 'control', 'a key typed in the search box (worst of "court")', await timeControl(page, () => page.keyboard.type('court', { delay: 250 })));
      await page.keyboard.press('Escape');
      await settle(1000);
      const theme = page.getByRole('combobox', { name: 'Theme' });
      await theme.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await theme.focus();
      await settle(1000);
      // A key on the closed select changes the choice (a trusted input, which Event Timing sees).
      record('theme', 'control', 'the theme selector (a key changes the choice)', await timeControl(page, () => page.keyboard.press('ArrowDown')));
    },
  },
];

async function main() {
  if (!options.noBuild || !readTestBuild(E2E_DIST)) await buildTestSite({ snapshotDist: null, auditDist: null });
  for (const origin of [SITE, `http://127.0.0.1:${FIXTURE_PORT}`]) {
    if (await inUse(origin)) throw new Error(`${origin} is already in use; stop that server or set TAPS_SITE_PORT / TAPS_FIXTURE_PORT`);
  }
  const fixtures = await startFixtureServer({ port: FIXTURE_PORT });
  startService('npx', ['vite', 'preview', '--outDir', E2E_DIST, '--host', '127.0.0.1', '--port', String(SITE_PORT), '--strictPort'], { env: E2E_BUILD_ENV });
  await waitFor(`${SITE}/privacy`);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  /** name → { kind, label, runs: ms[] } */
  const figures = new Map();
  try {
    for (let run = 0; run < options.runs; run += 1) {
      for (const scenario of SCENARIOS) {
        if (options.only && !scenario.names.some((name) => options.only.includes(name))) continue;
        await controlFixtures({ reset: true, proxies: Array(4).fill(options.feeds) }, fixtures.origin);
        const { page, close } = await openPage(browser, fixtures.origin, scenario.from);
        const record = (name, kind, label, ms) => {
          if (options.only && !options.only.includes(name)) return;
          const row = figures.get(name) ?? { kind, label, runs: [] };
          row.runs.push(ms);
          figures.set(name, row);
          console.log(`run ${run + 1}: ${label}: ${ms} ms`);
        };
        try {
          await scenario.run(page, record);
        } catch (error) {
          console.error(`run ${run + 1}, from ${scenario.from}: ${error.message}`);
          process.exitCode = 1;
        } finally {
          await close();
        }
      }
    }
  } finally {
    await browser.close();
    await fixtures.close();
  }

  const shown = (ms) => (ms === 0 ? '<16' : String(ms));
  console.log(`\nAfter load, Chromium CPU slowed ${SLOWDOWN}x, ${VIEWPORT.width} × ${VIEWPORT.height} touch screen at ${DPR}x, feeds ${options.feeds}, page left alone ${options.settle} s; median of ${options.runs}:`);
  console.log('| tap or control | kind | median ms | target | runs |');
  console.log('|---|---|---:|---:|---|');
  let over = 0;
  const rows = [];
  for (const [name, { kind, label, runs }] of figures) {
    const ms = median(runs);
    const target = TARGETS[kind];
    if (ms > target) over += 1;
    rows.push({ name, kind, label, medianMs: ms, targetMs: target, runsMs: runs });
    console.log(`| ${label} (${name}) | ${kind} | ${shown(ms)}${ms > target ? ' ✗' : ''} | ${target} | ${runs.map(shown).join(', ')} |`);
  }
  if (options.json) writeFileSync(options.json, `${JSON.stringify({ slowdown: SLOWDOWN, viewport: VIEWPORT, dpr: DPR, feeds: options.feeds, settleSeconds: options.settle, runs: options.runs, rows }, null, 2)}\n`);
  if (options.budget && over > 0) {
    console.error(`${over} over target`);
    process.exitCode = 1;
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopServices);
