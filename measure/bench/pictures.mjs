#!/usr/bin/env node
/**
 * The pictures a phone downloads on a category page full of photo stories
 * (`npm run bench -- pictures`): what Lighthouse's phone run of /technology costs in
 * pictures, with real-shape feeds, measured without Lighthouse's simulation (which only rescales
 * times; the bytes are the browser's).
 *
 * - Feeds: the fixture server's `heavy` proxies (tests/fixtures/proxy.mjs → heavyFeed: 20 items a
 *   feed, each with a publisher's picture), so /technology shows a full page of 15 photo cards.
 * - Pictures: every publisher picture is the 1200x675, ~246 KB photo of tests/fixtures/photos.mjs;
 *   through the build's resizer (the fixture server's /images/ route, resized, WebP) as in the
 *   photo-size builds (tests/fixtures/ports.mjs → photosBuildEnv), or, with --originals, as sent.
 * - The build: the photo-size site built against those feeds into dist-photos-bench/ (with the feed
 *   snapshot: the 15 cards are in the served HTML, as deploys publish them; `--no-snapshot`:
 *   dist-photos-bench-live/, the cards come from the feeds in the browser), served by nginx with
 *   deploy/nginx.conf (`vite preview` when nginx is missing). `--no-build` reuses it.
 * - The phone: Lighthouse's mobile emulation (412x823 CSS px at 1.75x, touch, its user agent) in
 *   the suite's Chromium, a cold cache, no scrolling; the page is read once it has loaded, its
 *   stories are in, and no picture has been asked for in 2 s (at most 30 s).
 *
 * Lighthouse's own count of these bytes: `npm run budgets -- --photos --pages /technology`.
 *
 * Prints each picture fetched (its width asked of the resizer, the width it is shown at in device
 * pixels, where it is on the page, its bytes) and the total; exits 1 when the total is over
 * `--budget` KB (default 250).
 *
 *   npm run bench -- pictures [--page /technology] [--no-snapshot] [--originals] [--no-build] [--budget 250]
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, suiteBrowserPath } from '../../tests/chromium-path.mjs';
import { photoJpeg } from '../../tests/fixtures/photos.mjs';
import { FIXTURE_ORIGIN, FIXTURE_PORT, NGINX_PORT } from '../../tests/fixtures/ports.mjs';
import { setProxyModes } from '../../tests/fixtures/proxy.mjs';
import { startFixtureServer } from '../../tests/fixtures/server.mjs';
import { buildPhotoSite, readTestBuild } from '../../scripts/build-test.mjs';
import { cliOptions } from '../../scripts/lib/args.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values: options } = cliOptions({
  usage: 'npm run bench -- pictures [options]',
  about: "Picture bytes of a phone's first view of a category page with 15 photo stories (Lighthouse's mobile emulation, heavy feeds, publisher-size photos).",
  options: {
    page: { type: 'string', default: '/technology', help: 'the page' },
    'no-snapshot': { type: 'boolean', help: 'a build without the feed snapshot (stories from the feeds in the browser)' },
    originals: { type: 'boolean', help: 'the image resizer off: pictures as publishers send them' },
    'no-build': { type: 'boolean', help: 'reuse the build when present' },
    budget: { type: 'number', default: 250, help: 'KB of pictures allowed' },
  },
});

/** Lighthouse's mobile emulation (its `screenEmulation.mobile` and `emulatedUserAgent`). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

const dist = `dist-photos-bench${options.originals ? '-originals' : ''}${options.noSnapshot ? '-live' : ''}`;
const fixtures = await startFixtureServer({ port: FIXTURE_PORT });
setProxyModes(['heavy', 'heavy', 'heavy', 'heavy']);
let nginx = null;
let previewServer = null;
const records = [];
/** Filled in by the run. */
let stories;
let placed;
try {
  if (!options.noBuild || !readTestBuild(dist)) await buildPhotoSite({ dist, resize: !options.originals, env: options.noSnapshot ? { FEED_SNAPSHOT: '' } : {} });
  if (!existsSync(join(root, dist, 'index.html'))) throw new Error(`${dist}/ holds no build`);
  try {
    const { startNginx } = await import('../../tests/fixtures/nginx.mjs');
    nginx = await startNginx({ root: dist, port: NGINX_PORT });
  } catch (error) {
    console.warn(`[picture-bytes] nginx unavailable (${String(error.message).split('\n')[0]}); vite preview instead`);
    const { preview } = await import('vite');
    previewServer = await preview({ configFile: false, logLevel: 'error', build: { outDir: join(root, dist) }, preview: { host: '127.0.0.1', port: NGINX_PORT, strictPort: true } });
  }
  const origin = `http://127.0.0.1:${NGINX_PORT}`;
  const measured = await phoneRun(origin);
  records.push(...measured.records);
  stories = measured.stories;
  placed = measured.placed;
} finally {
  await nginx?.stop();
  await previewServer?.close();
  await fixtures.close();
}

