import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedRoutePath } from '@/contracts/feed-route';
import { feedSources, SAME_ORIGIN_KEY } from './feed-sources';
import { fixtureFeed } from '../fixture-feeds.test-helper';
import { parseFeed } from '../parse';
import { fetchThroughProxies } from './proxy-fetch';
import { readBodyCapped } from './read-body';
import { ProxyHealth, RATE_LIMIT_MS, validHealthRecord } from './proxy-health';
import { HEALTH_KEY, pageProxyHealth, readHealthRecord, resetPageProxyHealth } from './proxy-health-store';

const P = ['https://p1.test/raw?url={url}', 'https://p2.test/?q={url}', 'https://p3.test/{rawUrl}'];
const FEED = 'https://rss.nytimes.com/services/xml/rss/nyt/US.xml';
const xml = fixtureFeed('nyt-us.xml');

function answer(status: number, body = '', headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : body, { status, headers });
}

beforeEach(() => {
  localStorage.clear();
  resetPageProxyHealth();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('proxy back-off (429)', () => {
  it('a proxy that answers 429 gets no more requests this visit, and the record remembers it', async () => {
    const health = new ProxyHealth();
    const calls: string[] = [];
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      return url.startsWith('https://p1.test') ? answer(429, 'slow down', { 'Retry-After': '120' }) : answer(200, xml);
    }) as unknown as typeof fetch;
    for (let i = 0; i < 3; i += 1) {
      const result = await fetchThroughProxies(FEED, { proxies: P, accept: (b) => parseFeed(b), fetchImpl, health, hedgeDelayMs: 1_000 });
      expect(result.ok).toBe(true);
    }
    expect(calls.filter((u) => u.startsWith('https://p1.test'))).toHaveLength(1);
    expect(health.isBlocked(P[0]!)).toBe(true);
    // This visit: blocked for the rest of it, even once its Retry-After (120 s) has passed.
    const afterRetry = Date.now() + 130_000;
    expect(health.isBlocked(P[0]!, afterRetry)).toBe(true);
    expect(health.order(P, afterRetry)).toEqual([P[1], P[2]]);
    expect(health.visitBlocked()).toEqual([P[0]]);
    // The record keeps it only until Retry-After, not for good.
    const record = health.toRecord();
    expect(record.sources[P[0]!]!.blockedUntil).toBeGreaterThan(Date.now() + 100_000);
    expect(record.sources[P[0]!]!.blockedUntil).toBeLessThanOrEqual(Date.now() + 120_000);
    // A later visit (new health from the record) still skips it until Retry-After has passed, then asks it again.
    expect(new ProxyHealth(record).order(P)).toEqual([P[1], P[2]]);
    expect(new ProxyHealth(record).isBlocked(P[0]!, afterRetry)).toBe(false);
    expect(new ProxyHealth(record).order(P, afterRetry)).toContain(P[0]);
  });

  it('a 429 without Retry-After blocks later visits for 15 minutes; the visit that saw it, for good', () => {
    const at = Date.now();
    const health = new ProxyHealth();
    health.rateLimited(P[2]!, null, at);
    expect(health.toRecord(at).sources[P[2]!]!.blockedUntil).toBe(at + RATE_LIMIT_MS);
    expect(health.isBlocked(P[2]!, at + RATE_LIMIT_MS + 1)).toBe(true);
    const later = new ProxyHealth(health.toRecord(at), at);
    expect(later.isBlocked(P[2]!, at + RATE_LIMIT_MS - 1)).toBe(true);
    expect(later.isBlocked(P[2]!, at + RATE_LIMIT_MS + 1)).toBe(false);
  });
});

