import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import worker, { type WorkerEnv } from '../cloudflare/worker';
import { loopbackOrigin, PUBLISHER_UPSTREAM } from './publisher-upstream';
import { feedRoutes } from '../src/config/feed-routes';

/**
 * The Cloudflare Worker (cloudflare/worker.ts) with a stand-in for its asset binding. Cloudflare's
 * own runtime runs it, with the real asset server, in the host suite (tests/hosts/).
 */
const SITE = 'https://news.example';
const FEED = '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title></channel></rss>';
const [route] = feedRoutes();

/** What the asset server holds: path → [body, type]. */
const FILES: Record<string, [string, string]> = {
  '/app-shell': ['<title>shell</title>', 'text/html; charset=utf-8'],
  '/404': ['<title>Page Not Found</title>', 'text/html; charset=utf-8'],
  '/rss.xml': [FEED, 'application/xml'],
};

function setup(env: Partial<WorkerEnv> = {}) {
  const assets = vi.fn(async (request: Request) => {
    const file = FILES[new URL(request.url).pathname];
    if (!file) return new Response('missing', { status: 404 });
    return new Response(request.method === 'HEAD' ? null : file[0], { headers: { 'Content-Type': file[1], 'X-From': 'assets' } });
  });
  const waits: Promise<unknown>[] = [];
  const get = async (path: string, method = 'GET') => {
    const response = await worker.fetch(new Request(`${SITE}${path}`, { method }), { ASSETS: { fetch: assets }, ...env }, { waitUntil: (p) => void waits.push(p) });
    await Promise.all(waits);
    return response;
  };
  return { assets, get };
}

afterEach(() => vi.unstubAllGlobals());


