import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryBySlug } from '@/config/categories';
import { regionBySlug, regionFeedSetSlug } from '@/config/regions';
import { staffByline } from '@/config/site';
import { fixtureFeed } from '../fixture-feeds.test-helper';
import { fetchCategoryArticles } from '../transport';
import { cacheKey, readCacheEntry, writeCachedCategory } from './feed-cache';
import { CategoryLoader, FAILED_LOAD_QUIET_MS } from './load-category';

const FILES: Record<string, string> = {
  'https://rss.nytimes.com/services/xml/rss/nyt/US.xml': 'nyt-us.xml',
  'https://michiganadvance.com/feed/': 'michigan-advance.xml',
  'https://www.bridgedetroit.com/feed/': 'bridgedetroit.xml',
  'https://planetdetroit.org/feed/': 'planet-detroit.xml',
  'https://rss.nytimes.com/services/xml/rss/nyt/Politics.xml': 'dates.xml',
  'https://feeds.npr.org/1014/rss.xml': 'npr-politics.xml',
};
/** Politics merges two feeds: one request each when the first proxy answers. */
const POLITICS_FEEDS = categoryBySlug('politics')!.feeds.length;

/** A fetch that answers like a raw proxy: the fixture for the feed URL found in the query or path. */
function proxyFetch(mode: 'ok' | 'fail' = 'ok') {
  return vi.fn(async (input: RequestInfo | URL) => {
    const url = decodeURIComponent(String(input));
    const feed = Object.keys(FILES).find((f) => url.endsWith(f));
    if (mode === 'fail' || !feed) return { ok: false, status: 502, text: async () => 'bad gateway' } as unknown as Response;
    return { ok: true, status: 200, text: async () => fixtureFeed(FILES[feed]!) } as unknown as Response;
  });
}

let loader: CategoryLoader;

beforeEach(() => {
  loader = new CategoryLoader();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchCategoryArticles', () => {
  it('merges all feeds of Local News, drops the duplicate, sorts newest first', async () => {
    const fetchImpl = proxyFetch();
    vi.stubGlobal('fetch', fetchImpl);
    const list = await fetchCategoryArticles(categoryBySlug('local-news')!, { proxies: ['https://p.test/raw?url={url}'] });
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    expect(list).toHaveLength(11);
    expect(list[0]!.title).toBe('New Air Monitors Go Up Near Southwest Detroit Schools');
    expect(list.every((a) => a.categorySlug === 'local-news' && a.category === 'Local News')).toBe(true);
  });
});

