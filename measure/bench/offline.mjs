#!/usr/bin/env node
/**
 * What the service worker costs a new reader (`npm run bench -- offline`): a cold first visit
 * to a page of the test build (dist-e2e/, built when missing; `--dist` names another), served by
 * nginx with deploy/nginx.conf (gzip and cache headers as in production; `vite preview` when nginx
 * is missing), its feeds and blog from the fixture server, in the suite's Chromium at a 390 px phone
 * size. Every request is recorded with the bytes it took on the wire (headers and encoded body; an
 * answer from the browser's cache counts 0) and sorted into:
 *
 * - the visit: what the page asked for until the worker controls it;
 * - the worker: its script (/sw.js) and every request the worker made itself, until it has been
 *   quiet for 2 s after keeping the page (at most 30 s);
 * - the page after that (its own lazy loads, pictures, feeds), for reference.
 *
 * Run twice: as a reader (`--save-data` sends Save-Data and reports navigator.connection.saveData)
 * and not. Prints a table; exits 1 when the worker's extra bytes exceed `--budget` KB (default 100),
 * or, with --save-data, when the worker fetched anything at all.
 *
 *   npm run bench -- offline [--page /] [--dist dist-e2e] [--save-data] [--budget 100]
 */
import { existsSync } from 'node:fs';
import { get } from 'node:http';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { suiteLaunchOptions } from '../../tests/chromium-path.mjs';
import { E2E_DIST, FIXTURE_PORT, NGINX_PORT } from '../../tests/fixtures/ports.mjs';
import { startFixtureServer } from '../../tests/fixtures/server.mjs';
import { buildTestSite } from '../../scripts/build-test.mjs';
import { cliOptions } from '../../scripts/lib/args.mjs';

const root = resolve(import.meta.dirname, '../..');
const { values: options } = cliOptions({
  usage: 'npm run bench -- offline [options]',
  about: 'Bytes a cold first visit costs, and what the service worker fetches beyond it, on nginx in a phone-size Chromium.',
  options: {
    page: { type: 'string', default: '/', help: 'the page visited first' },
    dist: { type: 'string', default: E2E_DIST, help: 'the build to serve (a test build)' },
    'save-data': { type: 'boolean', help: 'a reader who asked to save data (Save-Data, navigator.connection.saveData)' },
    budget: { type: 'number', default: 100, help: "KB on the wire the worker may fetch beyond the visit" },
  },
});

if (options.dist === E2E_DIST) await buildTestSite({ ifMissing: true });
if (!existsSync(resolve(root, options.dist, 'sw.js'))) throw new Error(`${options.dist}/sw.js is missing: build first`);

const fixtures = await startFixtureServer({ port: FIXTURE_PORT });
let nginx = null;
let previewServer = null;
try {
  const { startNginx } = await import('../../tests/fixtures/nginx.mjs');
  nginx = await startNginx({ root: options.dist, port: NGINX_PORT });
} catch (error) {
  console.warn(`[offline-bytes] nginx unavailable (${String(error.message).split('\n')[0]}); vite preview instead (no gzip: the figures are raw)`);
  const { preview } = await import('vite');
  previewServer = await preview({ configFile: false, logLevel: 'error', build: { outDir: resolve(root, options.dist) }, preview: { host: '127.0.0.1', port: NGINX_PORT, strictPort: true } });
}
const origin = `http://127.0.0.1:${NGINX_PORT}`;
const browser = await chromium.launch(suiteLaunchOptions());

/** Bytes of headers and body `url` takes on the wire, asked for as a browser does (gzip accepted). */
function wireSize(url) {
  return new Promise((done, fail) => {
    get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (response) => {
      let bytes = Object.entries(response.headers).reduce((total, [name, value]) => total + name.length + String(value).length + 4, 20);
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => done(bytes));
    }).on('error', fail);
  });
}

/** One request: who made it, where to, and its bytes on the wire. */
const records = [];
let phase = 'visit';
let lastWorkerRequest = Date.now();

try {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: options.saveData ? { 'Save-Data': 'on' } : {},
  });
  if (options.saveData) await context.addInitScript(() => Object.defineProperty(Object.getPrototypeOf(navigator.connection), 'saveData', { get: () => true }));
  context.on('requestfinished', async (request) => {
    const byWorker = request.serviceWorker() !== null;
    if (byWorker) lastWorkerRequest = Date.now();
    const at = phase;
    const sizes = await request.sizes().catch(() => null);
    const response = await request.response().catch(() => null);
    // An answer from the browser's cache reports no bytes received.
    const wire = sizes ? sizes.responseHeadersSize + sizes.responseBodySize : 0;
    const path = request.url().startsWith(origin) ? request.url().slice(origin.length) : request.url();
    records.push({ who: byWorker || path === '/sw.js' ? 'worker' : at === 'visit' ? 'visit' : 'page after', path, wire, status: response?.status() ?? 0 });
  });
  const page = await context.newPage();
  await page.goto(`${origin}${options.page}`, { waitUntil: 'load' });
  // The worker registers once the page is idle; with Save-Data it never does.
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    .then(() => true)
    .catch(() => false);
  phase = 'after';
  if (controlled) {
    // Until the worker has kept the page (a worker that keeps only what passes through it never
    // does: 30 s), then until it has been quiet for 2 s.
    await page.waitForFunction(
      async (path) => {
        for (const name of await caches.keys()) if (name.startsWith('civic-ledger-pages-') && (await (await caches.open(name)).match(new URL(path, location.href).href))) return true;
        return false;
      },
      options.page,
      { timeout: 30_000, polling: 250 },
    ).catch(() => console.warn(`[offline-bytes] the worker did not keep ${options.page} within 30 s`));
    const started = Date.now();
    while (Date.now() - lastWorkerRequest < 2000 && Date.now() - started < 30_000) await page.waitForTimeout(250);
  }
  await context.close();
  // The browser reports the worker's own script without its body: counted here as the server sends
  // it (gzip when it compresses), with its headers.
  const script = records.find((r) => r.path === '/sw.js');
  if (script) script.wire = await wireSize(`${origin}/sw.js`);
} finally {
  await browser.close();
  await nginx?.stop();
  await previewServer?.close();
  await fixtures.close();
}

const sum = (who) => records.filter((r) => r.who === who).reduce((total, r) => total + r.wire, 0);
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const worker = records.filter((r) => r.who === 'worker');
console.log(`[offline-bytes] ${options.page} on ${nginx ? 'nginx (deploy/nginx.conf)' : 'vite preview'}, ${options.dist}/, 390 px phone${options.saveData ? ', Save-Data' : ''}`);
console.log(`  the visit (until the worker controls the page): ${records.filter((r) => r.who === 'visit').length} requests, ${kb(sum('visit'))} on the wire`);
console.log(`  the service worker beyond it: ${worker.length} requests, ${kb(sum('worker'))} on the wire`);
for (const r of worker) console.log(`    ${r.status} ${kb(r.wire).padStart(9)}  ${r.path}`);
console.log(`  the page after (its own loads): ${records.filter((r) => r.who === 'page after').length} requests, ${kb(sum('page after'))}`);
const over = options.saveData ? worker.length > 0 : sum('worker') > options.budget * 1000;
if (over) console.error(`[offline-bytes] over budget: ${options.saveData ? 'the worker fetched with Save-Data on' : `${kb(sum('worker'))} > ${options.budget} KB`}`);
process.exitCode = over ? 1 : 0;
