/**
 * Netlify Function (v2): the site's own feed route, `/feeds/*`. Netlify does
 * not cache proxied (200-rewrite) answers at its CDN unless the publisher's
 * own headers allow it, and does not apply `_headers` to them, so a rewrite
 * to the publisher would send every reader's request on to the publisher.
 * This runs the handler the Cloudflare Worker runs
 * (edge/feed-handler.ts) and adds `Netlify-CDN-Cache-Control`
 * with `durable`, so Netlify's CDN keeps one copy per feed for 5 minutes
 * shared by all its edge nodes and refreshes it in the background. The
 * handler's own copies live in Netlify's Cache API (when the runtime has it),
 * so a reader's cache-busting query string reaches the function, never the
 * publisher, and the last good copy is served when the publisher fails.
 *
 * Routing: a function with a `path` runs before `_redirects` rules, so every
 * /feeds/ path is this function's (the shared `_redirects` keeps only a 404
 * for /feeds/*, used when functions are not deployed).
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

// Netlify reads this object without running the file: the path is written out (FEED_ROUTE_PREFIX
// of src/contracts/paths.ts and `*`; scripts/feed-function.test.ts checks they agree).
export const config = { path: '/feeds/*' };
