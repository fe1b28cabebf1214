import { describe, expect, it } from 'vitest';
import { feedLine, feedLoads, pageFeeds, voidReason } from './feed-requests.mjs';

const catalogue = {
  categories: [
    { slug: 'national-news', feeds: ['https://feeds.example.org/national.xml', 'https://other.example.net/rss'] },
    { slug: 'technology', feeds: ['https://tech.example.com/feed/'] },
    { slug: 'food', feeds: ['https://food.example.com/feed'] },
    { slug: 'local-news/west-michigan', feeds: ['https://west.example.org/feed/', 'https://statewide.example.org/feed/'] },
  ],
  homeSections: ['national-news', 'technology'],
};
const routePath = (url: string) => `/feeds/${url.replace(/[^a-z]/g, '').slice(-12)}.xml`;

describe('feed requests of a measured run', () => {
  it('pageFeeds: home asks for its sections, a category or region page for its own, other pages for none', () => {
    expect(pageFeeds('/', catalogue).map((f) => f.url)).toEqual(['https://feeds.example.org/national.xml', 'https://other.example.net/rss', 'https://tech.example.com/feed/']);
    expect(pageFeeds('/technology', catalogue)).toEqual([{ slug: 'technology', url: 'https://tech.example.com/feed/' }]);
    expect(pageFeeds('/local-news/west-michigan', catalogue).map((f) => f.url)).toEqual(['https://west.example.org/feed/', 'https://statewide.example.org/feed/']);
    expect(pageFeeds('/faq', catalogue)).toEqual([]);
    expect(pageFeeds('/blog/some-post', catalogue)).toEqual([]);
  });

  it('a run whose every feed arrived, through a proxy, the own route or a path-style proxy, is valid', () => {
    const feeds = pageFeeds('/', catalogue);
    const requests = [
      { url: `http://127.0.0.1:4610/proxy/1?url=${encodeURIComponent(feeds[0]!.url)}`, statusCode: 200, sessionTargetType: 'worker' },
      { url: `http://127.0.0.1:4617${routePath(feeds[1]!.url)}`, statusCode: 304, sessionTargetType: 'worker' },
      { url: `https://cors.example/${feeds[2]!.url}`, statusCode: 200, sessionTargetType: 'page' },
      { url: 'http://127.0.0.1:4617/assets/index.js', statusCode: 200, sessionTargetType: 'page' },
    ];
    const loads = feedLoads(requests, feeds, { routePath });
    expect(voidReason(loads)).toBeNull();
    expect(loads.total).toBe(3);
    expect(loads.fromWorker).toBe(2);
    expect(feedLine(loads)).toBe('3/3 feeds in 3 requests (2 by the worker)');
  });

  it('a run whose feeds were asked for but failed, or never asked for, is void and says which', () => {
    const feeds = pageFeeds('/', catalogue);
    const requests = [
      { url: `http://127.0.0.1:4610/proxy/1?url=${encodeURIComponent(feeds[0]!.url)}`, statusCode: 200 },
      { url: `http://127.0.0.1:4610/proxy/1?url=${encodeURIComponent(feeds[1]!.url)}`, statusCode: 502 },
      { url: `http://127.0.0.1:4610/proxy/2?url=${encodeURIComponent(feeds[1]!.url)}`, statusCode: -1 },
    ];
    const reason = voidReason(feedLoads(requests, feeds, { routePath }));
    expect(reason).toMatch(/^2 of 3 feeds never arrived \(1 of them asked for without an answer that delivered it, 1 never asked for\)/);
    expect(reason).toContain('technology https://tech.example.com/feed/');
  });

  it('a run with no request at all for a page with live news is void; a page without live news never is', () => {
    expect(voidReason(feedLoads([], pageFeeds('/technology', catalogue), { routePath }))).toMatch(/^1 of 1 feeds never arrived/);
    expect(voidReason(feedLoads([], pageFeeds('/faq', catalogue), { routePath }))).toBeNull();
  });
});
