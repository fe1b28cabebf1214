import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { categories } from '../../src/config/categories';

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

/** Collects layout shifts (CLS contributions without recent input) from the start of the page. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: unknown[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        w.__shifts.push({ value: entry.value, nodes: (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
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
