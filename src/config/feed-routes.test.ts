import { describe, expect, it } from 'vitest';
import { feedSets } from './feed-sets';
import { regions, statewideFeeds } from './regions';
import { feedRouteId, feedRoutePath } from '../contracts/feed-route';
import { feedRoutes } from './feed-routes';

describe('feed routes', () => {
  it('gives every catalogued feed one unique, URL-safe id', () => {
    const routes = feedRoutes();
    const urls = new Set(feedSets.flatMap((c) => c.feeds));
    expect(routes).toHaveLength(urls.size);
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    for (const route of routes) {
      expect(route.id).toMatch(/^[a-z0-9-]{6,60}$/);
      expect(route.path).toBe(`/feeds/${route.id}.xml`);
    }
  });

  it("serves every region's and every statewide newsroom's feed", () => {
    const served = new Set(feedRoutes().map((r) => r.url));
    for (const feed of [...regions.flatMap((r) => r.feeds), ...statewideFeeds]) expect(served.has(feed.url), feed.url).toBe(true);
  });

  it('derives the id from the URL alone, readable and stable', () => {
    const url = 'https://rss.nytimes.com/services/xml/rss/nyt/Politics.xml';
    // Pinned: a change to the slug or hash rules changes readers' URLs and the hosts' configs.
    expect(feedRouteId(url)).toBe('nytimes-com-nyt-politics-16d0fe');
    expect(feedRouteId(`${url}?x`)).not.toBe(feedRouteId(url));
    expect(feedRoutePath('not a url')).toBe('/feeds/not-a-url-23538a.xml');
  });
});
