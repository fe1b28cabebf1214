import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { resolveConfig, type ProxyOptions } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feedRoutes } from '../../src/config/feed-routes';
import { FEED_ROUTE_CACHE_CONTROL, FEED_ROUTE_PREFIX } from '../../src/contracts';
import { feedRouteBuildEnv, feedRouteProxy } from './feed-route-proxy';

/**
 * The feed route of `npm run dev` and `npm run preview` (Vite's server.proxy and preview.proxy),
 * read as Vite reads it: the first key whose pattern matches the path wins. The browser suite
 * runs it for real (tests/e2e/dev-feed-route.spec.ts).
 */
const routes = feedRoutes();
const root = join(import.meta.dirname, '../..');

/** The entry Vite would pick for a path (keys starting with ^ are regular expressions). */
function entryFor(proxy: Record<string, ProxyOptions>, path: string): [string, ProxyOptions] | undefined {
  return Object.entries(proxy).find(([key]) => (key.startsWith('^') ? new RegExp(key).test(path) : path.startsWith(key)));
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('feedRouteProxy()', () => {
  it('has one entry per catalogued feed, then a 404 for every other /feeds/ path', () => {
    const proxy = feedRouteProxy(null);
    const keys = Object.keys(proxy);
    expect(keys).toHaveLength(routes.length + 1);
    const last = proxy[keys.at(-1)!]!;
    expect(keys.at(-1)).toBe(`^${FEED_ROUTE_PREFIX}`);
    // bypass() returning false is Vite's way to answer 404 without proxying.
    expect(last.bypass?.({} as never, {} as never, {} as never)).toBe(false);
    for (const path of ['/feeds/', '/feeds/unknown.xml', `${routes[0]!.path}x`, '/feeds/a/b.xml', `/feeds/x${routes[0]!.path}`]) {
      expect(entryFor(proxy, path)?.[1], path).toBe(last);
    }
    expect(entryFor(proxy, '/feed')).toBeUndefined();
  });

  it('sends each route to its publisher, or to the stand-in, and drops the reader’s query string', () => {
    for (const upstream of [null, 'http://127.0.0.1:4619']) {
      const proxy = feedRouteProxy(upstream);
      for (const route of routes) {
        const [, options] = entryFor(proxy, `${route.path}?url=https://evil.example/`)!;
        const url = new URL(route.url);
        if (upstream) {
          expect(options.target, route.id).toBe(upstream);
          expect(options.rewrite?.(`${route.path}?x=1`), route.id).toBe(`/${url.host}${url.pathname}${url.search}`);
        } else {
          expect(options.target, route.id).toBe(url.origin);
          expect(options.rewrite?.(`${route.path}?x=1`), route.id).toBe(`${url.pathname}${url.search}`);
        }
        expect(options.changeOrigin).toBe(true);
      }
    }
  });

  it('passes nothing of the reader on and replaces the publisher’s caching, cookie and security headers', () => {
    const [, options] = entryFor(feedRouteProxy(null), routes[0]!.path)!;
    const proxy = new EventEmitter();
    options.configure?.(proxy as never, options);
    const removed: string[] = [];
    proxy.emit('proxyReq', { removeHeader: (name: string) => removed.push(name) });
    expect(removed).toEqual(expect.arrayContaining(['cookie', 'authorization', 'referer', 'origin']));
    const ok = { statusCode: 200, headers: { 'set-cookie': ['a=1'], 'cache-control': 'private, no-store', 'access-control-allow-origin': '*', 'content-type': 'application/rss+xml' } as Record<string, unknown> };
    proxy.emit('proxyRes', ok);
    expect(ok.headers).toEqual({
      'content-type': 'application/rss+xml',
      'cache-control': FEED_ROUTE_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'referrer-policy': 'no-referrer',
    });
    // An error answer is not made cacheable.
    const failed = { statusCode: 500, headers: { 'cache-control': 'max-age=600' } as Record<string, unknown> };
    proxy.emit('proxyRes', failed);
    expect(failed.headers['cache-control']).toBeUndefined();
  });
});

describe('feedRouteBuildEnv()', () => {
  it('turns the route and the feed snapshot on for Cloudflare Workers Builds, unless the project sets them', () => {
    const both = { VITE_SAME_ORIGIN_FEEDS: 'true', FEED_SNAPSHOT: 'on' };
    expect(feedRouteBuildEnv({ WORKERS_CI: '1' })).toEqual(both);
    expect(feedRouteBuildEnv({ WORKERS_CI: '1', VITE_SAME_ORIGIN_FEEDS: ' ', FEED_SNAPSHOT: '' })).toEqual(both);
    expect(feedRouteBuildEnv({ WORKERS_CI: '1', VITE_SAME_ORIGIN_FEEDS: 'false' })).toEqual({ FEED_SNAPSHOT: 'on' });
    expect(feedRouteBuildEnv({ WORKERS_CI: '1', VITE_SAME_ORIGIN_FEEDS: 'true' })).toEqual({ FEED_SNAPSHOT: 'on' });
    expect(feedRouteBuildEnv({ WORKERS_CI: '1', FEED_SNAPSHOT: 'off' })).toEqual({ VITE_SAME_ORIGIN_FEEDS: 'true' });
    expect(feedRouteBuildEnv({ WORKERS_CI: '1', VITE_SAME_ORIGIN_FEEDS: 'false', FEED_SNAPSHOT: 'off' })).toEqual({});
    expect(feedRouteBuildEnv({})).toEqual({});
    expect(feedRouteBuildEnv({ WORKERS_CI: '0' })).toEqual({});
  });
});

describe('vite.config.ts', () => {
  const resolve = (command: 'build' | 'serve') => resolveConfig({ configFile: join(root, 'vite.config.ts'), root, logLevel: 'silent' }, command, 'production');

  it('serves the feed route in dev and preview', async () => {
    const config = await resolve('serve');
    const expected = Object.keys(feedRouteProxy(null));
    expect(Object.keys(config.server.proxy ?? {})).toEqual(expected);
    expect(Object.keys(config.preview.proxy ?? {})).toEqual(expected);
  });

  it('writes the build\'s day, not its moment, into the scripts, so hourly rebuilds of the same code keep every file name', async () => {
    expect((await resolve('build')).define?.__BUILD_TIME__).toMatch(/^"\d{4}-\d{2}-\d{2}"$/);
  });

  it('builds with VITE_SAME_ORIGIN_FEEDS=true and FEED_SNAPSHOT=on on Cloudflare Workers Builds, unless the project sets them', async () => {
    vi.stubEnv('VITE_SAME_ORIGIN_FEEDS', undefined);
    vi.stubEnv('FEED_SNAPSHOT', undefined);
    vi.stubEnv('WORKERS_CI', undefined);
    expect((await resolve('build')).env.VITE_SAME_ORIGIN_FEEDS).toBeUndefined();
    expect(process.env.FEED_SNAPSHOT).toBeUndefined();
    vi.stubEnv('WORKERS_CI', '1');
    expect((await resolve('build')).env.VITE_SAME_ORIGIN_FEEDS).toBe('true');
    // Read by the prerender step from the build process's environment (scripts/prerender/feed-snapshot.ts).
    expect(process.env.FEED_SNAPSHOT).toBe('on');
    vi.stubEnv('VITE_SAME_ORIGIN_FEEDS', 'false');
    vi.stubEnv('FEED_SNAPSHOT', 'off');
    expect((await resolve('build')).env.VITE_SAME_ORIGIN_FEEDS).toBe('false');
    expect(process.env.FEED_SNAPSHOT).toBe('off');
  });
});