describe('a region, loaded as a category', () => {
  it("fetches only its own newsrooms and the statewide ones, names each story's newsroom, and caches it under its feed set", async () => {
    const region = regionBySlug('metro-detroit')!;
    const slug = regionFeedSetSlug(region);
    const fetchImpl = proxyFetch();
    vi.stubGlobal('fetch', fetchImpl);
    const list = await loader.load(slug, { proxies: ['https://p.test/raw?url={url}'] });
    // WDET, BridgeDetroit, Outlier Media, Planet Detroit, Michigan Advance, Bridge Michigan: one request each.
    expect(fetchImpl).toHaveBeenCalledTimes(6);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.categorySlug === 'local-news/metro-detroit' && a.category === 'Metro Detroit')).toBe(true);
    // Named as the table names the newsroom, not by the feed's own title.
    expect(new Set(list.map((a) => a.source))).toEqual(new Set(['BridgeDetroit', 'Planet Detroit', 'Michigan Advance']));
    // Read back from the cache as it was stored (its slug is a known feed set).
    expect(readCacheEntry(slug)!.articles.map((a) => a.source)).toEqual(list.map((a) => a.source));
  });

  it('an unknown region loads nothing', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    expect(await loader.load('local-news/nowhere')).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('CategoryLoader (cache-aware)', () => {
  it('a fresh cache entry means no network at all', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    writeCachedCategory('politics', [{ id: 'p1', title: 'Cached', excerpt: '', link: null, image: null, date: null, author: null, category: 'Politics/Government' }]);
    const list = await loader.load('politics');
    expect(list.map((a) => a.title)).toEqual(['Cached']);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('no entry: fetches through the proxies, caches the result', async () => {
    const fetchSpy = proxyFetch();
    vi.stubGlobal('fetch', fetchSpy);
    const list = await loader.load('politics');
    expect(list.length).toBeGreaterThan(0);
    expect(fetchSpy).toHaveBeenCalledTimes(POLITICS_FEEDS);
    expect(readCacheEntry('politics')!.articles).toHaveLength(list.length);
    // A second call is served from the cache.
    await loader.load('politics');
    expect(fetchSpy).toHaveBeenCalledTimes(POLITICS_FEEDS);
  });

  it('a stale entry is refreshed; if every proxy fails the stale articles are kept', async () => {
    vi.stubGlobal('fetch', proxyFetch('fail'));
    const stale = [{ id: 'p1', title: 'Stale but real', excerpt: '', link: null, image: null, date: null, author: null, category: 'Politics/Government' }];
    writeCachedCategory('politics', stale, { now: Date.now() - 60 * 60_000 });
    const list = await loader.load('politics');
    expect(list.map((a) => a.title)).toEqual(['Stale but real']);
    expect(JSON.parse(localStorage.getItem(cacheKey('politics'))!).articles[0].title).toBe('Stale but real');
  });

  it('nothing cached and every feed failing gives cached placeholders', async () => {
    vi.stubGlobal('fetch', proxyFetch('fail'));
    const list = await loader.load('world-news');
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ title: 'Latest World News', author: staffByline, link: null, image: null, placeholder: true, categorySlug: 'world-news' });
    expect(readCacheEntry('world-news')!.placeholder).toBe(true);
  });

  it('right after every feed failed, a cache-aware load answers without asking the same sources again; an explicit refresh and a later load do', async () => {
    const failing = proxyFetch('fail');
    vi.stubGlobal('fetch', failing);
    const stale = [{ id: 'l1', title: 'Stale local story', excerpt: '', link: null, image: null, date: null, author: null, category: 'Local News' }];
    writeCachedCategory('local-news', stale, { now: Date.now() - 60 * 60_000 });
    const started = Date.now();
    await loader.load('local-news');
    const asked = failing.mock.calls.length;
    expect(asked).toBeGreaterThan(0);
    // The page's own query, a moment after the early load failed: no second round.
    expect((await loader.load('local-news')).map((a) => a.title)).toEqual(['Stale local story']);
    expect(failing.mock.calls.length).toBe(asked);
    // A refresh the reader asks for goes out.
    await loader.refresh('local-news');
    expect(failing.mock.calls.length).toBe(2 * asked);
    // Once the quiet time has passed, a load goes out again.
    vi.spyOn(Date, 'now').mockReturnValue(started + FAILED_LOAD_QUIET_MS + 1_000);
    vi.stubGlobal('fetch', proxyFetch());
    expect((await loader.load('local-news'))[0]?.title).not.toBe('Stale local story');
  });

  it('a load reads the entry once and writes its outcome once', async () => {
    vi.stubGlobal('fetch', proxyFetch('fail'));
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    const key = cacheKey('world-news');
    await loader.load('world-news');
    expect(reads.mock.calls.filter(([k]) => k === key)).toHaveLength(1);
    expect(writes.mock.calls.filter(([k]) => k === key)).toHaveLength(1);
    expect(readCacheEntry('world-news')!.placeholder).toBe(true);
  });

  it('answers given in the quiet time do not lengthen it', async () => {
    const failing = proxyFetch('fail');
    vi.stubGlobal('fetch', failing);
    const stale = [{ id: 's1', title: 'Stale sports story', excerpt: '', link: null, image: null, date: null, author: null, category: 'Sports' }];
    writeCachedCategory('sports', stale, { now: Date.now() - 60 * 60_000 });
    const started = Date.now();
    await loader.load('sports');
    const asked = failing.mock.calls.length;
    vi.spyOn(Date, 'now').mockReturnValue(started + FAILED_LOAD_QUIET_MS - 1_000);
    expect((await loader.load('sports')).map((a) => a.title)).toEqual(['Stale sports story']);
    expect(failing.mock.calls.length).toBe(asked);
    vi.spyOn(Date, 'now').mockReturnValue(started + FAILED_LOAD_QUIET_MS + 1_000);
    await loader.load('sports');
    expect(failing.mock.calls.length).toBe(2 * asked);
  });

  it('concurrent loads of one category share one network load', async () => {
    const fetchSpy = proxyFetch();
    vi.stubGlobal('fetch', fetchSpy);
    const [a, b] = await Promise.all([loader.refresh('politics'), loader.load('politics')]);
    expect(a).toEqual(b);
    expect(fetchSpy).toHaveBeenCalledTimes(POLITICS_FEEDS);
  });

  it('an aborted caller gets an AbortError and starts nothing; unknown slugs give []', async () => {
    vi.stubGlobal('fetch', proxyFetch());
    const controller = new AbortController();
    controller.abort();
    await expect(loader.load('politics', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    await expect(loader.refresh('politics', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    // An aborted caller starts no load of its own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    await expect(loader.load('no-such-section')).resolves.toEqual([]);
  });

  it('coming back online lets a cache-aware load ask the sources again at once', async () => {
    const failing = proxyFetch('fail');
    vi.stubGlobal('fetch', failing);
    const connection = new EventTarget();
    loader.forgetFailuresOnReconnect(connection as unknown as Window);
    const stale = [{ id: 's1', title: 'Stale sports story', excerpt: '', link: null, image: null, date: null, author: null, category: 'Sports' }];
    writeCachedCategory('sports', stale, { now: Date.now() - 60 * 60_000 });
    await loader.load('sports');
    const asked = failing.mock.calls.length;
    expect(asked).toBeGreaterThan(0);
    connection.dispatchEvent(new Event('online'));
    await loader.load('sports');
    expect(failing.mock.calls.length).toBe(2 * asked);
  });
});
