import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureFeed } from '../fixture-feeds.test-helper';
import { parseFeed } from '../parse';
import { proxiedUrl } from './proxied-url';
import { fetchThroughProxies } from './proxy-fetch';
import { ProxyHealth } from './proxy-health';

type Mode = 'ok' | 'hang' | 'fail' | 'html' | 'empty' | 'garbage' | 'throw' | `slow:${number}`;

const PROXIES = ['https://p1.test/raw?url={url}', 'https://p2.test/get?quest={url}', 'https://p3.test/{url}', 'https://p4.test/?u={url}'];
const FEED = 'https://feeds.example.net/a.xml?x=1&y=2';
const xml = fixtureFeed('nyt-us.xml');

function fakeFetch(modes: Mode[]) {
  const calls: Array<{ proxy: number; url: string; signal: AbortSignal; at: number }> = [];
  const aborted = new Set<number>();
  const body = (text: string, status = 200) => ({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) }) as unknown as Response;
  const impl = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const proxy = PROXIES.findIndex((p) => url.startsWith(p.split('{url}')[0]!));
    const signal = init!.signal!;
    calls.push({ proxy, url, signal, at: Date.now() });
    signal.addEventListener('abort', () => aborted.add(proxy));
    const mode = modes[proxy] ?? 'fail';
    return new Promise<Response>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      if (mode === 'hang') return;
      if (mode === 'throw') return reject(new TypeError('Failed to fetch'));
      const answer = () => {
        if (mode === 'fail') resolve(body('proxy error', 500));
        else if (mode === 'html') resolve(body('<!doctype html><html><body><h1>Rate limited</h1></body></html>'));
        else if (mode === 'empty') resolve(body(''));
        else if (mode === 'garbage') resolve(body('{"contents": null, "status": {"http_code": 404}}'));
        else resolve(body(xml));
      };
      if (mode.startsWith('slow:')) setTimeout(answer, Number(mode.slice(5)));
      else answer();
    });
  });
  return { impl: impl as unknown as typeof fetch, calls, aborted };
}

function run(modes: Mode[], opts: { hedgeDelayMs?: number; timeoutMs?: number; health?: ProxyHealth; signal?: AbortSignal } = {}) {
  const fake = fakeFetch(modes);
  const health = opts.health ?? new ProxyHealth();
  const promise = fetchThroughProxies(FEED, {
    proxies: PROXIES,
    accept: (b) => parseFeed(b),
    fetchImpl: fake.impl,
    hedgeDelayMs: opts.hedgeDelayMs ?? 1500,
    timeoutMs: opts.timeoutMs ?? 8000,
    health,
    signal: opts.signal,
  });
  let settledAt: number | null = null;
  void promise.then(() => (settledAt = Date.now()));
  return { ...fake, promise, health, settledAt: () => settledAt };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-20T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('proxiedUrl', () => {
  it('puts the encoded feed URL into the template', () => {
    expect(proxiedUrl(PROXIES[0]!, FEED)).toBe(`https://p1.test/raw?url=${encodeURIComponent(FEED)}`);
  });

  it('puts the feed URL as is into a {rawUrl} template (path-style proxies)', () => {
    expect(proxiedUrl('https://p.test/{rawUrl}', FEED)).toBe(`https://p.test/${FEED}`);
    expect(proxiedUrl('https://p.test/{rawUrl}', FEED)).not.toContain('%');
  });

  it('fetches through a path-style proxy with the raw feed URL in its path', async () => {
    const urls: string[] = [];
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return { ok: true, status: 200, text: () => Promise.resolve(xml) } as unknown as Response;
    }) as unknown as typeof fetch;
    const result = await fetchThroughProxies(FEED, { proxies: ['https://p.test/{rawUrl}'], accept: (b) => parseFeed(b), fetchImpl, health: new ProxyHealth() });
    expect(result.ok && result.value.proxy).toBe('https://p.test/{rawUrl}');
    expect(urls).toEqual([`https://p.test/${FEED}`]);
  });
});

