import { describe, expect, it, vi } from 'vitest';
import { appQueryClient } from '@/components/layout/query-provider';
import { blogPostQueryOptions } from '@/features/blog/get-blog-post';
import { matchRoutes } from 'react-router-dom';
import { matchRoute, preloadRoute } from './preload-route';
import { routeTable } from './route-table';

describe('preloadRoute', () => {
  it("starts a blog post's data request before the first render, in the client the pages use", async () => {
    const slug = 'sample-how-a-bill-becomes-law-in-lansing';
    await preloadRoute(`/blog/${slug}`);
    const key = blogPostQueryOptions(slug).queryKey;
    await vi.waitFor(() => expect(appQueryClient().getQueryState(key)?.status).toBe('success'));
    expect(appQueryClient().getQueryData(key)).toMatchObject({ slug });
  });

  it('loads the page module, and does nothing for paths without a route', async () => {
    await expect(preloadRoute('/privacy')).resolves.toBe(true);
    await expect(preloadRoute('/no/such/page')).resolves.toBe(true);
  });
});

describe('matchRoute', () => {
  it("finds the same route and parameters as React Router's ranking, for every page and its variants", () => {
    const patterns = routeTable.map((route) => ({ path: route.path }));
    const paths = routeTable.flatMap((route) => {
      const path = route.path.replace(':slug', 'a-story');
      return [path, `${path}/`, `${path}//`, path.toUpperCase()];
    });
    paths.push('/blog/michigan-court-case-update', '/no/such/page', '/technology/extra', '/blog/', '/caf%C3%A9', '/state-news/a%20b', '');
    for (const path of paths) {
      const expected = matchRoutes(patterns, path)?.[0];
      const got = matchRoute(path);
      expect(got?.entry.path, path).toBe(expected?.route.path);
      expect(got?.params ?? null, path).toEqual(expected ? expected.params : null);
      // Asked again (a press asks several times): the same answer, remembered.
      expect(matchRoute(path), path).toEqual(got);
    }
  });

  it('matches a path with parameters once, whatever the number of times it is asked for', async () => {
    vi.resetModules();
    const matchRoutesSpy = vi.fn(matchRoutes);
    vi.doMock('react-router-dom', async (original) => ({ ...(await original<typeof import('react-router-dom')>()), matchRoutes: matchRoutesSpy }));
    try {
      const { matchRoute: fresh } = await import('./preload-route');
      for (let i = 0; i < 5; i += 1) expect(fresh('/blog/a-story')?.params).toEqual({ slug: 'a-story' });
      expect(fresh('/no/such/page')).toBeNull();
      expect(fresh('/no/such/page')).toBeNull();
      expect(matchRoutesSpy).toHaveBeenCalledTimes(2);
    } finally {
      vi.doUnmock('react-router-dom');
    }
  });
});
