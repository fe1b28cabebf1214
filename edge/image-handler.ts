/**
 * The site's own image route, `/images/?url={url}&w={width}`, as the Cloudflare Worker runs it;
 * the Netlify function uses `checkedPicture` before handing the picture to Netlify Image CDN.
 *
 * The route fetches arbitrary publishers' pictures on a reader's behalf, so it is closed down: only
 * canonical, allowlisted addresses (edge/image-address.ts); fetches bounded by IMAGE_LIMITS and
 * pixel counts read from the header before anything decodes; cache misses rate-limited per client;
 * one cached copy per address, width and format, with concurrent misses sharing one fetch; and
 * nothing of the reader's request passed on.
 */
import { imageSize } from 'image-size';
import { imageAllowlist } from '../src/config/image-hosts';
import { IMAGE_ROUTE_PATH, ROUTE_SECURITY_HEADERS } from '../src/contracts';
import { IMAGE_WIDTHS } from '../src/lib/image-sources';
import { boundedFetch, type BoundedResult } from './bounded-fetch';
import type { EdgeCache } from './feed-handler';
import { canonicalAddress, canonicalImageRequest, IMAGE_ACCEPT, IMAGE_LIMITS, IMAGE_TYPE } from './image-address';

export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

interface ImageHandlerDeps {
  readonly fetch: (input: string, init?: RequestInit & { cf?: unknown }) => Promise<Response>;
  readonly cache: EdgeCache;
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /** The zone has Cloudflare Images transformations: resize with `cf.image`. */
  readonly resize: boolean;
  /** Tests: every picture from this loopback origin, as `{upstream}/{host}{path}{query}`. */
  readonly upstream?: string | null;
  /** Whether this client may cause one more upstream fetch now (the host's rate limiter); absent: no limit. */
  readonly allowMiss?: (client: string) => Promise<boolean>;
}

const ALLOWLIST = imageAllowlist();

export function refusal(status: number, text: string, headers: Record<string, string> = {}): Response {
  const cacheControl = status === 429 ? 'no-store' : 'public, max-age=300';
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl, ...ROUTE_SECURITY_HEADERS, ...headers } });
}

type CheckedRequest = { readonly ok: true; readonly url: string; readonly width: number } | { readonly ok: false; readonly response: Response };

/** The request's canonical address and width, or the answer refusing it (405, 400, 403). */
export function checkImageRequest(request: Request): CheckedRequest {
  if (request.method !== 'GET' && request.method !== 'HEAD') return { ok: false, response: refusal(405, 'Method not allowed', { Allow: 'GET, HEAD' }) };
  const verdict = canonicalImageRequest(new URL(request.url).search, IMAGE_WIDTHS, ALLOWLIST);
  if (!verdict.ok) return { ok: false, response: refusal(verdict.status, verdict.status === 403 ? 'Pictures from this address are not served here' : `Bad request: ${verdict.reason}`) };
  return { ok: true, url: verdict.url, width: verdict.width };
}

/** `{upstream}/{host}{path}{query}` for a loopback stand-in, else the address itself. */
function upstreamTarget(upstream: string | null | undefined): ((url: string) => string) | undefined {
  if (!upstream) return undefined;
  return (url) => `${upstream.replace(/\/+$/, '')}/${url.slice('https://'.length)}`;
}

/** Width and height from the picture's header; null when it has none image-size can read. */
function dimensions(body: Uint8Array): { width: number; height: number } | null {
  try {
    const size = imageSize(body);
    return size.width && size.height ? { width: size.width, height: size.height } : null;
  } catch {
    return null;
  }
}

/**
 * The original picture at a canonical, allowed address, fetched with bounded work and checked:
 * an image type, at most IMAGE_LIMITS.maxPixels. `init` adds fetch options (Cloudflare's `cf`).
 */
