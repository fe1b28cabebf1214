import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { e2eDistPath, OFFLINE_PREVIEW_PORT } from '../fixtures/ports.mjs';
import { expect, test } from './fixtures';

/**
 * Offline reading with the site's service worker (src/sw/sw.ts): pages visited once online load
 * offline with their text and saved stories (labelled with their age), a page never visited shows
 * its offline state, nothing throws; a new deploy reaches an online reader on the next navigation;
 * the site is installable. Served by its own `vite preview` of a copy of the test build, so the
 * "deploy" test can change it.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

let site: string;
let server: PreviewServer;
let origin: string;

test.beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'civic-offline-'));
  cpSync(e2eDistPath(), site, { recursive: true });
  server = await preview({ logLevel: 'error', build: { outDir: site }, preview: { host: '127.0.0.1', port: OFFLINE_PREVIEW_PORT, strictPort: true } });
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

const READING = ['/', '/technology', '/faq', '/blog/fixture-post-1'] as const;

test('after one online visit, home, a category, the FAQ and a blog post load offline with their text and saved stories', async ({ page, context }) => {
  await installWorker(page);
  const headings = new Map<string, string>();
  for (const path of READING) {
    await page.goto(`${origin}${path}`);
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    if (path === '/' || path === '/technology') await expect(page.locator('article').first()).toBeVisible({ timeout: 15_000 });
    headings.set(path, (await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
  }

  await context.setOffline(true);
  for (const path of READING) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(headings.get(path)!);
    await expect(page.getByTestId('offline-banner'), path).toBeVisible();
    if (path === '/' || path === '/technology') {
      await expect(page.locator('article').first(), path).toBeVisible();
      await expect(page.getByTestId('saved-age').first(), path).toHaveText(/^Saved (just now|\d+ minutes? ago) — you are offline$/);
    }
  }
  await page.goto(`${origin}/faq`);
  await expect(page.locator('[data-faq-item]').first()).toBeVisible();
  await page.goto(`${origin}/blog/fixture-post-1`);
  await expect(page.locator('article p').first()).toBeVisible();
});

test('offline, a page never visited shows the app with its offline state, not the browser\'s error page', async ({ page, context }) => {
  await installWorker(page);
  // No stories saved on this device either (home's visit saved every category's).
  await page.evaluate(() => localStorage.clear());
  await context.setOffline(true);
  await page.goto(`${origin}/politics`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByText(/You are offline and this device has no saved .* stories yet/)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
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