describe('fetchThroughProxies', () => {
  it('uses the first proxy when it answers, and starts no other', async () => {
    const r = run(['ok', 'ok', 'ok', 'ok']);
    const result = await r.promise;
    expect(result.ok && result.value.proxy).toBe(PROXIES[0]);
    expect(r.calls.map((c) => c.proxy)).toEqual([0]);
  });

  it('hedges: a silent first proxy gets company after 1.5 s, the second wins, the first is aborted', async () => {
    const r = run(['hang', 'ok', 'ok', 'ok']);
    await vi.advanceTimersByTimeAsync(1499);
    expect(r.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const result = await r.promise;
    expect(result.ok && result.value.proxy).toBe(PROXIES[1]);
    expect(r.calls.map((c) => c.proxy)).toEqual([0, 1]);
    expect(r.calls[1]!.at - r.calls[0]!.at).toBe(1500);
    expect(r.aborted.has(0)).toBe(true);
    expect(r.calls[0]!.signal.aborted).toBe(true);
    // The overtaken proxy is remembered and tried last next time.
    expect(r.health.order(PROXIES)).toEqual([PROXIES[1], PROXIES[2], PROXIES[3], PROXIES[0]]);
  });

  it('the first good answer wins even when an earlier try answers later', async () => {
    const r = run(['slow:2500', 'slow:100', 'ok', 'ok']);
    await vi.advanceTimersByTimeAsync(1600);
    const result = await r.promise;
    expect(result.ok && result.value.proxy).toBe(PROXIES[1]);
    expect(r.aborted.has(0)).toBe(true);
    expect(r.calls).toHaveLength(2);
  });

  it('fails over at once (no hedge wait) on HTTP 500, an HTML page, an empty body, garbage and network errors', async () => {
    for (const bad of ['fail', 'html', 'empty', 'garbage', 'throw'] as const) {
      const r = run([bad, 'ok', 'ok', 'ok']);
      await vi.advanceTimersByTimeAsync(0);
      const result = await r.promise;
      expect(result.ok && result.value.proxy, bad).toBe(PROXIES[1]);
      expect(r.calls[1]!.at - r.calls[0]!.at, bad).toBe(0);
    }
  });

  it('times out each try after 8 s', async () => {
    const r = run(['hang', 'hang', 'hang', 'hang']);
    await vi.advanceTimersByTimeAsync(1500 * 3);
    expect(r.calls).toHaveLength(4);
    expect(r.settledAt()).toBeNull();
    await vi.advanceTimersByTimeAsync(8000 - 1500 * 3);
    // The last try started at 4.5 s, so it times out at 12.5 s.
    expect(r.settledAt()).toBeNull();
    await vi.advanceTimersByTimeAsync(4500);
    const result = await r.promise;
    expect(result).toMatchObject({ ok: false, kind: 'timeout' });
    expect(r.settledAt()).toBe(new Date('2026-11-20T12:00:12.500Z').getTime());
    for (const c of r.calls) expect(c.signal.aborted).toBe(true);
  });

  it('all proxies failing gives a typed failure, never a throw', async () => {
    const r = run(['fail', 'html', 'empty', 'throw']);
    await vi.advanceTimersByTimeAsync(0);
    const result = await r.promise;
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/every proxy failed/);
    expect(r.calls).toHaveLength(4);
  });

  it('tries proxies that failed recently last (session memory), and forgets after a success', async () => {
    const health = new ProxyHealth();
    const first = run(['fail', 'fail', 'ok', 'ok'], { health });
    await vi.advanceTimersByTimeAsync(0);
    await first.promise;
    expect(health.order(PROXIES)).toEqual([PROXIES[2], PROXIES[3], PROXIES[0], PROXIES[1]]);
    const second = run(['ok', 'ok', 'ok', 'ok'], { health });
    const result = await second.promise;
    expect(result.ok && result.value.proxy).toBe(PROXIES[2]);
    health.success(PROXIES[0]!);
    expect(health.order(PROXIES)[0]).toBe(PROXIES[0]);
  });

  it('strictly sequential mode (hedge delay Infinity) waits for the timeout before the next proxy', async () => {
    const r = run(['hang', 'ok', 'ok', 'ok'], { hedgeDelayMs: Number.POSITIVE_INFINITY });
    await vi.advanceTimersByTimeAsync(7999);
    expect(r.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const result = await r.promise;
    expect(result.ok && result.value.proxy).toBe(PROXIES[1]);
  });

  it('an abort from the caller stops every try', async () => {
    const controller = new AbortController();
    const r = run(['hang', 'hang', 'ok', 'ok'], { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1500);
    controller.abort();
    const result = await r.promise;
    expect(result).toMatchObject({ ok: false, kind: 'aborted' });
    expect(r.calls.every((c) => c.signal.aborted)).toBe(true);
    // Aborts are not held against a proxy.
    expect(r.health.order(PROXIES)).toEqual(PROXIES);
  });
});
