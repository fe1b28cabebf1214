import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { faqEntries } from '../../src/content/faq';
import { env } from '../../src/config/env';
import { picturePrivacy, privacyPolicy, termsOfService } from '../../src/content/legal';
import { sampleSections } from '../../src/content/sample-articles';
import { E2E_BUILD_ENV, e2eDistPath, PREVIEW_ORIGIN } from '../fixtures/ports.mjs';
import { contextProxy, expect, navigateInApp, openInApp, test as base } from './fixtures';
import { staticRoutePaths } from './route-samples';

/**
 * Every page arrives as a page: the build renders each route with the app's own
 * components (src/app/render-page.tsx). For every prerendered URL this checks
 * the served HTML against what the running app shows: one <main>, exactly one
 * non-empty <h1> equal to the live one, and a head (title, description,
 * keywords, robots, canonical, social tags, JSON-LD) equal to the live head.
 * The head is written by each page's Seo component only; nothing restates it.
 */
/**
 * Two pages per worker, reused by every test of the worker (each test resets the worker's fixture
 * server, through `fixtures`):
 * - `crawlerPage`, with JavaScript off: served pages read as a crawler or a link preview reads them;
 * - `appPage`, the running app, opened once: each test navigates in it the way a reader's click does
 *   (history and popstate), and compares what the app shows with what was served. That the app
 *   takes each kind of served page over without drawing it again is every-route.spec.ts's check.
 * Both reach the fixture service through the worker's proxy, like every test page: nothing leaves
 * the machine.
 */
const test = base.extend<object, { crawlerPage: Page; appPage: Page }>({
  crawlerPage: [
    async ({ browser, workerFixtureServer }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: false, proxy: contextProxy(workerFixtureServer.origin) });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  appPage: [
    async ({ browser, workerFixtureServer }, use) => {
      const context = await browser.newContext({ baseURL: PREVIEW_ORIGIN, proxy: contextProxy(workerFixtureServer.origin) });
      const page = await context.newPage();
      await openInApp(page, '/privacy');
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

const sitemap = readFileSync(e2eDistPath('sitemap.xml'), 'utf8');
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
/** Prerendered but not in the sitemap. */
const UNLISTED = ['/404', '/search'];

interface Head {
  readonly title: string | null;
  readonly meta: Record<string, string>;
  readonly canonical: string | null;
  readonly jsonLd: unknown[];
}

/** Reads the head the way a scraper does (from HTML) or the way a reader's browser has it (from the DOM). */
async function headOf(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const meta: Record<string, string> = {};
    for (const element of document.head.querySelectorAll('meta[name], meta[property]')) {
      const key = element.getAttribute('name') ?? element.getAttribute('property') ?? '';
      // Set by index.html and the build, not by the page's Seo: route-chunks and feed-categories
      // are the served page's start-up hints, which a page reached in the app keeps from the page
      // it was opened at.
      if (['viewport', 'theme-color', 'route-chunks', 'feed-categories'].includes(key)) continue;
      meta[key] = meta[key] === undefined ? (element.getAttribute('content') ?? '') : `${meta[key]} | ${element.getAttribute('content') ?? ''}`;
    }
    return {
      title: document.title,
      meta,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? 'null') as unknown),
    };
  });
}

/** Content pages: with JavaScript off a reader gets the heading and every word (checked with each served page). */
const CONTENT_PAGES: ReadonlyArray<{ path: string; texts: readonly string[] }> = [
  { path: '/faq', texts: faqEntries.flatMap((e) => [e.question, e.answer]) },
  {
    path: '/privacy',
    // The paragraph on pictures names the build's resizer: the test build's, not this process's default.
    texts: [privacyPolicy.intro, ...privacyPolicy.sections.flatMap((s) => [s.heading, ...s.paragraphs])].map((text) =>
      text === picturePrivacy(env.imageProxy) ? picturePrivacy(E2E_BUILD_ENV.VITE_IMAGE_PROXY) : text,
    ),
  },
  { path: '/terms', texts: [termsOfService.intro, ...termsOfService.sections.flatMap((s) => [s.heading, ...s.paragraphs])] },
  ...sampleSections.flatMap((section) => [
    { path: `/${section.slug}`, texts: [section.description, ...section.stories.map((s) => s.title)] },
    ...section.stories.map((story) => ({ path: story.path, texts: [story.title, ...story.body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean)] })),
  ]),
  { path: '/partners', texts: [] },
  { path: '/local-events', texts: [] },
  { path: '/article-example', texts: [] },
  { path: '/dunamis-charge-fox2', texts: [] },
  { path: '/blog/michigan-court-gag-order-child-abuse', texts: [] },
  { path: '/blog/michigan-court-case-update', texts: [] },
];

test('the sitemap lists every static route of the route table, and every content page is served', () => {
  for (const path of staticRoutePaths()) expect(sitemapPaths, path).toContain(path);
  // Each content page's words are checked in its served-HTML test below.
  for (const { path } of CONTENT_PAGES) expect([...sitemapPaths, ...UNLISTED], path).toContain(path);
});

for (const path of [...sitemapPaths, ...UNLISTED]) {
  test(`served HTML of ${path} is the page the app shows, head included`, async ({ request, crawlerPage: raw, appPage: app, fixtures: _reset }) => {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    // nginx answers /404 with status 404 (tests/e2e/nginx.spec.ts); the preview server with 200.
    expect(response.ok() || response.status() === 404).toBe(true);
    const html = await response.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The served page with scripts off, as a crawler or a link preview reads it.
    await raw.goto(path);
    await expect(raw.locator('main')).toHaveCount(1);
    await expect(raw.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(raw.getByRole('heading', { level: 1 })).toBeVisible();
    const servedH1 = (await raw.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(servedH1.length).toBeGreaterThan(0);
    const served = await headOf(raw);
    expect(served.title).toMatch(/ \| Michigan Civic Ledger$/);
    // Content pages: every word is in the page without JavaScript, and navigation is real links.
    const content = CONTENT_PAGES.find((c) => c.path === path);
    if (content) {
      // The text in the document, not only what is drawn: parts far below the screen are not drawn
      // until the reader nears them (content-visibility), and innerText leaves them out.
      const body = ((await raw.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
      expect(body.length).toBeGreaterThan(400);
      for (const text of content.texts) expect(body, `${path} shows: ${text.slice(0, 60)}…`).toContain(text.replace(/\s+/g, ' ').trim());
      await expect(raw.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Politics' }).first()).toHaveAttribute('href', '/politics');
    }

    // The running app, navigated to the page: the same heading, and once its data has settled,
    // the same head.
    await navigateInApp(app, path);
    await expect(app.getByRole('heading', { level: 1 })).toHaveText(servedH1);
    await expect(app.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect.poll(() => headOf(app)).toEqual(served);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every FAQ answer is visible, not only present', async ({ page }) => {
    await page.goto('/faq');
    for (const entry of faqEntries.slice(0, 5)) await expect(page.getByText(entry.answer, { exact: true })).toBeVisible();
  });
});
