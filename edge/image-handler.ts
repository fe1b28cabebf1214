/**
 * The site's own image route, `/images/?url={url}&w={width}`, as the Cloudflare Worker runs it
 * (cloudflare/worker.ts). Only pictures on the image hosts of src/config/image-hosts.ts are
 * fetched (any other address: 403), only at the widths the app asks for (others: 400), GET and
 * HEAD only; nothing of the reader's request is passed on. Where the zone has Cloudflare Images
 * transformations (`resize`), the picture is resized there (`cf.image`, WebP when the browser takes
 * it); else the original is passed through. Either way one copy per address, width and format is
 * kept in the Cache API for a day, and answers may be cached by browsers for a day.
 */
import { imageHosts, isAllowedImageUrl } from '../src/config/image-hosts';
import { IMAGE_WIDTHS } from '../src/lib/image-sources';
import type { EdgeCache } from './feed-handler';

export const IMAGE_ROUTE_PATH = '/images/';
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** Originals larger than this are refused (publishers' photos are well under it). */
const MAX_IMAGE_BYTES = 15_000_000;

export interface ImageHandlerDeps {
  readonly fetch: (input: string, init?: RequestInit & { cf?: unknown }) => Promise<Response>;
  readonly cache: EdgeCache;
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /** The zone has Cloudflare Images transformations: resize with `cf.image`. */
  readonly resize: boolean;
  /** Tests: every picture from this loopback origin, as `{upstream}/{host}{path}{query}`. */
  readonly upstream?: string | null;
}

const allowed = new Set(imageHosts());
const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox", 'Referrer-Policy': 'no-referrer' };

function refuse(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=300', ...SECURITY_HEADERS } });
}

export async function handleImageRequest(request: Request, deps: ImageHandlerDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  const query = new URL(request.url).searchParams;
  const address = query.get('url') ?? '';
  const width = Number(query.get('w'));
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return refuse(400, `Width must be one of ${IMAGE_WIDTHS.join(', ')}`);
  if (!isAllowedImageUrl(address, allowed)) return refuse(403, 'Pictures from this address are not served here');

  const webp = deps.resize && /image\/webp/i.test(request.headers.get('Accept') ?? '');
  const key = new Request(`${new URL(request.url).origin}${IMAGE_ROUTE_PATH}?url=${encodeURIComponent(address)}&w=${width}&f=${webp ? 'webp' : 'orig'}`);
  const cached = await deps.cache.match(key);
  if (cached) return withHeaders(cached, request, 'HIT', deps.resize);

  const source = new URL(address);
  const target = deps.upstream ? `${deps.upstream.replace(/\/+$/, '')}/${source.host}${source.pathname}${source.search}` : address;
  let upstream: Response;
  try {
    upstream = await deps.fetch(target, {
      headers: { Accept: 'image/avif,image/webp,image/*;q=0.8' },
      redirect: 'follow',
      signal: AbortSignal.timeout(10_000),
      ...(deps.resize ? { cf: { image: { width, fit: 'scale-down', quality: 80, ...(webp ? { format: 'webp' } : {}) } } } : {}),
    });
  } catch (error) {
    console.warn(`[images] ${address}: ${String(error)}`);
    return refuse(502, 'The picture is unavailable');
  }
  const type = upstream.headers.get('Content-Type') ?? '';
  const length = Number(upstream.headers.get('Content-Length') ?? '0');
  if (!upstream.ok || !/^image\/(jpeg|png|gif|webp|avif)\b/i.test(type) || length > MAX_IMAGE_BYTES) {
    await upstream.body?.cancel();
    console.warn(`[images] ${address}: HTTP ${upstream.status} ${type}`);
    return refuse(502, 'The picture is unavailable');
  }
  const body = await upstream.arrayBuffer();
  const stored = new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' } });
  deps.waitUntil(deps.cache.put(key, stored));
  return withHeaders(new Response(body, { headers: { 'Content-Type': type } }), request, 'MISS', deps.resize);
}

function withHeaders(response: Response, request: Request, status: string, resize: boolean): Response {
  const headers = new Headers({ 'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream', 'Cache-Control': IMAGE_CACHE_CONTROL, ...SECURITY_HEADERS, 'X-Cache-Status': status });
  if (resize) headers.set('Vary', 'Accept');
  return new Response(request.method === 'HEAD' ? null : response.body, { status: 200, headers });
}
