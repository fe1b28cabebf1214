import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';
import { categories } from '../../src/config/categories';
import { expect } from '../page-errors';

export interface LogEntry {
  readonly method?: string;
  readonly path: string;
  readonly search: string;
  readonly at?: number;
}

/** Feed URLs requested through the fixture proxies (one per try). */
export function proxiedFeeds(log: readonly LogEntry[]): Array<{ proxy: number; feed: string; at: number }> {
  return log
    .filter((e) => e.path.startsWith('/proxy/'))
    .map((e) => ({ proxy: Number(e.path.split('/')[2]), feed: new URLSearchParams(e.search).get('url') ?? '', at: e.at ?? 0 }));
}

export function categoryOfFeed(feed: string): string | undefined {
  return categories.find((c) => c.feeds.includes(feed))?.slug;
}

export function fixtureFile(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../fixtures/feeds/${name}`, import.meta.url)), 'utf8');
}

/** Article cards in the main content. */
export const cards = (page: Page) => page.locator('main article');

/**
 * Collects layout shifts (CLS contributions without recent input) from the start of the page.
 * Read them with `layoutShifts(page)`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: unknown[]; __shiftObserver: PerformanceObserver };
    w.__cls = 0;
    w.__shifts = [];
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node))) });
      }
    };
    w.__shiftObserver = new PerformanceObserver((list) => add(list.getEntries()));
    w.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { __takeShifts: () => void }).__takeShifts = () => add(w.__shiftObserver.takeRecords());
  });
}

/**
 * The layout shifts of the page so far (see recordLayoutShifts), once what is on screen is drawn:
 * the page's fonts have loaded, every picture in view has arrived (or failed), and two frames have
 * been drawn since, so every shift they caused has been reported.
 */
export async function layoutShifts(page: Page): Promise<{ cls: number; shifts: unknown[] }> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const box = img.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
      return !inView || img.complete;
    }),
  );
  return page.evaluate(
    () =>
      new Promise<{ cls: number; shifts: unknown[] }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as { __cls: number; __shifts: unknown[]; __takeShifts: () => void };
            w.__takeShifts();
            resolve({ cls: w.__cls, shifts: w.__shifts });
          }),
        ),
      ),
  );
}

/** Counts the page's requests to the fixture proxies (its feed worker's too) that have not ended yet. */
export function watchProxyRequests(page: Page): { inFlight: () => number } {
  const running = new Set<Request>();
  const isProxy = (request: Request) => /\/proxy\/\d/.test(new URL(request.url()).pathname);
  page.on('request', (request) => {
    if (isProxy(request)) running.add(request);
  });
  page.on('requestfinished', (request) => running.delete(request));
  page.on('requestfailed', (request) => running.delete(request));
  return { inFlight: () => running.size };
}

/**
 * A point after which any feed request the page had started is in the fixture server's log: the
 * app opens `probe` (a category whose stories are not in the browser's cache: its saved copy is
 * dropped first) the way a reader's click does, through the same feed client, and the log is read
 * once every feed of that category has been asked for. Returns the proxied feeds of the log that
 * are not the probe's, for "nothing was refetched" checks.
 */
export async function feedRequestsBeforeProbe(page: Page, log: () => Promise<LogEntry[]>, probe = 'health') {
  const probeFeeds = categories.find((c) => c.slug === probe)?.feeds ?? [];
  if (probeFeeds.length === 0) throw new Error(`no category ${probe} with feeds`);
  await page.evaluate((slug) => window.localStorage.removeItem(`mcl:feeds:v1:${slug}`), probe);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/${probe}`);
  let tries: ReturnType<typeof proxiedFeeds> = [];
  await expect
    .poll(
      async () => {
        tries = proxiedFeeds(await log());
        return probeFeeds.every((feed) => tries.some((t) => t.feed === feed));
      },
      { message: `every feed of /${probe} asked for` },
    )
    .toBe(true);
  return tries.filter((t) => !probeFeeds.includes(t.feed));
}

const FEED_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/xml; charset=utf-8' };

/** Answers every fixture-proxy request with `body(feedUrl)` (null → the fixture server answers as usual). Works for requests from the feed worker too. */
export async function routeFeeds(page: Page, body: (feedUrl: string) => string | null) {
  await page.route(/\/proxy\/\d/, async (route) => {
    const feedUrl = new URL(route.request().url()).searchParams.get('url') ?? '';
    const answer = body(feedUrl);
    if (answer === null) return route.continue();
    return route.fulfill({ status: 200, headers: FEED_HEADERS, body: answer });
  });
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small RSS 2.0 feed of `items` (title, ISO date), in the order given. */
export function rssFeed(name: string, items: ReadonlyArray<{ title: string; date?: string; description?: string }>, extra = ''): string {
  const body = items
    .map((it, i) => `<item><title>${escapeXml(it.title)}</title><link>https://${name}.example.org/${i + 1}</link>${it.date ? `<pubDate>${new Date(it.date).toUTCString()}</pubDate>` : ''}${it.description ? `<description>${it.description}</description>` : ''}</item>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${escapeXml(name)}</title><link>https://${name}.example.org/</link>${extra}${body}</channel></rss>`;
}

/**
 * Records main-thread long tasks (Long Tasks API) from the start of the page, and when the app
 * finished taking the page over (`html[data-app-ready]`), so a test can tell the page's own start-up
 * (HTML parse, first layout, hydration: slower on a loaded machine) from what happens afterwards.
 * While recording, wait with `locator.waitFor()`: a polling `expect` that has not matched yet runs an
 * accessibility snapshot of the whole page in the page's main thread on each poll (Playwright 1.65),
 * a long task of the test's own on a large page.
 */
export async function recordLongTasks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __tasks: Array<[number, number]>; __readyAt: number };
    w.__tasks = [];
    w.__readyAt = Infinity;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-app-ready')) return;
      w.__readyAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
  });
}

/** The longest task recorded since the page started, or only of those that started once the app was ready. */
export const longestTask = (page: Page, { afterReady = false } = {}) =>
  page.evaluate((afterReady) => {
    const w = window as unknown as { __tasks: Array<[number, number]>; __readyAt: number };
    if (afterReady && w.__readyAt === Infinity) throw new Error('the app never marked the page ready (html[data-app-ready])');
    return Math.max(0, ...w.__tasks.filter(([start]) => !afterReady || start >= w.__readyAt).map(([, duration]) => duration));
  }, afterReady);
