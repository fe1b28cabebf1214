import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

/**
 * The publication's route table, written out here: the browser suites visit whatever
 * route-table.ts lists, so a route dropped there would leave no test failing without this list.
 */
const PUBLICATION_ROUTES = [
  '/',
  '/local-news',
  '/national-news',
  '/world-news',
  '/politics',
  '/business',
  '/technology',
  '/automotive',
  '/real-estate',
  '/health',
  '/sports',
  '/arts',
  '/food',
  '/lifestyle',
  '/opinion',
  '/archives',
  '/local-events',
  '/state-news',
  '/justice-watch',
  '/cannabis-corner',
  '/blog',
  '/blog/:slug',
  '/blog/michigan-court-gag-order-child-abuse',
  '/blog/michigan-court-case-update',
  '/partners',
  '/faq',
  '/rss.xml',
  '/feed',
  '/dunamis-charge-fox2',
  '/article-example',
  '/privacy',
  '/terms',
  '/404',
];

/** Which entry of the table the router picks for a URL (React Router ranks the routes itself). */
function routeFor(pathname: string): string | undefined {
  const matches = matchRoutes(
    routeTable.map((r) => ({ path: r.path })),
    pathname,
  );
  return matches?.at(-1)?.route.path;
}

describe('the route table', () => {
  it('has every route of the publication, each once', () => {
    const table = routeTable.map((r) => r.path);
    expect(new Set(table).size).toBe(table.length);
    expect(PUBLICATION_ROUTES.filter((path) => !table.includes(path))).toEqual([]);
  });

  it('answers each fixed route with its own entry', () => {
    for (const path of PUBLICATION_ROUTES.filter((p) => !p.includes(':'))) expect(routeFor(path), path).toBe(path);
  });

  it('gives the two static court articles precedence over /blog/{slug}', () => {
    expect(routeFor('/blog/michigan-court-gag-order-child-abuse')).toBe('/blog/michigan-court-gag-order-child-abuse');
    expect(routeFor('/blog/michigan-court-case-update')).toBe('/blog/michigan-court-case-update');
    expect(routeFor('/blog/any-other-post')).toBe('/blog/:slug');
  });

  it('has no page for an unknown path (the router sends it to /404)', () => {
    for (const path of ['/no/such/page', '/blogs', '/faq/extra', '/Michigan-family-courts']) expect(routeFor(path), path).toBeUndefined();
  });
});
