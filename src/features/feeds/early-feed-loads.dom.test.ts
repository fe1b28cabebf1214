import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryBySlug } from '@/config/categories';
import { env } from '@/config/env';
import type { Article } from '@/lib/article';
import { responsiveSources } from '@/lib/image-sources';
import { pageDataScript, resetPageDataForTests } from '@/lib/page-data';
import { startEarlyFeedLoads } from './early-feed-loads';
import { pageCategoryLoader, readCacheEntry, writeCachedCategory } from './cache';
import { fixtureFeed } from './fixture-feeds.test-helper';

const business = categoryBySlug('business');
const answer = () => ({ ok: true, status: 200, headers: new Headers({ 'content-type': 'application/xml' }), text: async () => fixtureFeed('nyt-business-one-item.xml') }) as unknown as Response;

beforeEach(() => {
  resetPageDataForTests();
  localStorage.clear();
  document.body.innerHTML = '';
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
    const articles = await pageCategoryLoader().load('business');
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
    const articles = await pageCategoryLoader().load('business');
    expect(articles.map((a) => a.title)).toEqual(['Snapshot story']);
    expect(readCacheEntry('business')).toBeNull();
  });

  describe('the lead picture, when the served page has none', () => {
    const story = (id: string, image: string | null, title = `Story ${id}`): Article => ({ id, title, excerpt: '', link: `https://news.example/${id}`, image, date: null, author: null, category: 'Business & Finance' });
    /** Every picture the early loads ask for, as the browser would get it (jsdom loads and decodes none). */
    let asked: Array<{ sizes: string; srcset: string; src: string; referrerPolicy: string; fetchPriority: string; readonly currentSrc: string }> = [];
    let decode: () => Promise<void> = async () => {};
    class FakeImage {
      sizes = '';
      srcset = '';
      src = '';
      referrerPolicy = '';
      fetchPriority = '';
      decoding = '';
      constructor() {
        asked.push(this);
      }
      get currentSrc() {
        return this.srcset.split(', ')[0]?.split(' ')[0] ?? this.src;
      }
      decode() {
        return decode();
      }
    }
    const rule = () => document.getElementById('lead-picture')?.textContent ?? null;

    beforeEach(() => {
      asked = [];
      decode = async () => {};
      vi.stubGlobal('Image', FakeImage);
      document.getElementById('lead-picture')?.remove();
    });

    it('is fetched as soon as its feed is in, as the card will ask for it, and shown in the lead placeholder', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => answer()));
      writeCachedCategory('business', [story('untitled', 'https://news.example/untitled.jpg', ' '), story('lead', 'https://news.example/lead.jpg')]);
      document.body.innerHTML = '<div data-testid="card-skeleton"><div data-lead-picture></div></div>';
      // The business page: its first card is the lead.
      window.history.replaceState(null, '', '/business');
      const shown = startEarlyFeedLoads(['business']);
      await shown;
      expect(asked).toHaveLength(1);
      const [picture] = asked;
      const sources = responsiveSources(env.imageProxy, 'https://news.example/lead.jpg', 'card');
      expect(picture!.src).toBe(sources?.src ?? 'https://news.example/lead.jpg');
      expect(picture!.srcset).toBe(sources?.srcSet ?? '');
      expect(picture!.sizes).toBe(sources?.sizes ?? '');
      expect(picture!.fetchPriority).toBe('high');
      expect(picture!.referrerPolicy).toBe('no-referrer');
      // The candidate the browser picked, in the placeholder's picture box only.
      expect(rule()).toBe(`[data-lead-picture]{background:url("${picture!.currentSrc}") center/cover no-repeat;animation:none}[data-lead-picture]>img{visibility:hidden}`);
      window.history.replaceState(null, '', '/');
    });

    it('is not shown once the placeholder is gone, nor when it fails to load; the wait ends either way', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => answer()));
      writeCachedCategory('business', [story('lead', 'https://news.example/lead.jpg')]);
      await startEarlyFeedLoads(['business']);
      expect(asked).toHaveLength(1);
      expect(rule()).toBeNull();
      document.body.innerHTML = '<div data-lead-picture></div>';
      decode = () => Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'));
      await startEarlyFeedLoads(['business']);
      expect(rule()).toBeNull();
      expect(console.warn).toHaveBeenCalledWith('[feeds] the lead picture was not shown early; it loads with the page', expect.any(DOMException));
    });

    it('is left alone when the served page already holds its lead picture, or when the lead story has none', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => answer()));
      writeCachedCategory('business', [story('lead', 'https://news.example/lead.jpg')]);
      document.body.innerHTML = '<img fetchpriority="high" src="/images/served.jpg" alt=""><div data-lead-picture></div>';
      await startEarlyFeedLoads(['business']);
      await pageCategoryLoader().load('business');
      document.body.innerHTML = '<div data-lead-picture></div>';
      writeCachedCategory('business', [story('lead', null)]);
      await startEarlyFeedLoads(['business']);
      expect(asked).toHaveLength(0);
      expect(rule()).toBeNull();
    });
  });
});
