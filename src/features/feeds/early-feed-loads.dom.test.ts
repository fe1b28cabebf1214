import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryBySlug } from '@/config/categories';
import { env } from '@/config/env';
import type { Article } from '@/lib/article';
import { responsiveSources } from '@/lib/image-sources';
import { pageDataScript, resetPageDataForTests } from '@/lib/page-data';
import { startEarlyFeedLoads } from './early-feed-loads';
import { readCacheEntry, writeCachedCategory } from './feed-cache';
import { fixtureFeed } from './fixture-feeds.test-helper';
import { loadCategory } from './load-category';
import { sessionProxyHealth } from './proxy-fetch';
import { resetPageProxyHealth } from './proxy-health-store';

const business = categoryBySlug('business');
const answer = () => ({ ok: true, status: 200, headers: new Headers({ 'content-type': 'application/xml' }), text: async () => fixtureFeed('nyt-business-one-item.xml') }) as unknown as Response;

beforeEach(() => {
  sessionProxyHealth.reset();
  resetPageProxyHealth();
  resetPageDataForTests();
  localStorage.clear();
  document.body.innerHTML = '';
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startEarlyFeedLoads', () => {
  it('starts the load at once, and the page\'s own load joins it (one request per feed)', async () => {
    const fetchSpy = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetchSpy);
    startEarlyFeedLoads(['business']);
    // Called while the early load is in flight: it joins it instead of fetching again.
    const articles = await loadCategory('business');
    expect(articles[0]?.title).toBe('Credit Unions See Rising Demand for Small-Business Loans');
    expect(fetchSpy).toHaveBeenCalledTimes(business?.feeds.length ?? 0);
    // The finished load is in the feed cache, where the page reads it after hydration.
    expect(readCacheEntry('business')?.articles[0]?.title).toBe('Credit Unions See Rising Demand for Small-Business Loans');
  });

  it('a fresh cache entry means no request', () => {
    const fetchSpy = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetchSpy);
    writeCachedCategory('business', [{ id: 'c1', title: 'Cached', excerpt: '', link: null, image: null, date: null, author: null, category: 'Business & Finance' }]);
    startEarlyFeedLoads(['business']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('when every source fails, the page\'s snapshot stories are kept, not replaced by placeholders', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    const snapshot = [{ id: 's1', title: 'Snapshot story', excerpt: '', link: null, image: null, date: null, author: null, category: 'Business & Finance', snapshot: true }];
    document.body.innerHTML = pageDataScript({ path: '/business', queries: { mutations: [], queries: [{ queryKey: ['feeds', 'category', 'business'], queryHash: '["feeds","category","business"]', state: { data: snapshot, dataUpdatedAt: 1, status: 'success' } }] } as never });
    startEarlyFeedLoads(['business']);
    const articles = await loadCategory('business');
    expect(articles.map((a) => a.title)).toEqual(['Snapshot story']);
    expect(readCacheEntry('business')).toBeNull();
  });

  describe('the lead picture, when the served page has none', () => {
    const story = (id: string, image: string | null, title = `Story ${id}`): Article => ({ id, title, excerpt: '', link: `https://news.example/${id}`, image, date: null, author: null, category: 'Business & Finance' });
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];

    it('is asked for as soon as its feed is in, at the width the screen needs, before the page renders it', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => answer()));
      writeCachedCategory('business', [story('untitled', 'https://news.example/untitled.jpg', ' '), story('lead', 'https://news.example/lead.jpg')]);
      // The business page: its first card is the lead.
      window.history.replaceState(null, '', '/business');
      startEarlyFeedLoads(['business']);
      await vi.waitFor(() => expect(preloads()).toHaveLength(1));
      const [link] = preloads();
      const sources = responsiveSources(env.imageProxy, 'https://news.example/lead.jpg', 'card');
      expect(link!.getAttribute('href')).toBe(sources?.src ?? 'https://news.example/lead.jpg');
      expect(link!.getAttribute('imagesrcset')).toBe(sources?.srcSet ?? null);
      expect(link!.getAttribute('imagesizes')).toBe(sources?.sizes ?? null);
      expect(link!.getAttribute('fetchpriority')).toBe('high');
      expect(link!.getAttribute('referrerpolicy')).toBe('no-referrer');
      window.history.replaceState(null, '', '/');
    });

    it('is left alone when the served page already holds its lead picture, or when the lead story has none', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => answer()));
      writeCachedCategory('business', [story('lead', 'https://news.example/lead.jpg')]);
      document.body.innerHTML = '<img fetchpriority="high" src="/images/served.jpg" alt="">';
      startEarlyFeedLoads(['business']);
      await loadCategory('business');
      document.body.innerHTML = '';
      writeCachedCategory('business', [story('lead', null)]);
      startEarlyFeedLoads(['business']);
      await loadCategory('business');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloads()).toHaveLength(0);
    });
  });
});
