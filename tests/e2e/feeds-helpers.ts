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
