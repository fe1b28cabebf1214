/**
 * The site's own feed route, `/feeds/{id}.xml`, as a host-independent request
 * handler (Request in, Response out). Two hosts run it:
 * - Cloudflare: cloudflare/worker.ts, the Worker beside the static assets
 *   (wrangler.jsonc);
 * - Netlify: netlify/functions/feeds.ts (Netlify neither caches proxied
 *   answers at its CDN nor applies `_headers` to them).
 * Both bundle this file with the catalogue (src/config/feed-routes.ts reads
 * the categories and regions, src/config/feed-sets.ts) at deploy time, so a feed added to the catalogue
 * is routed on the next deploy. Only catalogued ids are fetched; every other
 * path is a 404; the query string is ignored; nothing of the reader's request
 * reaches the publisher. The fetch is bounded (edge/bounded-fetch.ts): at most
 * 3 redirects, each to an `https:` address on a public host name (no IP
 * literal, port, credentials or local name); 8 s in all; the body cut at
 * 5 MB as it streams in.
 *
 * The feed is sent trimmed to what the cards read (edge/feed-body.ts) with a strong ETag. The
 * host's Cache API keeps a fresh copy and a longer-lived backup, served when the publisher fails,
 * so one publisher's outage does not empty a section.
 */
import {
  FEED_MAX_BYTES,
  FEED_ROUTE_ACCEPT,
  FEED_ROUTE_CACHE_CONTROL,
  FEED_ROUTE_CACHE_SECONDS,
  FEED_ROUTE_KEEP_STALE_SECONDS,
  FEED_ROUTE_READ_TIMEOUT_SECONDS,
  feedUpstreamUrl,
  ROUTE_SECURITY_HEADERS,
} from '../src/contracts';
import { feedRouteById } from '../src/config/feed-routes';
import { boundedFetch } from './bounded-fetch';
import { feedBody, matchesEtag } from './feed-body';
import { parseHttpsAddress } from './image-address';

/** The part of the Cache API (Cloudflare's `caches.default`, Netlify's `caches.open(name)`) the handler uses. */
export interface EdgeCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

interface FeedHandlerDeps {
  readonly fetch: (input: string, init?: RequestInit) => Promise<Response>;
  readonly cache: EdgeCache;
  /** Keeps the cache writes running after the answer is sent. */
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /** Upstream timeout (tests shorten it). */
  readonly timeoutMs?: number;
  /** Send every feed to this origin instead of its publisher (tests), as `{upstream}/{host}{path}{query}`. */
  readonly upstream?: string | null;
  /** Headers for the host's CDN, from the answer's Cache-Control (none by default: Cloudflare's CDN reads Cache-Control). */
  readonly cdnHeaders?: (cacheControl: string) => Record<string, string>;
}

const XML_TYPE = /^(application\/(rss|atom|rdf)\+xml|application\/xml|text\/xml)\b/i;

function plain(status: number, text: string, cacheControl: string, deps: FeedHandlerDeps, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl, ...deps.cdnHeaders?.(cacheControl), ...ROUTE_SECURITY_HEADERS, ...headers },
  });
}

type Fetched = { readonly ok: true; readonly body: Uint8Array; readonly type: string; readonly etag: string } | { readonly ok: false; readonly reason: string };

const inflight = new Map<string, Promise<Fetched>>();

/** Redirects a feed may take, each to an `https:` address on a public host name. */
const FEED_MAX_REDIRECTS = 3;

async function fetchFeed(url: string, deps: FeedHandlerDeps): Promise<Fetched> {
  const result = await boundedFetch(url, {
    fetch: deps.fetch,
    headers: { Accept: FEED_ROUTE_ACCEPT, 'User-Agent': 'Mozilla/5.0 (compatible; civic-ledger-feed-cache/1.0)' },
    maxHops: FEED_MAX_REDIRECTS,
    maxBytes: FEED_MAX_BYTES,
    timeoutMs: deps.timeoutMs ?? FEED_ROUTE_READ_TIMEOUT_SECONDS * 1000,
    check: (address) => {
      const parsed = parseHttpsAddress(address);
      return parsed.ok ? { ok: true, url: `https://${parsed.host}${parsed.pathAndQuery}` } : { ok: false, reason: parsed.reason };
    },
    target: (address) => feedUpstreamUrl(address, deps.upstream),
    accept: (response) => {
      if (!response.ok) return `HTTP ${response.status}`;
      return /^text\/html/i.test(response.headers.get('Content-Type') ?? '') ? 'an HTML page, not a feed' : null;
    },
  });
  if (!result.ok) return result;
  if (result.body.byteLength === 0) return { ok: false, reason: 'empty' };
  const type = result.headers.get('Content-Type') ?? '';
  const answer = feedBody(result.body.slice(), XML_TYPE.test(type) ? type : 'application/xml; charset=utf-8');
  return { ok: true, body: answer.body, type: answer.type, etag: answer.etag };
}

