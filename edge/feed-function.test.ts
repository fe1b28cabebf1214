import { describe, expect, it, vi } from 'vitest';
import { feedRoutes } from '../src/config/feed-routes';
import { FEED_MAX_BYTES, FEED_ROUTE_CACHE_CONTROL, FEED_ROUTE_CACHE_SECONDS, FEED_ROUTE_PREFIX } from '../src/contracts';
import { feedBody, feedEtag, matchesEtag } from './feed-body';
import { handleFeedRequest, type EdgeCache } from './feed-handler';
import { publisherFeed } from '../tests/fixtures/publishers.mjs';
import netlifyFeeds, { config as netlifyConfig } from '../netlify/functions/feeds';

/**
 * The feed route's handler (edge/feed-handler.ts) as the Netlify Function runs
 * it (the Cloudflare Worker: edge/cloudflare-worker.test.ts), with a stand-in
 * for the host's Cache API (entries expire by their Cache-Control max-age, on
 * a fake clock) and for the publishers.
 */
class FakeCache implements EdgeCache {
  readonly entries = new Map<string, { body: ArrayBuffer; headers: Headers; expires: number }>();
  now = 0;
  async match(request: Request) {
    const entry = this.entries.get(request.url);
    if (!entry || entry.expires <= this.now) return undefined;
    return new Response(entry.body.slice(0), { headers: entry.headers });
  }
  async put(request: Request, response: Response) {
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('Cache-Control') ?? '')?.[1] ?? 0);
    this.entries.set(request.url, { body: await response.arrayBuffer(), headers: response.headers, expires: this.now + maxAge * 1000 });
  }
}

const FEED = '<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><item><title>A story</title></item></channel></rss>';
const [route, other] = feedRoutes();
const SITE = 'https://news.example';

function setup(answer: (url: string, init?: RequestInit) => Promise<Response>) {
  const cache = new FakeCache();
  const pending: Promise<unknown>[] = [];
  const fetch = vi.fn(answer);
  const deps = { fetch, cache, waitUntil: (p: Promise<unknown>) => void pending.push(p), timeoutMs: 50 };
  const get = async (path: string, method = 'GET') => {
    const response = await handleFeedRequest(new Request(`${SITE}${path}`, { method }), path.split('/')[2]!.split('?')[0]!, deps);
    await Promise.all(pending);
    return response;
  };
  return { cache, fetch, get };
}
const ok = (body = FEED, type = 'application/rss+xml; charset=utf-8') => async () => new Response(body, { headers: { 'Content-Type': type, 'Set-Cookie': 'a=1' } });

