/**
 * Netlify Function (v2): the site's own image route, `/images/?url={url}&w={width}`. It runs the
 * checks the Worker and nginx run (edge/image-handler.ts: canonical form, allowlist, widths) and
 * fetches the picture with the same bounded work (redirects only to allowed addresses, at most 3;
 * the body cut at 15 MB; 10 s; JPEG, PNG, GIF or WebP of at most 40 MP), then hands the checked
 * canonical address to Netlify Image CDN (`/.netlify/images`), which fetches and resizes it, and
 * answers with its picture. Netlify's CDN keeps the answer (`Netlify-CDN-Cache-Control`, durable)
 * per `url` and `w`, so the function (and the picture's host) is asked on a cache miss only, and
 * Netlify's rate limiting (`config.rateLimit`) caps each client's misses.
 *
 * A function with a `path` runs before netlify.toml's rules and before the site's own `images/`
 * folder. The Image CDN's own endpoint is public too: its `remote_images` are the allowlist itself
 * (scripts/host-configs.ts).
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
  // Both spellings: `netlify serve` matches the path without its trailing slash. Written out, as
  // Netlify reads this object without running the file (IMAGE_ROUTE_PATH of src/contracts/paths.ts;
  // scripts/deploy-configs.test.ts checks they agree).
  path: ['/images/', '/images'],
  // Per client, cache misses (the CDN answers hits without running the function): IMAGE_LIMITS's
  // 60 a minute, written out since Netlify reads this object without running the file.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
