/**
 * The site's own feed route for `npm run dev` and `npm run preview`: Vite's
 * server.proxy / preview.proxy with one entry per catalogued feed
 * (`/feeds/{id}.xml` → that feed's URL, query string dropped) and a 404 for
 * every other /feeds/ path, like the production hosts. Editors see live news
 * without a public CORS proxy. `FEED_UPSTREAM_ORIGIN` sends every feed to a
 * local stand-in instead (tests/fixtures/feed-upstream.mjs).
 *
 * No cache here: the dev server has one reader.
 */
import type { ProxyOptions } from 'vite';
import { feedRoutes } from '../../src/config/feed-routes.ts';
import { FEED_ROUTE_ACCEPT, FEED_ROUTE_CACHE_CONTROL, FEED_ROUTE_PREFIX, feedUpstreamUrl, ROUTE_SECURITY_HEADERS } from '../../src/contracts/index.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`);

/** Headers of the reader's request that never reach a publisher. */
const DROPPED_REQUEST_HEADERS = ['cookie', 'authorization', 'referer', 'origin'];

/**
 * The build-environment defaults of Cloudflare's Workers Builds (which set WORKERS_CI=1), for
 * vite.config.ts to apply before Vite reads the environment; wrangler.jsonc cannot set a build
 * variable. There the build deploys the Worker that serves the feed route (cloudflare/worker.ts),
 * so VITE_SAME_ORIGIN_FEEDS defaults to true, and the Worker's hourly Cron Trigger rebuilds the
 * site through a deploy hook, so FEED_SNAPSHOT (the stories in the HTML) defaults to on. A value
 * set in the project's build variables (true/false, on/off) wins. Other hosts set both in their
 * own config files (netlify.toml, vercel.json, deploy/rebuild.sh).
 */
export function feedRouteBuildEnv(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  if (env.WORKERS_CI !== '1') return {};
  return {
    ...(env.VITE_SAME_ORIGIN_FEEDS?.trim() ? {} : { VITE_SAME_ORIGIN_FEEDS: 'true' }),
    ...(env.FEED_SNAPSHOT?.trim() ? {} : { FEED_SNAPSHOT: 'on' }),
  };
}

export function feedRouteProxy(upstream: string | null = process.env.FEED_UPSTREAM_ORIGIN?.trim() || null): Record<string, ProxyOptions> {
  const entries: Record<string, ProxyOptions> = {};
  for (const route of feedRoutes()) {
    const target = new URL(feedUpstreamUrl(route.url, upstream));
    entries[`^${escapeRegExp(route.path)}(\\?.*)?$`] = {
      target: target.origin,
      changeOrigin: true,
      secure: true,
      rewrite: () => `${target.pathname}${target.search}`,
      headers: { Accept: FEED_ROUTE_ACCEPT },
      configure(proxy) {
        proxy.on('proxyReq', (proxyReq) => {
          for (const name of DROPPED_REQUEST_HEADERS) proxyReq.removeHeader(name);
        });
        proxy.on('proxyRes', (proxyRes) => {
          for (const name of ['set-cookie', 'cache-control', 'expires', 'content-security-policy', 'access-control-allow-origin']) delete proxyRes.headers[name];
          if ((proxyRes.statusCode ?? 500) < 300) proxyRes.headers['cache-control'] = FEED_ROUTE_CACHE_CONTROL;
          for (const [name, value] of Object.entries(ROUTE_SECURITY_HEADERS)) proxyRes.headers[name.toLowerCase()] = value;
        });
      },
    };
  }
  // Every other path under /feeds/: 404, never the app or an open proxy.
  entries[`^${escapeRegExp(FEED_ROUTE_PREFIX)}`] = { target: 'http://127.0.0.1:9', bypass: () => false };
  return entries;
}
