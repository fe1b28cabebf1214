import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ConsoleMessage, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { site } from '../../src/config/site';
import { PREVIEW_PORT, SNAPSHOT_PREVIEW_PORT, workerFixturePort } from '../fixtures/ports.mjs';
import { startFixtureServer } from '../fixtures/server.mjs';
import { test as base, expect } from '../page-errors';

export interface ConsoleEntry {
  readonly type: string;
  readonly text: string;
}

export interface FixtureControl {
  /** POSTs to the worker's fixture server: `{ proxies: [...], blog: 'fail', reset: true }`. */
  control: (body: Record<string, unknown>) => Promise<void>;
  /** Requests the worker's fixture server has seen since the last reset. */
  log: () => Promise<Array<{ path: string; search: string }>>;
}

/** How long `page.goto` waits for the app to take the served page over (see `waitForApp`). */
const APP_READY_TIMEOUT_MS = 15_000;

/**
 * Shared browser-test fixtures, on top of tests/page-errors.ts (every uncaught page error fails
 * the test unless the test declares it with `expectPageErrors`):
 * - no request leaves the machine: the browser context's HTTP proxy (this worker's fixture server,
 *   below) refuses every origin that is not on 127.0.0.1/localhost. A test that asks for
 *   `blockedRequests` also has those requests aborted in the page and listed (for "nothing was asked
 *   of YouTube"); only those tests pay for intercepting every request (a page load takes about
 *   100 ms longer with it);
 * - console messages are collected (`consoleEntries`);
 * - each Playwright worker has a fixture server of its own (`fixtureOrigin`), reset before each
 *   test; `fixtures.control` changes its modes, `fixtures.log` reads what it saw. The browser
 *   context uses that server as its HTTP proxy, so the page's requests to the FIXTURE_ORIGIN baked
 *   into the build (feeds, blog service, embeds; from the page, its frames and its workers) reach
 *   this worker's server, and tests running in other workers never see its modes.
 *   Requests to the preview servers go direct. See docs/testing.md.
 */
export const test = base.extend<
  {
    consoleEntries: ConsoleEntry[];
    blockedRequests: string[];
    /** Origin of this worker's fixture server, for specs that call it with `request`. */
    fixtureOrigin: string;
    fixtures: FixtureControl;
    /**
     * After `page.goto`, wait until the app has taken the served page over (`html[data-app-ready]`),
     * so a test's first click is not lost on a not-yet-hydrated control; a page that never gets
     * there fails the test. Off for tests that look at the served page before or without its scripts.
     */
    waitForApp: boolean;
  },
  { workerFixtureServer: { origin: string } }
>({
  workerFixtureServer: [
    async ({}, use, workerInfo) => {
      const server = await startFixtureServer({ port: workerFixturePort(workerInfo.parallelIndex) });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  fixtureOrigin: async ({ workerFixtureServer }, use) => {
    await use(workerFixtureServer.origin);
  },
  // Every page of the test reaches the fixture service through this worker's server.
  proxy: async ({ workerFixtureServer }, use) => {
    await use(contextProxy(workerFixtureServer.origin));
  },
  blockedRequests: async ({ page }, use) => {
    const blocked: string[] = [];
    await page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/).*/, async (route) => {
      const url = route.request().url();
      if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      blocked.push(url);
      await route.abort('blockedbyclient');
    });
    await use(blocked);
  },
  consoleEntries: async ({}, use) => {
    await use([]);
  },
  fixtures: async ({ request, fixtureOrigin }, use) => {
    const control = async (body: Record<string, unknown>) => {
      const response = await request.post(`${fixtureOrigin}/__control`, { data: body });
      expect(response.ok()).toBeTruthy();
    };
    await control({ reset: true });
    await use({
      control,
      log: async () => (await (await request.get(`${fixtureOrigin}/__log`)).json()) as Array<{ path: string; search: string }>,
    });
  },
  waitForApp: [true, { option: true }],
  page: async ({ page, consoleEntries, fixtures: _fixtures, waitForApp, javaScriptEnabled }, use) => {
    collectConsole(page, consoleEntries);
    if (waitForApp && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        try {
          await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'), undefined, { timeout: APP_READY_TIMEOUT_MS });
        } catch (error) {
          throw new Error(
            `page.goto(${url}): the app did not take the page over within ${APP_READY_TIMEOUT_MS} ms (html[data-app-ready] never set on ${page.url()}). ` +
              `A test of the served page before or without its scripts sets test.use({ waitForApp: false }).`,
            { cause: error },
          );
        }
        return response;
      };
    }
    await use(page);
  },
});

export { expect };

/** Collects the page's console messages into `entries` (the `consoleEntries` fixture); returns how to stop. */
export function collectConsole(page: Page, entries: ConsoleEntry[]): () => void {
  const listener = (message: ConsoleMessage) => entries.push({ type: message.type(), text: message.text() });
  page.on('console', listener);
  return () => page.off('console', listener);
}