const pictures = records.filter((r) => !r.url.endsWith('.svg'));
const total = pictures.reduce((sum, r) => sum + r.bytes, 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(`[picture-bytes] ${options.page}, ${dist}/ on ${nginx ? 'nginx (deploy/nginx.conf)' : 'vite preview'}, Lighthouse's phone (412x823 at 1.75x, first screen 0-823 px), ${stories} stories`);
for (const r of pictures) {
  const at = placed.find((p) => p.src === r.url);
  const asked = new URL(r.url).searchParams.get('w');
  console.log(`  ${kb(r.bytes).padStart(9)}  ${asked ? `w=${asked}`.padEnd(7) : 'original'} ${at ? `shown ${at.shown} px wide at y=${at.top}` : '(not shown)'}`);
}
console.log(`  ${pictures.length} pictures, ${kb(total)} (budget ${options.budget} KB)`);
if (stories !== null && stories < 15) console.warn(`[picture-bytes] only ${stories} stories on ${options.page}: the page is not full`);
process.exitCode = total > options.budget * 1000 ? 1 : 0;

/** The phone run in the suite's Chromium (see above): the pictures, the stories, where each picture is. */
async function phoneRun(origin) {
  const photo = await photoJpeg();
  const records = [];
  const browser = await chromium.launch({ executablePath: suiteBrowserPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    // Nothing leaves the machine: a publisher's picture is the publisher-size photo, anything else
    // from another site (embeds) is refused.
    await context.route(/^https?:\/\//, (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith(FIXTURE_ORIGIN)) return route.continue();
      if (route.request().resourceType() === 'image') return route.fulfill({ status: 200, contentType: 'image/jpeg', body: photo });
      return route.abort('blockedbyclient');
    });
    let lastPicture = Date.now();
    context.on('request', (request) => {
      if (request.resourceType() === 'image') lastPicture = Date.now();
    });
    context.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'image') return;
      const sizes = await request.sizes().catch(() => null);
      // A fulfilled route reports no body size: it is the whole photo.
      const routed = !request.url().startsWith(origin) && !request.url().startsWith(FIXTURE_ORIGIN);
      records.push({ url: request.url(), bytes: routed ? photo.length : (sizes?.responseBodySize ?? 0) });
    });
    const page = await context.newPage();
    await page.goto(`${origin}${options.page}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => document.querySelectorAll('main article').length >= 15, undefined, { timeout: 30_000 }).catch(() => {});
    const started = Date.now();
    while (Date.now() - lastPicture < 2000 && Date.now() - started < 30_000) await page.waitForTimeout(250);
    const stories = await page.locator('main article').count();
    const placed = await page.evaluate(() =>
      [...document.querySelectorAll('main article img')].map((img) => ({ src: img.currentSrc, top: Math.round(img.getBoundingClientRect().top + scrollY), shown: Math.round(img.getBoundingClientRect().width * devicePixelRatio) })),
    );
    await context.close();
    return { records, stories, placed };
  } finally {
    await browser.close();
  }
}