describe('proxy health across visits', () => {
  it('the next visit starts with the proxy that answered; failures expire', () => {
    const health = new ProxyHealth();
    health.failure(P[0]!);
    health.success(P[1]!, 300);
    const next = new ProxyHealth(validHealthRecord(JSON.parse(JSON.stringify(health.toRecord()))));
    expect(next.order(P)).toEqual([P[1], P[2], P[0]]);
    expect(next.order(P, Date.now() + 31 * 60_000)).toEqual(P);
    expect(validHealthRecord({ ...health.toRecord(), savedAt: Date.now() - 25 * 3600_000 })).toBeNull();
    expect(validHealthRecord({ v: 1, savedAt: 'x' })).toBeNull();
  });

  it('the hedge delay is twice the median answer, kept between 400 and 1500 ms (400 before three answers)', () => {
    const health = new ProxyHealth();
    expect(health.hedgeDelayMs()).toBe(400);
    [100, 120, 90].forEach((ms) => health.success(P[0]!, ms));
    expect(health.hedgeDelayMs()).toBe(400);
    [450, 500, 480, 520].forEach((ms) => health.success(P[0]!, ms));
    expect(health.hedgeDelayMs()).toBe(900);
    Array.from({ length: 20 }, () => 2_000).forEach((ms) => health.success(P[0]!, ms));
    expect(health.hedgeDelayMs()).toBe(1_500);
  });

  it('the page record is saved to localStorage and read back; storage that throws is ignored', async () => {
    vi.useFakeTimers();
    const health = pageProxyHealth();
    health.failure(P[0]!);
    vi.advanceTimersByTime(1_100);
    expect(readHealthRecord()?.sources[P[0]!]?.failedAt).toBeTypeOf('number');
    vi.useRealTimers();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readHealthRecord()).toBeNull();
    localStorage.removeItem(HEALTH_KEY);
  });

  it('a change not saved yet is saved when the reader leaves the page', () => {
    vi.useFakeTimers();
    const health = pageProxyHealth();
    health.failure(P[1]!);
    expect(readHealthRecord()?.sources[P[1]!]).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    expect(readHealthRecord()?.sources[P[1]!]?.failedAt).toBeTypeOf('number');
    vi.useRealTimers();
    localStorage.removeItem(HEALTH_KEY);
  });
});

describe('the site’s own feed route', () => {
  it('when enabled, each feed is asked from the own origin first, then the proxies', () => {
    const sources = feedSources(FEED, { proxies: P, sameOriginFeeds: true, origin: 'https://news.example.org' });
    expect(sources[0]).toEqual({ key: SAME_ORIGIN_KEY, template: `https://news.example.org${feedRoutePath(FEED)}` });
    expect(sources.slice(1).map((s) => s.template)).toEqual(P);
  });

  it('when disabled, only the proxy templates are used', () => {
    expect(feedSources(FEED, { proxies: P, sameOriginFeeds: false, origin: 'https://news.example.org' }).map((s) => s.template)).toEqual(P);
  });

  it('hedged as today: a silent own route gets the first proxy as company, which wins', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const fetchImpl = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push(url);
      if (url.startsWith('https://news.example.org/feeds/')) return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      return Promise.resolve(answer(200, xml));
    }) as unknown as typeof fetch;
    const sources = feedSources(FEED, { proxies: P, sameOriginFeeds: true, origin: 'https://news.example.org' });
    const promise = fetchThroughProxies(FEED, { proxies: sources, accept: (b) => parseFeed(b), fetchImpl, health: new ProxyHealth(), hedgeDelayMs: 500 });
    await vi.advanceTimersByTimeAsync(600);
    const result = await promise;
    vi.useRealTimers();
    expect(result.ok && result.value.proxy).toBe(P[0]);
    expect(calls[0]).toBe(`https://news.example.org${feedRoutePath(FEED)}`);
    expect(calls[1]).toBe(`https://p1.test/raw?url=${encodeURIComponent(FEED)}`);
  });
});

describe('body cap', () => {
  it('a Content-Length over the cap is refused before reading; a streamed body stops at the cap', async () => {
    const declared = await readBodyCapped(answer(200, 'x'.repeat(10), { 'Content-Length': '9999999' }), 1_000);
    expect(declared.ok ? 'ok' : declared.kind).toBe('too-large');
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(400).fill(65));
        if (pulled > 100) controller.close();
      },
    });
    const streamed = await readBodyCapped(new Response(stream), 1_000);
    expect(streamed.ok ? 'ok' : streamed.kind).toBe('too-large');
    expect(pulled).toBeLessThan(10);
  });

  it('too large is final: the next proxy is not asked for the same body', async () => {
    const calls: string[] = [];
    const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
      calls.push(String(input));
      return answer(200, 'x', { 'Content-Length': '6000000' });
    }) as unknown as typeof fetch;
    const result = await fetchThroughProxies(FEED, { proxies: P, accept: (b) => parseFeed(b), fetchImpl, health: new ProxyHealth(), hedgeDelayMs: 1_000 });
    expect(result.ok ? 'ok' : result.kind).toBe('too-large');
    expect(calls).toHaveLength(1);
  });
});