/**
 * The HTTP proxy of every browser context: the worker's fixture server, which answers the fixture
 * origin, forwards to other loopback servers and refuses the rest. The preview servers go direct.
 * A spec that opens a context of its own (`browser.newContext`) passes `{ proxy: contextProxy(…) }`.
 */
export function contextProxy(fixtureServerOrigin: string) {
  return { server: fixtureServerOrigin, bypass: [PREVIEW_PORT, SNAPSHOT_PREVIEW_PORT].map((port) => `127.0.0.1:${port},localhost:${port}`).join(',') };
}

export const WIDTHS = { desktop: { width: 1280, height: 900 }, mobile: { width: 375, height: 800 } } as const;

/**
 * The axe rules whose answer depends on the colours drawn. The theme changes colours only (the
 * same markup, other classes), so a second theme is checked with these after the first theme's
 * full run over the same page: the result is the same, in a fraction of the time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's browser build, put into the page under test by axeViolations. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe (WCAG 2.x A/AA and best practices) on the page's document and returns the violations,
 * for `expect(...).toEqual([])`. `colours: true` runs only the colour rules: for the second theme
 * of a page whose first theme ran every rule. `exclude`: CSS selectors axe leaves out.
 *
 * axe-core runs in the page itself. Every frame on the site is a third party's embed (YouTube, the
 * events wall, partner documents; in tests, blocked or a fixture stand-in), so axe checks the
 * <iframe> elements in our markup (their titles, focus) and not the documents inside them. That
 * also spares the per-run cost of @axe-core/playwright's frame machinery (a blank page opened per
 * run to merge the frames' results): 0.6 s against 3.6 s for /faq on a 2-core machine.
 */
export async function axeViolations(page: Page, { exclude = [] as string[], colours = false } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: colours ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: AXE_TAGS },
    resultTypes: ['violations'],
    iframes: false,
  };
  const results = await page.evaluate(
    ({ options, exclude }) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } };
      return axe.run(exclude.length > 0 ? { include: [document], exclude } : document, options);
    },
    { options, exclude },
  );
  return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

/**
 * axe on the page as it is now, in both themes, in one visit: every rule in the light theme; then
 * the header's theme control switches to dark, the way a reader does it, and the colour rules run
 * again (the same markup in other colours); then back to light, so the test goes on as it was.
 * The page must be in the light theme (`useTheme(page, 'light')`). Returns both lists of
 * violations, for `expect(...).toEqual({ light: [], dark: [] })`.
 */
export async function axeInBothThemes(page: Page, { exclude = [] as string[] } = {}) {
  const html = page.locator('html');
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await settled(page);
  const light = await axeViolations(page, { exclude });
  await theme.selectOption('dark');
  await expect(html).toHaveClass(/\bdark\b/);
  await settled(page);
  const dark = await axeViolations(page, { exclude, colours: true });
  await theme.selectOption('light');
  await expect(html).not.toHaveClass(/\bdark\b/);
  return { light, dark };
}

/**
 * Waits until no CSS transition or animation is running (axe reads colours as they are drawn). A
 * section in `content-visibility: auto` far below the view gets its style only when read, so every
 * element's colour is read first: a theme's transitions there start now, not while axe reads them.
 */
export async function settled(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('body *')) void getComputedStyle(element).color;
  });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** A title ending in the site's name, one non-empty keywords meta tag and a description: every page in every state. */
export async function expectTitleAndKeywords(page: Page, label: string) {
  await expect(page, label).toHaveTitle(new RegExp(` \\| ${site.name}$`));
  const keywords = page.locator('head meta[name="keywords"]');
  await expect(keywords, label).toHaveCount(1);
  expect((await keywords.getAttribute('content'))?.trim(), label).toBeTruthy();
  expect((await page.locator('head meta[name="description"]').getAttribute('content'))?.trim(), label).toBeTruthy();
}

/** Sets the remembered theme before any page script runs (in the page, not in its frames: a sandboxed third-party frame has no storage). */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((t) => {
    if (window === window.top) window.localStorage.setItem('theme', t);
  }, theme);
}

/** Reads every ld+json block back with JSON.parse. */
export async function readJsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t) as Record<string, unknown>);
}

/**
 * Opens `path` as the app's own view: loads a served page, waits until the app has taken it over
 * (before that, the router is not listening and a history change would race the hydration), then
 * navigates in the app. For paths the server answers with a file of its own (/feed, /rss.xml) or
 * states only in-app navigation reaches (a post still loading).
 */
export async function openInApp(page: Page, path: string) {
  await page.goto('/privacy');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await navigateInApp(page, path);
}

/** In an app that has taken its page over, goes to `path` the way the router sees a reader's click. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Holds every request matching `pattern` until the returned function is called, so a test can see
 * a page's loading state; the requests then go on to the server as usual.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
