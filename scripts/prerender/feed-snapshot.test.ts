import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryBySlug } from '@/config/categories';
import { regionBySlug, regionFeedSetSlug, statewideFeeds } from '@/config/regions';
import { categoryQueryKey } from '@/features/feeds/cache';
import { fixtureFeed } from '@/features/feeds/fixture-feeds.test-helper';
import type { Article } from '@/lib/article';
import { prefetchFeedSnapshot, resetFeedSnapshotForTests, snapshotTemplate } from './feed-snapshot';

describe('snapshotTemplate', () => {
  it('is off unless asked for', () => {
    expect(snapshotTemplate(undefined)).toBeNull();
    expect(snapshotTemplate('')).toBeNull();
    expect(snapshotTemplate(' off ')).toBeNull();
  });
  it('"on" fetches each feed directly; a template fetches through it', () => {
    expect(snapshotTemplate('on')).toBe('{rawUrl}');
    expect(snapshotTemplate('http://127.0.0.1:4610/proxy/1?url={url}')).toBe('http://127.0.0.1:4610/proxy/1?url={url}');
    expect(snapshotTemplate('https://cors.example.org/{rawUrl}')).toBe('https://cors.example.org/{rawUrl}');
  });
  it('rejects what it cannot use, naming the setting', () => {
    expect(() => snapshotTemplate('yes')).toThrow(/FEED_SNAPSHOT/);
    expect(() => snapshotTemplate('http://proxy.example.org/')).toThrow(/\{url\} or \{rawUrl\}/);
    expect(() => snapshotTemplate('javascript:{url}')).toThrow(/FEED_SNAPSHOT/);
  });
});

describe('prefetchFeedSnapshot', () => {
  beforeEach(() => {
    resetFeedSnapshotForTests();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const business = categoryBySlug('business');
  const feedAnswer = () => ({ ok: true, status: 200, headers: new Headers({ 'content-type': 'application/xml' }), text: async () => fixtureFeed('nyt-business-one-item.xml') }) as unknown as Response;

  it('puts each category\'s stories, marked as the snapshot and dated when fetched, into the query client', async () => {
    const fetchSpy = vi.fn(async () => feedAnswer());
    vi.stubGlobal('fetch', fetchSpy);
    const client = new QueryClient();
    const before = Date.now();
    await expect(prefetchFeedSnapshot(client, ['business'], 'on')).resolves.toEqual(['business']);
    const data = client.getQueryData<Article[]>(categoryQueryKey('business'));
    expect(data?.[0]?.title).toBe('Credit Unions See Rising Demand for Small-Business Loans');
    expect(data?.every((a) => a.snapshot === true)).toBe(true);
    expect(client.getQueryState(categoryQueryKey('business'))?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
    // "on": the publisher's own URL, with no proxy in between.
    expect(fetchSpy.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual(business?.feeds);
  });

  it("puts a region page's stories under its feed set's key, from its own newsrooms and the statewide ones only, each named", async () => {
    const region = regionBySlug('upper-peninsula')!;
    const slug = regionFeedSetSlug(region);
    const fetchSpy = vi.fn(async () => feedAnswer());
    vi.stubGlobal('fetch', fetchSpy);
    const client = new QueryClient();
    await expect(prefetchFeedSnapshot(client, [slug], 'on')).resolves.toEqual([slug]);
    expect(fetchSpy.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual([...region.feeds, ...statewideFeeds].map((f) => f.url));
    const data = client.getQueryData<Article[]>(categoryQueryKey('local-news/upper-peninsula'));
    // Every feed answered the same story: the merge keeps it once, named for the first newsroom, labelled with the region.
    expect(data).toHaveLength(1);
    expect(data?.[0]).toMatchObject({ category: 'Upper Peninsula', categorySlug: 'local-news/upper-peninsula', source: region.feeds[0]!.newsroom, snapshot: true });
  });

  it('fetches a category once per build, however many pages show it', async () => {
    const fetchSpy = vi.fn(async () => feedAnswer());
    vi.stubGlobal('fetch', fetchSpy);
    await prefetchFeedSnapshot(new QueryClient(), ['business'], 'on');
    const second = new QueryClient();
    await prefetchFeedSnapshot(second, ['business'], 'on');
    expect(fetchSpy).toHaveBeenCalledTimes(business?.feeds.length ?? 0);
    expect(second.getQueryData<Article[]>(categoryQueryKey('business'))).toHaveLength(1);
  });

  it('a category no feed answers for keeps no data (the page keeps its skeleton cards); the build does not fail', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('getaddrinfo ENOTFOUND'))));
    const client = new QueryClient();
    await expect(prefetchFeedSnapshot(client, ['business', 'no-such-category'], 'on')).resolves.toEqual([]);
    expect(client.getQueryData(categoryQueryKey('business'))).toBeUndefined();
    expect(client.getQueryData(categoryQueryKey('no-such-category'))).toBeUndefined();
  });

  it('does nothing when the snapshot is off', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const client = new QueryClient();
    await expect(prefetchFeedSnapshot(client, ['business'], undefined)).resolves.toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