/** 200 with the body (none for HEAD), or 304 when If-None-Match names the copy's ETag. */
function feedResponse(request: Request, body: ReadableStream | Uint8Array<ArrayBuffer> | null, meta: { type: string; etag: string | null }, cacheControl: string, status: string, deps: FeedHandlerDeps): Response {
  const headers: Record<string, string> = { 'Content-Type': meta.type, 'Cache-Control': cacheControl, ...deps.cdnHeaders?.(cacheControl), ...ROUTE_SECURITY_HEADERS, 'X-Cache-Status': status };
  if (meta.etag) headers.ETag = meta.etag;
  const notModified = meta.etag !== null && matchesEtag(request.headers.get('If-None-Match'), meta.etag);
  if (notModified || request.method === 'HEAD') {
    if (body instanceof ReadableStream) void body.cancel().catch(() => {});
    if (notModified) {
      delete headers['Content-Type'];
      return new Response(null, { status: 304, headers });
    }
    return new Response(null, { status: 200, headers });
  }
  return new Response(body, { status: 200, headers });
}

const cachedMeta = (copy: Response) => ({ type: copy.headers.get('Content-Type') ?? 'application/xml', etag: copy.headers.get('ETag') });

/** `id` is what follows `/feeds/` in the path: `{id}.xml` for a catalogued feed. */
export async function handleFeedRequest(request: Request, id: string, deps: FeedHandlerDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed', 'no-store', deps, { Allow: 'GET, HEAD' });
  const route = id.endsWith('.xml') ? feedRouteById(id) : undefined;
  if (!route) return plain(404, 'Not found', 'public, max-age=60', deps);

  const origin = new URL(request.url).origin;
  // One copy per feed whatever the query string; the backup copy under its own key.
  const freshKey = new Request(`${origin}${route.path}`);
  const backupKey = new Request(`${origin}${route.path}?backup`);

  const fresh = await deps.cache.match(freshKey);
  if (fresh) return feedResponse(request, fresh.body, cachedMeta(fresh), FEED_ROUTE_CACHE_CONTROL, 'HIT', deps);

  // Concurrent requests for a feed that is not cached share one fetch (and one cache write).
  let pending = inflight.get(freshKey.url);
  const status = pending ? 'SHARED' : 'MISS';
  if (!pending) {
    // The entry stays until the copy is in the cache, so no request falls between the two.
    pending = fetchFeed(route.url, deps).then((result) => {
      if (!result.ok) {
        inflight.delete(freshKey.url);
        return result;
      }
      const store = (seconds: number) => new Response(result.body.slice(), { headers: { 'Content-Type': result.type, ETag: result.etag, 'Cache-Control': `public, max-age=${seconds}` } });
      const stored = Promise.all([deps.cache.put(freshKey, store(FEED_ROUTE_CACHE_SECONDS)), deps.cache.put(backupKey, store(FEED_ROUTE_KEEP_STALE_SECONDS))]);
      deps.waitUntil(stored.finally(() => inflight.delete(freshKey.url)));
      return result;
    });
    inflight.set(freshKey.url, pending);
  }
  const fetched = await pending;
  if (fetched.ok) return feedResponse(request, fetched.body.slice(), { type: fetched.type, etag: fetched.etag }, FEED_ROUTE_CACHE_CONTROL, status, deps);
  const backup = await deps.cache.match(backupKey);
  console.warn(`[feeds] ${route.url}: ${fetched.reason}; ${backup ? 'serving the last good copy' : 'no copy to serve'}`);
  // The last good copy, for a minute at a time, so readers pick up the publisher's return soon.
  if (backup) return feedResponse(request, backup.body, cachedMeta(backup), 'public, max-age=60', 'STALE', deps);
  return plain(502, 'The publisher’s feed is unavailable', 'no-store', deps);
}
