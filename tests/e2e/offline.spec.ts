import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { preview, type Plugin, type PreviewServer } from 'vite';
import { e2eDistPath, OFFLINE_PREVIEW_PORT } from '../fixtures/ports.mjs';
import { axeViolations, expect, test } from './fixtures';

/**
 * Offline reading with the site's service worker (src/sw/sw.ts): pages visited once online load
 * offline with their text and saved stories (labelled with their age), the page the worker was
 * installed from included; a page never visited shows the offline page with links to the saved
 * ones, nothing throws; the worker fetches only what the visit used, and nothing at all for a
 * reader who asked to save data; a new deploy reaches an online reader on the next navigation; the
 * site is installable. Served by its own `vite preview` of a copy of the test build (which logs the
 * paths it is asked for), so the "deploy" test can change it.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

let site: string;
let server: PreviewServer;
let origin: string;
/** Paths (with their query) the site server was asked for, in order. */
const asked: string[] = [];
const logRequests: Plugin = {
  name: 'log-requests',
  configurePreviewServer(preview) {
    preview.middlewares.use((req, _res, next) => {
      asked.push(req.url ?? '');
      next();
    });
  },
};

test.beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'civic-offline-'));
  cpSync(e2eDistPath(), site, { recursive: true });
  server = await preview({ configFile: false, logLevel: 'error', plugins: [logRequests], build: { outDir: site }, preview: { host: '127.0.0.1', port: OFFLINE_PREVIEW_PORT, strictPort: true } });
  origin = `http://127.0.0.1:${OFFLINE_PREVIEW_PORT}`;
});

test.afterAll(async () => {
  await server?.close();
  rmSync(site, { recursive: true, force: true });
});

