import { routeTable } from '../../src/app/route-table';

/**
 * Concrete URLs for every route of src/app/route-table.ts, for suites that
 * walk the whole site (a11y, nginx deep links, prerendered heads). Dynamic
 * segments get a value the fixture server or the bundled content knows.
 */
const PARAM_SAMPLES: Record<string, string> = {
  slug: 'fixture-post-1',
  region: 'upper-peninsula',
};

/** Per-pattern samples where the generic one does not fit (e.g. sample articles of a section). */
const PATTERN_SAMPLES: Record<string, string> = await (async () => {
  // The editorial feature's sample sections (/state-news/:slug, …), when it is part of this build.
  const modulePath = '../../src/content/sample-articles.ts';
  try {
    const { sampleSections } = (await import(modulePath)) as { sampleSections: ReadonlyArray<{ slug: string; stories: ReadonlyArray<{ path: string }> }> };
    return Object.fromEntries(sampleSections.flatMap((section) => (section.stories[0] ? [[`/${section.slug}/:slug`, section.stories[0].path]] : [])));
  } catch {
    return {};
  }
})();

/** Paths that servers answer with a file of their own (the RSS feed); the app only shows them after client-side navigation. */
export const SERVER_PATHS: ReadonlySet<string> = new Set(['/rss.xml', '/feed']);

export function samplePath(pattern: string): string {
  const special = PATTERN_SAMPLES[pattern];
  if (special) return special;
  return pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1).replace(/\?$/, '');
      const value = PARAM_SAMPLES[name];
      if (!value) throw new Error(`No sample value for route parameter :${name} in ${pattern}; add one to tests/e2e/route-samples.ts`);
      return value;
    })
    .join('/');
}

export interface RouteVisit {
  readonly pattern: string;
  readonly path: string;
  /** Reach it with client-side navigation (the server answers the path with a file). */
  readonly clientSide: boolean;
}

/** Every route of the table as a URL to visit (search gets a query). */
export function everyRoute(): RouteVisit[] {
  return routeTable
    .filter((r) => r.path !== '*')
    .map((r) => ({
      pattern: r.path,
      path: r.path === '/search' ? '/search?q=michigan' : samplePath(r.path),
      clientSide: SERVER_PATHS.has(r.path),
    }));
}

/** Routes without parameters that should have a prerendered HTML file (not /404, /search or the feed). */
export function staticRoutePaths(): string[] {
  return routeTable.map((r) => r.path).filter((p) => !p.includes(':') && p !== '*' && p !== '/404' && p !== '/search' && !SERVER_PATHS.has(p));
}
