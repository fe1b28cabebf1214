/**
 * Netlify Function (v2): the site's own image route, `/images/?url={url}&w={width}`. It runs the
 * same checks and bounded fetch as the Worker and nginx (edge/image-handler.ts), then hands the
 * checked address to Netlify Image CDN to resize. Netlify's CDN keeps one answer per `url` and `w`,
 * so the function runs on cache misses only, and `config.rateLimit` caps each client's misses.
 *
 * The Image CDN's own endpoint is public too, so its `remote_images` are the same allowlist.
 */
import { IMAGE_TYPE } from '../../edge/image-address';
import { checkedPicture, checkImageRequest, IMAGE_CACHE_CONTROL, refusal } from '../../edge/image-handler';
import { PUBLISHER_UPSTREAM } from '../../edge/publisher-upstream';
import { ROUTE_SECURITY_HEADERS } from '../../src/contracts';

export default async function images(request: Request): Promise<Response> {
  const checked = checkImageRequest(request);
  if (!checked.ok) return checked.response;
  const upstream = PUBLISHER_UPSTREAM;
  const probe = await checkedPicture(checked.url, { fetch: (input, init) => fetch(input, init), upstream });
  if (!probe.ok) {
    console.warn(`[images] ${checked.url}: ${probe.reason}`);
    return refusal(502, 'The picture is unavailable');
  }
  const source = upstream ? `${upstream.replace(/\/+$/, '')}/${probe.url.slice('https://'.length)}` : probe.url;
  const resized = await fetch(new URL(`/.netlify/images?url=${encodeURIComponent(source)}&w=${checked.width}`, request.url), { redirect: 'manual' });
  const type = resized.headers.get('Content-Type') ?? '';
  if (!resized.ok || !IMAGE_TYPE.test(type)) {
    await resized.body?.cancel();
    console.warn(`[images] ${checked.url}: the Image CDN answered ${resized.status} ${type}`);
    return refusal(502, 'The picture is unavailable');
  }
  return new Response(request.method === 'HEAD' ? null : resized.body, {
    status: 200,
    headers: {
      'Content-Type': type,
      'Cache-Control': IMAGE_CACHE_CONTROL,
      'Netlify-CDN-Cache-Control': IMAGE_CACHE_CONTROL.replace(/^public,/, 'public, durable,'),
      // One CDN copy per address and width, whatever other arguments a request adds.
      'Netlify-Vary': 'query=url|w',
      ...ROUTE_SECURITY_HEADERS,
      'X-Cache-Status': 'MISS',
    },
  });
}

export const config = {
  // Netlify reads this object without running the file, so IMAGE_ROUTE_PATH and
  // IMAGE_LIMITS.missesPerMinute are written out. Both spellings: `netlify serve` matches the path
  // without its trailing slash.
  path: ['/images/', '/images'],
  // Per client cache misses; the CDN answers hits without running the function.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