/** Cloudflare's default cache (`caches.default`) as an in-memory map, per test. */
function stubDefaultCache() {
  const stored = new Map<string, Response>();
  vi.stubGlobal('caches', {
    default: {
      match: async (request: Request) => stored.get(request.url)?.clone(),
      put: async (request: Request, response: Response) => void stored.set(request.url, response),
    },
  });
}
describe('the Cloudflare Worker', () => {
  it('answers any path no file matches with the app shell and a 200, keeping the asset server\'s headers', async () => {
    const { assets, get } = setup();
    for (const path of ['/no/such/page', '/blog/written-after-the-build', '/search']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe('<title>shell</title>');
      expect(response.headers.get('X-From'), path).toBe('assets');
    }
    expect(new URL(assets.mock.calls[0]![0].url).pathname).toBe('/app-shell');
  });

  it('serves /404 as the prerendered not-found page with a 404 status', async () => {
    const response = await setup().get('/404');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<title>Page Not Found</title>');
  });

  it('serves /feed as the RSS file with the RSS type, revalidated', async () => {
    const response = await setup().get('/feed');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(FEED);
  });

  it('keeps HEAD a HEAD', async () => {
    const { assets, get } = setup();
    const response = await get('/somewhere', 'HEAD');
    expect(response.status).toBe(200);
    expect(assets.mock.calls[0]![0].method).toBe('HEAD');
  });

  it('never answers a missing hashed file or a dot path with the app shell, and allows only reads', async () => {
    const { assets, get } = setup();
    for (const path of ['/assets/index-gone.js', '/.vite/manifest.json', '/.env']) expect((await get(path)).status, path).toBe(404);
    expect((await get('/faq', 'POST')).status).toBe(405);
    expect(assets).not.toHaveBeenCalled();
  });

  it('runs the feed route with Cloudflare\'s cache, and 404s every other /feeds/ path without fetching', async () => {
    const fetch = vi.fn(async () => new Response(FEED, { headers: { 'Content-Type': 'application/rss+xml' } }));
    vi.stubGlobal('fetch', fetch);
    stubDefaultCache();
    const { get } = setup();
    for (const path of ['/feeds', '/feeds/', '/feeds/unknown.xml', `${route!.path}/more`]) expect((await get(path)).status, path).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
    const first = await get(route!.path);
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Cache-Status')).toBe('MISS');
    expect(fetch).toHaveBeenCalledWith(route!.url, expect.anything());
    const second = await get(route!.path);
    expect(second.headers.get('X-Cache-Status')).toBe('HIT');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the publishers themselves unless a build names a loopback stand-in', async () => {
    expect(PUBLISHER_UPSTREAM).toBeNull();
    expect(loopbackOrigin('http://127.0.0.1:4619')).toBe('http://127.0.0.1:4619');
    expect(loopbackOrigin('http://localhost:8080/')).toBe('http://localhost:8080/');
    for (const value of [undefined, '', 'https://evil.example', 'http://127.0.0.1.evil.example', 'http://10.0.0.1:80']) expect(loopbackOrigin(value), String(value)).toBeNull();
    // A build with `--define __PUBLISHER_UPSTREAM__:"…"` (the host suite's wrangler dev).
    vi.stubGlobal('__PUBLISHER_UPSTREAM__', 'http://127.0.0.1:4619');
    vi.resetModules();
    const worker = await import('../cloudflare/worker');
    const fetch = vi.fn(async () => new Response(FEED, { headers: { 'Content-Type': 'application/rss+xml' } }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('caches', { default: { match: async () => undefined, put: async () => {} } });
    const env = { ASSETS: { fetch: async () => new Response('') } };
    await worker.handleRequest(new Request(`https://site.example${route!.path}`), env, { waitUntil: () => {} });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/^http:\/\/127\.0\.0\.1:4619\//);
  });
});

describe('the Cloudflare Worker: the image route /images/?url=…&w=…', () => {
  let JPEG: Uint8Array<ArrayBuffer>;
  beforeAll(async () => {
    JPEG = Uint8Array.from(await sharp({ create: { width: 8, height: 6, channels: 3, background: '#888' } }).jpeg().toBuffer());
  });
  const picture = (address: string, width = 640) => `/images/?url=${encodeURIComponent(address)}&w=${width}`;
  const jpeg = () => new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg' } });

  function imageSetup(vars: Partial<WorkerEnv> = {}, answer: (input: string, init?: unknown) => Promise<Response> = async () => jpeg()) {
    const fetch = vi.fn(answer);
    vi.stubGlobal('fetch', fetch);
    stubDefaultCache();
    return { fetch, ...setup(vars) };
  }

  it('serves a catalogued publisher\'s picture once from the publisher, then from the cache', async () => {
    const { fetch, get } = imageSetup();
    const first = await get(picture('https://static01.nyt.com/images/2026/11/24/photo.jpg'));
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/jpeg');
    expect(first.headers.get('X-Cache-Status')).toBe('MISS');
    expect(first.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(first.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(JPEG);
    const second = await get(picture('https://static01.nyt.com/images/2026/11/24/photo.jpg'));
    expect(second.headers.get('X-Cache-Status')).toBe('HIT');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('https://static01.nyt.com/images/2026/11/24/photo.jpg');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ redirect: 'manual' });
  });

  it('keys its cache on the canonical address: other spellings of the same picture are hits', async () => {
    const { fetch, get } = imageSetup();
    expect((await get(picture('https://static01.nyt.com/a.jpg'))).status).toBe(200);
    for (const path of ['/images/?url=https%3a%2f%2fstatic01.nyt.com%2fa.jpg&w=640', picture('HTTPS://STATIC01.nyt.com/%61.jpg'), `${picture('https://static01.nyt.com/a.jpg')}&x=1`]) {
      expect((await get(path)).headers.get('X-Cache-Status'), path).toBe('HIT');
    }
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shares one upstream fetch among concurrent requests for a picture not yet cached', async () => {
    let release = () => {};
    const { fetch, get } = imageSetup({}, () => new Promise((resolve) => (release = () => resolve(jpeg()))));
    const answers = Array.from({ length: 20 }, () => get(picture('https://media.npr.org/slow.jpg')));
    await new Promise((r) => setTimeout(r, 20));
    release();
    const statuses = (await Promise.all(answers)).map((response) => response.status);
    expect(statuses).toEqual(Array(20).fill(200));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks Cloudflare Images to resize (WebP when the browser takes it) only where the zone has it', async () => {
    const { fetch, get } = imageSetup({ IMAGE_RESIZING: 'on' });
    await worker.fetch(new Request(`${SITE}${picture('https://media.npr.org/a.jpg', 480)}`, { headers: { Accept: 'image/avif,image/webp,*/*' } }), { ASSETS: { fetch: vi.fn() }, IMAGE_RESIZING: 'on' }, { waitUntil: () => {} });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ cf: { image: { width: 480, fit: 'scale-down', format: 'webp' } } });
    await get(picture('https://media.npr.org/b.jpg', 320));
    expect((fetch.mock.calls[1]![1] as { cf?: { image?: { format?: string } } } | undefined)?.cf?.image?.format).toBeUndefined();
    const plain = imageSetup();
    await plain.get(picture('https://media.npr.org/c.jpg'));
    expect(plain.fetch.mock.calls[0]![1]).not.toHaveProperty('cf');
  });

  it('is not an open proxy: other hosts and other publishers through i0.wp.com 403, bad addresses and widths 400, nothing fetched', async () => {
    const { fetch, get } = imageSetup();
    for (const address of ['https://evil.example/x.jpg', 'https://static01.nyt.com.evil.example/x.jpg', 'https://i0.wp.com/any.host.example/x.jpg', 'https://i1.wp.com/169.254.169.254/latest/meta-data.png']) {
      expect((await get(picture(address))).status, address).toBe(403);
    }
    for (const address of ['javascript:alert(1)', 'https://user:pw@static01.nyt.com/x.jpg', 'https://static01.nyt.com:8443/x.jpg', 'https://169.254.169.254/x.jpg', '']) {
      expect((await get(picture(address))).status, address).toBe(400);
    }
    expect((await get(picture('https://static01.nyt.com/x.jpg', 333))).status).toBe(400);
    expect((await get('/images/?url=https%3A%2F%2Fstatic01.nyt.com%2Fx.jpg')).status).toBe(400);
    expect((await get(picture('https://static01.nyt.com/x.jpg'), 'POST')).status).toBe(405);
    expect(fetch).not.toHaveBeenCalled();
    expect((await get(picture('https://i0.wp.com/michiganadvance.com/wp-content/uploads/a.jpg'))).status).toBe(200);
  });

  it('follows at most 3 redirects, each only to an allowed address', async () => {
    const hops = (locations: string[]) => {
      let at = 0;
      return async () => (at < locations.length ? new Response(null, { status: 302, headers: { Location: locations[at++]! } }) : jpeg());
    };
    const allowed = imageSetup({}, hops(['https://media.npr.org/b.jpg', '/c.jpg', 'https://media.npr.org/d.jpg']));
    expect((await allowed.get(picture('https://media.npr.org/a.jpg'))).status).toBe(200);
    expect(allowed.fetch.mock.calls.map((call) => call[0])).toEqual(['https://media.npr.org/a.jpg', 'https://media.npr.org/b.jpg', 'https://media.npr.org/c.jpg', 'https://media.npr.org/d.jpg']);
    const four = imageSetup({}, hops(['https://media.npr.org/b.jpg', '/c.jpg', '/d.jpg', '/e.jpg']));
    expect((await four.get(picture('https://media.npr.org/a.jpg'))).status).toBe(502);
    expect(four.fetch).toHaveBeenCalledTimes(4);
    for (const location of ['https://evil.example/a.jpg', 'https://169.254.169.254/latest/meta-data', 'http://media.npr.org/a.jpg', '//evil.example/a.jpg', 'https://i0.wp.com/evil.example/a.jpg']) {
      const away = imageSetup({}, hops([location]));
      expect((await away.get(picture('https://media.npr.org/a.jpg'))).status, location).toBe(502);
      expect(away.fetch, location).toHaveBeenCalledTimes(1);
    }
  });

  it('cuts a body at 15 MB as it streams in, with or without Content-Length', async () => {
    let sent = 0;
    const chunked = imageSetup({}, async () => {
      const chunk = new Uint8Array(1 << 20);
      chunk.set(JPEG);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 20 << 20) controller.close();
          else {
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          }
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'image/jpeg' } });
    });
    expect((await chunked.get(picture('https://static01.nyt.com/huge.jpg'))).status).toBe(502);
    expect(sent).toBeLessThanOrEqual(17 << 20);
    const declared = imageSetup({}, async () => new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg', 'Content-Length': '20000000' } }));
    expect((await declared.get(picture('https://static01.nyt.com/huge.jpg'))).status).toBe(502);
  });

  it('refuses a picture over 40 megapixels from its header, before anything decodes it', async () => {
    const bomb = Uint8Array.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer());
    // IHDR width and height (bytes 16–23) set to 12,000 × 12,000.
    new DataView(bomb.buffer).setUint32(16, 12_000);
    new DataView(bomb.buffer).setUint32(20, 12_000);
    const { get } = imageSetup({}, async () => new Response(bomb, { headers: { 'Content-Type': 'image/png' } }));
    expect((await get(picture('https://static01.nyt.com/bomb.png'))).status).toBe(502);
  });

  it('answers 502 for a failing publisher or something that is not a picture, and caches neither', async () => {
    const failing = imageSetup({}, async () => new Response('nope', { status: 500 }));
    expect((await failing.get(picture('https://static01.nyt.com/a.jpg'))).status).toBe(502);
    const html = imageSetup({}, async () => new Response('<html>', { headers: { 'Content-Type': 'text/html' } }));
    expect((await html.get(picture('https://static01.nyt.com/a.jpg'))).status).toBe(502);
    const svg = imageSetup({}, async () => new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }));
    expect((await svg.get(picture('https://static01.nyt.com/a.svg'))).status).toBe(502);
    expect((await svg.get(picture('https://static01.nyt.com/a.svg'))).status).toBe(502);
    expect(svg.fetch).toHaveBeenCalledTimes(2);
  });

  it('counts cache misses per client against the rate limiting binding: past it a 429, cached pictures still served', async () => {
    const keys: string[] = [];
    let left = 2;
    const IMAGE_MISSES = { limit: async ({ key }: { key: string }) => (keys.push(key), { success: left-- > 0 }) };
    const { fetch, get } = imageSetup({ IMAGE_MISSES });
    expect((await get(picture('https://static01.nyt.com/a.jpg?v=1'))).status).toBe(200);
    expect((await get(picture('https://static01.nyt.com/a.jpg?v=2'))).status).toBe(200);
    const limited = await get(picture('https://static01.nyt.com/a.jpg?v=3'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Cache-Control')).toBe('no-store');
    expect((await get(picture('https://static01.nyt.com/a.jpg?v=1'))).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(keys).toHaveLength(3);
  });
});
