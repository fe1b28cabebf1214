import { routeTable } from '../../src/app/route-table';

/**
 * Concrete URLs for every route of src/app/route-table.ts, for suites that
 * walk the whole site (a11y, nginx deep links, prerendered heads). Dynamic
 * segments get a value the fixture server knows.
 */
const PARAM_SAMPLES: Record<string, string> = {
  slug: 'fixture-post-1',
  category: 'technology',
  id: '1',
};

export function samplePath(pattern: string): string {
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

/** Every route of the table as a URL to visit (search gets a query). */
export function everyRoutePath(): string[] {
  return routeTable
    .filter((r) => r.path !== '*')
    .map((r) => (r.path === '/search' ? '/search?q=michigan' : samplePath(r.path)));
}

/** Routes without parameters: each should have a prerendered HTML file (except /404 and /search). */
export function staticRoutePaths(): string[] {
  return routeTable.map((r) => r.path).filter((p) => !p.includes(':') && p !== '*' && p !== '/404' && p !== '/search');
}
