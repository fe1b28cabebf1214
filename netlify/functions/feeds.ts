/**
 * Netlify Function (v2): the site's own feed route, `/feeds/*`, running edge/feed-handler.ts.
 * A plain rewrite to the publisher would not do: Netlify neither caches proxied answers at its CDN
 * unless the publisher allows it nor applies `_headers` to them, so every reader's request would
 * reach the publisher. `Netlify-CDN-Cache-Control` with `durable` shares one copy across edge nodes.
 *
 * A function with a `path` runs before `_redirects`, whose /feeds/* 404 applies only when
 * functions are not deployed.
 */
import { handleFeedRequest, type EdgeCache } from '../../edge/feed-handler';
import { PUBLISHER_UPSTREAM } from '../../edge/publisher-upstream';
import { feedIdFromPath } from '../../src/contracts';

/** The part of Netlify's function context used here. */
interface NetlifyContext {
  waitUntil?(promise: Promise<unknown>): void;
}

const CACHE_NAME = 'civic-ledger-feeds';

/** Netlify's CDN reads Netlify-CDN-Cache-Control; `durable` shares one copy across its edge nodes. */
export function netlifyCdnHeaders(cacheControl: string): Record<string, string> {
  return { 'Netlify-CDN-Cache-Control': cacheControl.replace(/^public,/, 'public, durable,') };
}

/** Netlify's Cache API, or a cache that keeps nothing when the runtime has none (the CDN still caches). */
async function edgeCache(): Promise<EdgeCache> {
  const storage = (globalThis as { caches?: CacheStorage }).caches;
  if (storage && typeof storage.open === 'function') {
    try {
      return await storage.open(CACHE_NAME);
    } catch {
      // fall through: no programmatic cache here
    }
  }
  return { match: async () => undefined, put: async () => {} };
}

export default async function feeds(request: Request, context: NetlifyContext = {}): Promise<Response> {
  return handleFeedRequest(request, feedIdFromPath(new URL(request.url).pathname), {
    fetch: (input, init) => fetch(input, init),
    cache: await edgeCache(),
    waitUntil: (promise) => {
      if (context.waitUntil) context.waitUntil(promise);
      else void promise.catch(() => {});
    },
    cdnHeaders: netlifyCdnHeaders,
    upstream: PUBLISHER_UPSTREAM,
  });
}

// Netlify reads this object without running the file, so FEED_ROUTE_PREFIX + '*' is written out.
export const config = { path: '/feeds/*' };