/** Opens `/` and waits until the worker controls the page (its first visit installs it). */
async function installWorker(page: Page) {
  await page.goto(`${origin}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

const READING = ['/', '/technology', '/local-news/upper-peninsula', '/faq', '/blog/fixture-post-1'] as const;
/** The pages of READING that show live stories. */
const WITH_STORIES = new Set<string>(['/', '/technology', '/local-news/upper-peninsula']);

test('after one online visit, home, a category, a region, the FAQ and a blog post load offline with their text and saved stories', async ({ page, context }) => {
  await installWorker(page);
  const headings = new Map<string, string>();
  for (const path of READING) {
    await page.goto(`${origin}${path}`);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    if (WITH_STORIES.has(path)) await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
    headings.set(path, (await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
  }

  await context.setOffline(true);
  for (const path of READING) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(headings.get(path)!);
    await expect(page.getByTestId('offline-banner'), path).toBeVisible();
    if (WITH_STORIES.has(path)) {
      await expect(page.locator('article').first(), path).toBeVisible();
      await expect(page.getByTestId('saved-age').first(), path).toHaveText(/^Saved (just now|\d+ minutes? ago) — you are offline$/);
    }
  }
  await page.goto(`${origin}/faq`);
  await expect(page.locator('[data-faq-item]').first()).toBeVisible();
  await page.goto(`${origin}/blog/fixture-post-1`);
  await expect(page.locator('article p').first()).toBeVisible();
});

/** Resolves once the worker has kept `path` (the page it was installed from names itself). */
async function pageKept(page: Page, path: string) {
  await expect
    .poll(() =>
      page.evaluate(async (wanted) => {
        for (const name of await caches.keys()) {
          if (name.startsWith('civic-ledger-pages-') && (await (await caches.open(name)).match(new URL(wanted, location.href).href))) return true;
        }
        return false;
      }, path),
    )
    .toBe(true);
}

test('the page the worker was installed from is read offline, and its worker fetched only what that visit used', async ({ page, context }) => {
  asked.length = 0;
  await page.goto(`${origin}/technology`);
  await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
  await pageKept(page, '/technology');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  // Everything the site was asked for: the visit's own files, the worker's script, and the page
  // once more (its copy for offline reading, revalidated); no script or page it did not use.
  const visit = new Set(asked.slice(0, asked.indexOf('/sw.js')));
  const extra = asked.slice(asked.indexOf('/sw.js') + 1).filter((path) => !visit.has(path));
  expect(asked).toContain('/sw.js');
  expect(extra).toEqual([]);

  await context.setOffline(true);
  await page.goto(`${origin}/technology`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
});

test('offline, a page never visited shows the offline page with links to the saved pages, which open', async ({ page, context }) => {
  await installWorker(page);
  await page.goto(`${origin}/faq`);
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await pageKept(page, '/');
  await context.setOffline(true);
  await page.goto(`${origin}/politics`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.locator('[data-offline-page]')).toContainText('/politics has not been opened on this device');
  const saved = page.getByRole('list').getByRole('link');
  await expect(saved.filter({ hasText: 'Home' })).toHaveAttribute('href', '/');
  await expect(saved.filter({ hasText: 'Frequently Asked Questions' })).toHaveAttribute('href', '/faq');
  await expect(page).toHaveTitle(/^You are offline/);
  // Accessible in light and dark (it follows the system's colours, having no script to read the site's).
  expect(await axeViolations(page, { colours: true })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page, { colours: true })).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await saved.filter({ hasText: 'Frequently Asked Questions' }).click();
  await expect(page).toHaveURL(`${origin}/faq`);
  await expect(page.locator('[data-faq-item]').first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
});

test('offline, a link inside the app to a kind of page never opened (its code not saved) says so, and loading it again gives the offline page', async ({ page, context }) => {
  await installWorker(page);
  await pageKept(page, '/');
  await context.setOffline(true);
  await page.goto(`${origin}/`);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  // The blog's code was never loaded on this device: the app's own offline message, with a way home.
  await page.locator('header nav a[href="/blog"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be shown');
  await expect(page.getByText(/You seem to be offline/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  // Loaded again (the reader's reload), the worker answers the offline page with the saved pages.
  await page.reload({ waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.getByRole('list').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
});

test.describe('a reader who asked to save data', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('gets no service worker: nothing is fetched after the visit', async ({ page, consoleEntries }) => {
    // Chromium's data saver: what the page reads (navigator.connection.saveData) and sends (Save-Data).
    await page.addInitScript(() => Object.defineProperty(Object.getPrototypeOf((navigator as Navigator & { connection: object }).connection), 'saveData', { get: () => true }));
    asked.length = 0;
    await page.goto(`${origin}/`);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
    // The worker would be registered once the page is idle: the registration ran, and did nothing.
    await expect.poll(() => consoleEntries.some((entry) => entry.text.startsWith('[offline] the reader saves data'))).toBe(true);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(asked).not.toContain('/sw.js');
  });
});

test('a reader on a 2G-class connection gets no service worker either', async ({ page, consoleEntries }) => {
  // What Chromium reports on such a connection (navigator.connection.effectiveType).
  await page.addInitScript(() => Object.defineProperty(Object.getPrototypeOf((navigator as Navigator & { connection: object }).connection), 'effectiveType', { get: () => '2g' }));
  asked.length = 0;
  await page.goto(`${origin}/`);
  await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => consoleEntries.some((entry) => entry.text.startsWith('[offline] the reader saves data'))).toBe(true);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(asked).not.toContain('/sw.js');
});

test('a new deploy reaches an online reader on the next navigation', async ({ page }) => {
  await installWorker(page);
  await page.goto(`${origin}/faq`);
  await expect(page.locator('meta[name="deploy-check"]')).toHaveCount(0);
  // The next deploy: a new faq.html on the server.
  const file = join(site, 'faq.html');
  const before = readFileSync(file, 'utf8');
  writeFileSync(file, before.replace('<head>', '<head><meta name="deploy-check" content="second deploy">'));
  try {
    await page.goto(`${origin}/`);
    await page.goto(`${origin}/faq`);
    await expect(page.locator('meta[name="deploy-check"]')).toHaveAttribute('content', 'second deploy');
  } finally {
    writeFileSync(file, before);
  }
});

test('the site is installable (manifest and service worker)', async ({ page, context }) => {
  await installWorker(page);
  await page.reload();
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
  expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
});