describe('the feed route handler: /feeds/{id}.xml', () => {
  it('fetches only the catalogued URL, with no part of the reader\'s request, and answers with the feed and our headers', async () => {
    const { fetch, get } = setup(ok());
    const response = await get(`${route!.path}?url=https://evil.example/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(FEED);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(route!.url);
    const sent = new Headers(fetch.mock.calls[0]![1]!.headers);
    expect(sent.get('cookie')).toBeNull();
    expect(sent.get('accept')).toMatch(/application\/rss\+xml/);
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe(FEED_ROUTE_CACHE_CONTROL);
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('answers 404 for any id that is not catalogued, without fetching anything', async () => {
    const { fetch, get } = setup(ok());
    for (const path of ['/feeds/unknown.xml', `/feeds/${route!.id}`, `/feeds/${route!.id}.xml.xml`, '/feeds/..%2Fetc.xml']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses methods other than GET and HEAD; HEAD has no body', async () => {
    const { get } = setup(ok());
    expect((await get(route!.path, 'POST')).status).toBe(405);
    const head = await get(route!.path, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves one copy per feed for 5 minutes whatever the query string, then asks the publisher again', async () => {
    const { cache, fetch, get } = setup(ok());
    await get(route!.path);
    const hit = await get(`${route!.path}?nocache=${Math.random()}`);
    expect(hit.headers.get('X-Cache-Status')).toBe('HIT');
    expect(await hit.text()).toBe(FEED);
    await get(other!.path);
    expect(fetch).toHaveBeenCalledTimes(2);
    cache.now += 301_000;
    expect((await get(route!.path)).headers.get('X-Cache-Status')).toBe('MISS');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('serves the last good copy when the publisher fails, hangs, or answers an HTML page or an empty body', async () => {
    let mode: 'ok' | 'fail' | 'hang' | 'html' | 'empty' = 'ok';
    const { cache, get } = setup(async (_url, init) => {
      if (mode === 'fail') return new Response('boom', { status: 503 });
      if (mode === 'html') return new Response('<html>captcha</html>', { headers: { 'Content-Type': 'text/html' } });
      if (mode === 'empty') return new Response('', { headers: { 'Content-Type': 'application/xml' } });
      if (mode === 'hang') return new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(new Error('aborted'))));
      return ok()();
    });
    await get(route!.path);
    for (const next of ['fail', 'hang', 'html', 'empty'] as const) {
      mode = next;
      cache.now += 301_000;
      const response = await get(route!.path);
      expect(response.status, next).toBe(200);
      expect(response.headers.get('X-Cache-Status'), next).toBe('STALE');
      expect(response.headers.get('Cache-Control'), next).toBe('public, max-age=60');
      expect(await response.text(), next).toBe(FEED);
    }
  });

  it('answers 502 when the publisher fails and there is no copy yet', async () => {
    const { get } = setup(async () => new Response('boom', { status: 500 }));
    const response = await get(route!.path);
    expect(response.status).toBe(502);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('refuses a body over the size cap (declared or streamed) and keeps serving the last good copy', async () => {
    let big: 'declared' | 'streamed' | null = null;
    const { cache, get } = setup(async () => {
      if (big === 'declared') return new Response('x', { headers: { 'Content-Length': String(FEED_MAX_BYTES + 1), 'Content-Type': 'application/xml' } });
      if (big === 'streamed') {
        const chunk = new Uint8Array(1024 * 1024).fill(60);
        let sent = 0;
        const stream = new ReadableStream<Uint8Array>({
          pull(controller) {
            sent += 1;
            if (sent > 10) controller.close();
            else controller.enqueue(chunk);
          },
        });
        return new Response(stream, { headers: { 'Content-Type': 'application/xml' } });
      }
      return ok()();
    });
    expect((await get(route!.path)).status).toBe(200);
    for (const kind of ['declared', 'streamed'] as const) {
      big = kind;
      cache.now += 301_000;
      const response = await get(route!.path);
      expect(response.headers.get('X-Cache-Status'), kind).toBe('STALE');
      expect(await response.text(), kind).toBe(FEED);
    }
  });

  it('gives a non-XML content type the generic XML type', async () => {
    const { get } = setup(ok(FEED, 'text/plain'));
    expect((await get(route!.path)).headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
  });
});

describe('Netlify Function: netlify/functions/feeds.ts', () => {
  it('runs on /feeds/* (before the netlify.toml rules)', () => {
    expect(netlifyConfig).toEqual({ path: `${FEED_ROUTE_PREFIX}*` });
  });

  it('serves the feed with our headers and tells Netlify\'s CDN to keep one durable copy per feed', async () => {
    const cache = new FakeCache();
    const fetch = vi.fn((_url: string) => ok()());
    vi.stubGlobal('caches', { open: async () => cache });
    vi.stubGlobal('fetch', fetch);
    const waits: Promise<unknown>[] = [];
    const context = { waitUntil: (p: Promise<unknown>) => void waits.push(p) };
    const response = await netlifyFeeds(new Request(`${SITE}${route!.path}?utm_source=x`), context);
    await Promise.all(waits);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(FEED);
    expect(fetch.mock.calls[0]![0]).toBe(route!.url);
    expect(response.headers.get('Cache-Control')).toBe(FEED_ROUTE_CACHE_CONTROL);
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toBe('public, durable, max-age=300, stale-while-revalidate=600');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; sandbox");
    expect(cache.entries.size).toBe(2);
    // A cache-busting query string reaches the function, not the publisher.
    const again = await netlifyFeeds(new Request(`${SITE}${route!.path}?nocache=${Math.random()}`), context);
    expect(again.headers.get('X-Cache-Status')).toBe('HIT');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answers 404 for any other /feeds/ path, the stale copy for a minute, and a 502 uncached', async () => {
    let failing = false;
    const cache = new FakeCache();
    vi.stubGlobal('caches', { open: async () => cache });
    vi.stubGlobal('fetch', vi.fn(async () => (failing ? new Response('boom', { status: 500 }) : ok()())));
    const waits: Promise<unknown>[] = [];
    const context = { waitUntil: (p: Promise<unknown>) => void waits.push(p) };
    for (const path of ['/feeds/', '/feeds/unknown.xml', '/feeds/a/b.xml']) {
      const response = await netlifyFeeds(new Request(`${SITE}${path}`), context);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Netlify-CDN-Cache-Control'), path).toBe('public, durable, max-age=60');
    }
    failing = true;
    const none = await netlifyFeeds(new Request(`${SITE}${other!.path}`), context);
    expect(none.status).toBe(502);
    expect(none.headers.get('Netlify-CDN-Cache-Control')).toBe('no-store');
    failing = false;
    await netlifyFeeds(new Request(`${SITE}${route!.path}`), context);
    await Promise.all(waits);
    failing = true;
    cache.now += 301_000;
    const stale = await netlifyFeeds(new Request(`${SITE}${route!.path}`), context);
    expect(stale.headers.get('X-Cache-Status')).toBe('STALE');
    expect(stale.headers.get('Netlify-CDN-Cache-Control')).toBe('public, durable, max-age=60');
  });

  it('still serves (uncached by the function, cached by the CDN) where the runtime has no Cache API', async () => {
    vi.stubGlobal('caches', undefined);
    const fetch = vi.fn(ok());
    vi.stubGlobal('fetch', fetch);
    const response = await netlifyFeeds(new Request(`${SITE}${route!.path}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('Netlify-CDN-Cache-Control')).toMatch(/^public, durable, max-age=300/);
    await netlifyFeeds(new Request(`${SITE}${route!.path}`));
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('the feed route handler: trimmed answers and validators', () => {
  const heavy = publisherFeed('https://michiganadvance.com/feed/', { now: Date.parse('2026-11-20T12:00:00Z'), kind: 'wordpress' });
  const request = (path: string, headers: Record<string, string> = {}, method = 'GET') => new Request(`${SITE}${path}`, { method, headers });
  const serve = (answer: () => Promise<Response>) => {
    const { cache, fetch } = setup(answer);
    const pending: Promise<unknown>[] = [];
    const deps = { fetch, cache, waitUntil: (p: Promise<unknown>) => void pending.push(p), timeoutMs: 50 };
    return {
      cache,
      fetch,
      async get(headers: Record<string, string> = {}, method = 'GET') {
        const response = await handleFeedRequest(request(route!.path, headers, method), `${route!.id}.xml`, deps);
        await Promise.all(pending);
        return response;
      },
    };
  };

  it('sends the feed trimmed by the shared trimmer (edge/feed-body.ts), with a strong ETag of the bytes sent', async () => {
    const { get } = serve(ok(heavy, 'application/rss+xml; charset=UTF-8'));
    const response = await get();
    const body = new Uint8Array(await response.arrayBuffer());
    const expected = feedBody(new TextEncoder().encode(heavy), 'application/rss+xml; charset=UTF-8');
    expect(expected.trimmed).toBe(true);
    expect(body).toEqual(expected.body);
    expect(body.byteLength).toBeLessThan(heavy.length / 5);
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('ETag')).toBe(feedEtag(body));
    expect(response.headers.get('ETag')).toMatch(/^"f-[0-9a-z]+-[0-9a-z]+-[0-9a-z]+"$/);
  });

  it('answers 304 without a body to an If-None-Match naming the copy (strong, weak or in a list), fresh or from the cache', async () => {
    const { get, fetch } = serve(ok(heavy));
    const first = await get();
    const etag = first.headers.get('ETag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get({ 'If-None-Match': ifNoneMatch });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('ETag')).toBe(etag);
      expect(again.headers.get('Cache-Control')).toBe(FEED_ROUTE_CACHE_CONTROL);
      expect(again.headers.get('X-Cache-Status')).toBe('HIT');
      expect(await again.text()).toBe('');
    }
    expect((await get({ 'If-None-Match': '"f-0-0-0"' })).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the ETag when an expired copy is refreshed from an unchanged feed, so a returning reader still gets a 304', async () => {
    const { get, cache, fetch } = serve(ok(heavy));
    const etag = (await get()).headers.get('ETag')!;
    cache.now += (FEED_ROUTE_CACHE_SECONDS + 1) * 1000;
    const refreshed = await get({ 'If-None-Match': etag });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(refreshed.headers.get('X-Cache-Status')).toBe('MISS');
    expect(refreshed.status).toBe(304);
  });

  it('passes a feed the trimmer cannot read on byte for byte, with the publisher\'s type and an ETag', async () => {
    const doctype = `<?xml version="1.0" encoding="ISO-8859-1"?><!DOCTYPE rss [<!ENTITY x "y">]>${heavy.slice(heavy.indexOf('<rss'))}`;
    const latin1 = Uint8Array.from(doctype, (c) => c.charCodeAt(0) & 0xff);
    const { get } = serve(async () => new Response(latin1, { headers: { 'Content-Type': 'text/xml; charset=ISO-8859-1' } }));
    const response = await get();
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(latin1);
    expect(response.headers.get('Content-Type')).toBe('text/xml; charset=ISO-8859-1');
    expect(response.headers.get('ETag')).toBe(feedEtag(latin1));
  });

  it('HEAD has the ETag and no body; a conditional HEAD is a 304', async () => {
    const { get } = serve(ok(heavy));
    const head = await get({}, 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get({ 'If-None-Match': head.headers.get('ETag')! }, 'HEAD')).status).toBe(304);
  });
});

describe('matchesEtag', () => {
  it('compares weakly, as If-None-Match asks, and matches nothing on an empty header', () => {
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(null, '"a"')).toBe(false);
    expect(matchesEtag('', '"a"')).toBe(false);
  });
});