export async function checkedPicture(
  url: string,
  deps: Pick<ImageHandlerDeps, 'fetch' | 'upstream'>,
  init?: { cf?: unknown },
  checkPixels = true,
): Promise<BoundedResult & { readonly type?: string }> {
  const result = await boundedFetch(url, {
    fetch: deps.fetch,
    headers: { Accept: IMAGE_ACCEPT, 'User-Agent': 'Mozilla/5.0 (compatible; civic-ledger-images/1.0)' },
    maxHops: IMAGE_LIMITS.maxRedirects,
    maxBytes: IMAGE_LIMITS.maxBytes,
    timeoutMs: IMAGE_LIMITS.timeoutMs,
    check: (address) => {
      const verdict = canonicalAddress(address, ALLOWLIST);
      return verdict.ok ? { ok: true, url: verdict.url } : { ok: false, reason: verdict.reason };
    },
    target: upstreamTarget(deps.upstream),
    accept: (response) => {
      if (!response.ok) return `HTTP ${response.status}`;
      const type = response.headers.get('Content-Type') ?? '';
      return IMAGE_TYPE.test(type) ? null : `not a picture type (${type || 'none'})`;
    },
    ...(init ? { init } : {}),
  });
  if (!result.ok) return result;
  if (checkPixels) {
    const size = dimensions(result.body);
    if (!size) return { ok: false, reason: 'no picture size in its header' };
    if (size.width * size.height > IMAGE_LIMITS.maxPixels) return { ok: false, reason: `${size.width} × ${size.height} pixels, over ${IMAGE_LIMITS.maxPixels}` };
  }
  return { ...result, type: result.headers.get('Content-Type')!.split(';')[0]!.trim().toLowerCase() };
}

/** Fetches in progress, by cache key: concurrent requests for one picture share one upstream fetch. */
const inflight = new Map<string, Promise<{ ok: true; body: Uint8Array; type: string } | { ok: false; reason: string }>>();

export async function handleImageRequest(request: Request, deps: ImageHandlerDeps): Promise<Response> {
  const checked = checkImageRequest(request);
  if (!checked.ok) return checked.response;
  const { url, width } = checked;
  const webp = deps.resize && /image\/webp/i.test(request.headers.get('Accept') ?? '');
  const key = new Request(`${new URL(request.url).origin}${IMAGE_ROUTE_PATH}?url=${encodeURIComponent(url)}&w=${width}&f=${webp ? 'webp' : 'orig'}`);
  const cached = await deps.cache.match(key);
  if (cached) return withHeaders(cached, request, 'HIT', deps.resize);

  let pending = inflight.get(key.url);
  const status = pending ? 'SHARED' : 'MISS';
  if (!pending) {
    const client = request.headers.get('CF-Connecting-IP') ?? 'unknown';
    if (deps.allowMiss && !(await deps.allowMiss(client))) {
      return refusal(429, 'Too many pictures not yet cached asked by this client; try again in a minute', { 'Retry-After': '60' });
    }
    const cf = deps.resize ? { cf: { image: { width, fit: 'scale-down', quality: 80, ...(webp ? { format: 'webp' } : {}) } } } : undefined;
    pending = (async () => {
      // With Cloudflare Images the answer is the resized picture: Cloudflare checks the original's
      // size (its documented limits); without it, the original's header is checked here.
      const result = await checkedPicture(url, deps, cf, !deps.resize);
      if (!result.ok) {
        console.warn(`[images] ${url}: ${result.reason}`);
        inflight.delete(key.url);
        return { ok: false as const, reason: result.reason };
      }
      const type = result.type ?? 'application/octet-stream';
      // The entry stays until the copy is in the cache, so no request falls between the two.
      const stored = deps.cache.put(key, new Response(result.body.slice(), { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' } }));
      deps.waitUntil(stored.finally(() => inflight.delete(key.url)));
      return { ok: true as const, body: result.body, type };
    })();
    inflight.set(key.url, pending);
  }
  const picture = await pending;
  if (!picture.ok) return refusal(502, 'The picture is unavailable');
  return withHeaders(new Response(picture.body.slice(), { headers: { 'Content-Type': picture.type } }), request, status, deps.resize);
}

function withHeaders(response: Response, request: Request, status: string, resize: boolean): Response {
  const headers = new Headers({ 'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream', 'Cache-Control': IMAGE_CACHE_CONTROL, ...ROUTE_SECURITY_HEADERS, 'X-Cache-Status': status });
  if (resize) headers.set('Vary', 'Accept');
  return new Response(request.method === 'HEAD' ? null : response.body, { status: 200, headers });
}
