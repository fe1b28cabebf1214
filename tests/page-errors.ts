import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * The base `test` of every Playwright suite (tests/e2e/fixtures.ts builds on it; the host suite
 * uses it as is): every uncaught error of every page of the test fails the test.
 *
 * An auto fixture listens for `pageerror` on every page of the test's own context, of the contexts
 * its worker keeps open across tests, and of every context the test opens itself
 * (`browser.newContext`, `browser.newPage`), and at teardown fails
 * the test with the errors listed. A test that provokes an error on purpose declares each
 * expected message: `expectPageErrors(/the message/)` in the test body, or
 * `test.use({ expectedPageErrors: [/the message/] })` for a file or group. Each declared pattern
 * must then match at least one error, and every error must match a declared pattern.
 */
export interface PageErrorFixtures {
  /** Patterns of the uncaught errors the tests of a file or group provoke on purpose. */
  expectedPageErrors: RegExp[];
  /** Declares uncaught errors this test provokes on purpose (each pattern must be seen). */
  expectPageErrors: (...patterns: RegExp[]) => void;
  /** The uncaught errors seen so far in this test's pages, and the ones declared (checked at teardown). */
  pageErrors: PageErrorWatch;
}

export interface PageErrorWatch {
  readonly seen: PageError[];
  readonly expected: RegExp[];
}

export interface PageError {
  readonly url: string;
  readonly message: string;
}

export const test = base.extend<PageErrorFixtures>({
  expectedPageErrors: [[], { option: true }],
  pageErrors: [
    async ({ context, browser, expectedPageErrors }, use, testInfo) => {
      const errors: PageError[] = [];
      const expected = [...expectedPageErrors];
      const stop: Array<() => void> = [];
      const pages = new Set<Page>();
      const watchPage = (page: Page) => {
        pages.add(page);
        const listener = (error: Error) => errors.push({ url: page.url(), message: `${error.name}: ${error.message}` });
        page.on('pageerror', listener);
        stop.push(() => page.off('pageerror', listener));
      };
      const watched = new WeakSet<BrowserContext>();
      const watchContext = (ctx: BrowserContext) => {
        if (watched.has(ctx)) return;
        watched.add(ctx);
        ctx.pages().forEach(watchPage);
        ctx.on('page', watchPage);
        stop.push(() => ctx.off('page', watchPage));
      };
      // The test's own context, the contexts its worker opened before it (a page kept for the whole
      // worker), and every context it opens.
      watchContext(context);
      browser.contexts().forEach(watchContext);
      stop.push(watchNewContexts(browser, watchContext));
      try {
        await use({ seen: errors, expected });
        // One round trip to each open page: an error it threw before now has been reported by then.
        await Promise.all([...pages].filter((page) => !page.isClosed()).map((page) => page.evaluate(() => undefined).catch(() => undefined)));
      } finally {
        for (const end of stop) end();
      }
      // A test that failed already reports its own failure: its page errors are attached to it.
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error.message)));
      const unseen = expected.filter((pattern) => !errors.some((error) => pattern.test(error.message)));
      if (unexpected.length === 0 && unseen.length === 0) return;
      const report = [
        ...unexpected.map((error) => `uncaught error on ${error.url}: ${error.message}`),
        ...unseen.map((pattern) => `expected an uncaught error matching ${pattern}, and none came`),
      ].join('\n');
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('page-errors.txt', { body: report, contentType: 'text/plain' });
        return;
      }
      throw new Error(`Page errors:\n${report}`);
    },
    { auto: true },
  ],
  expectPageErrors: async ({ pageErrors }, use) => {
    await use((...patterns) => {
      pageErrors.expected.push(...patterns);
    });
  },
});

/**
 * Makes `browser.newContext` hand every new context to `watch` until the returned function is
 * called (`browser.newPage` opens its context with `newContext`).
 */
function watchNewContexts(browser: Browser, watch: (context: BrowserContext) => void): () => void {
  const newContext = browser.newContext;
  browser.newContext = async (...args) => {
    const context = await newContext.apply(browser, args);
    watch(context);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

export { expect };
