import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '@/lib/article';
import { cacheKey, isFresh, readCacheEntry, readCachedCategory, writeCachedCategory } from './feed-cache';

const article = (n: number, extra: Partial<Article> = {}): Article => ({
  id: `politics-${n}`,
  title: `Story ${n}`,
  excerpt: 'Summary',
  link: `https://news.example.com/${n}`,
  image: null,
  date: '2026-11-20T10:00:00.000Z',
  author: null,
  category: 'Politics/Government',
  categorySlug: 'politics',
  ...extra,
});

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('feed cache', () => {
  it('round-trips a category; fresh for 10 minutes, then stale but still returned', () => {
    const now = Date.UTC(2026, 10, 20, 12);
    expect(writeCachedCategory('politics', [article(1), article(2)], { now })).toBe(true);
    const entry = readCacheEntry('politics')!;
    expect(entry.articles.map((a) => a.id)).toEqual(['politics-1', 'politics-2']);
    expect(isFresh(entry, now + 9 * 60_000)).toBe(true);
    expect(isFresh(entry, now + 10 * 60_000)).toBe(false);
    expect(readCachedCategory('politics')).toHaveLength(2);
  });

  it('placeholder entries are fresh for 2 minutes only', () => {
    const now = Date.UTC(2026, 10, 20, 12);
    writeCachedCategory('politics', [article(1, { placeholder: true, link: null })], { now, placeholder: true });
    const entry = readCacheEntry('politics')!;
    expect(entry.placeholder).toBe(true);
    expect(isFresh(entry, now + 60_000)).toBe(true);
    expect(isFresh(entry, now + 2 * 60_000)).toBe(false);
  });

  it('an entry from the future is not fresh', () => {
    writeCachedCategory('politics', [article(1)], { now: Date.now() + 3_600_000 });
    expect(isFresh(readCacheEntry('politics')!)).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['wrong version', JSON.stringify({ v: 0, savedAt: 1, articles: [] })],
    ['articles not an array', JSON.stringify({ v: 1, savedAt: 1, articles: {} })],
    ['an article without a title', JSON.stringify({ v: 1, savedAt: 1, articles: [{ id: 'x', excerpt: '', link: null, image: null, date: null, author: null, category: 'X' }] })],
    ['a javascript: link', JSON.stringify({ v: 1, savedAt: 1, articles: [{ ...article(1), link: 'javascript:alert(1)' }] })],
    ['null', 'null'],
  ])('a corrupt entry (%s) is ignored, removed and logged', (_label, raw) => {
    localStorage.setItem(cacheKey('politics'), raw);
    expect(readCachedCategory('politics')).toBeNull();
    expect(localStorage.getItem(cacheKey('politics'))).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('a full quota (QuotaExceededError by name) evicts older feed entries, then gives up with a log', () => {
    writeCachedCategory('world-news', [article(9)], { now: 1 });
    const realSet = Storage.prototype.setItem;
    let failures = 1;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (failures > 0) {
        failures -= 1;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      realSet.call(this, key, value);
    });
    expect(writeCachedCategory('politics', [article(1)])).toBe(true);
    expect(localStorage.getItem(cacheKey('world-news'))).toBeNull();
    expect(readCachedCategory('politics')).toHaveLength(1);

    failures = 100;
    expect(writeCachedCategory('business', [article(2)])).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('QuotaExceededError'));
  });

  it('a storage that throws on every call is logged and ignored', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError: access denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError: access denied');
    });
    expect(readCachedCategory('politics')).toBeNull();
    expect(writeCachedCategory('politics', [article(1)])).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('validArticle: every field checked on read', () => {
  const good = { id: 'p1', title: 'A good story', excerpt: 'Fine.', link: 'https://news.example.org/1', image: null, date: '2026-11-20T12:00:00.000Z', author: null, category: 'Politics/Government', categorySlug: 'politics' };
  const poisoned: Array<[string, Record<string, unknown>]> = [
    ['source as an object (React error #31)', { source: { a: 1 } }],
    ['a path to another host with a backslash', { link: null, path: '/\\evil.example/' }],
    ['a protocol-relative path', { link: null, path: '//evil.example/' }],
    ['a path without a leading slash', { link: null, path: 'https://evil.example/' }],
    ['a javascript: image', { image: 'javascript:alert(1)' }],
    ['a data: link', { link: 'data:text/html,x' }],
    ['an unknown category slug', { categorySlug: 'not-a-category' }],
    ['a title of 5000 characters', { title: 'x'.repeat(5_000) }],
    ['an excerpt that is a number', { excerpt: 42 }],
    ['a date that is not ISO', { date: 'yesterday' }],
    ['an author as an array', { author: ['x'] }],
    ['placeholder as a string', { placeholder: 'yes' }],
  ];
  it.each(poisoned)('drops an article with %s, logs it, and keeps the good ones', (_label, patch) => {
    localStorage.setItem(cacheKey('politics'), JSON.stringify({ v: 1, savedAt: Date.now(), articles: [good, { ...good, id: 'bad', ...patch }] }));
    const articles = readCachedCategory('politics');
    expect(articles?.map((a) => a.id)).toEqual(['p1']);
    expect(warn).toHaveBeenCalled();
  });

  it('only the Article fields come out (nothing extra from storage)', () => {
    localStorage.setItem(cacheKey('politics'), JSON.stringify({ v: 1, savedAt: Date.now(), articles: [{ ...good, dangerouslySetInnerHTML: { __html: 'x' } }] }));
    expect(Object.keys(readCachedCategory('politics')![0]!).sort()).toEqual(Object.keys(good).sort());
  });

  it('an entry with more articles than any category keeps is dropped whole', () => {
    localStorage.setItem(cacheKey('politics'), JSON.stringify({ v: 1, savedAt: Date.now(), articles: Array.from({ length: 31 }, (_, i) => ({ ...good, id: `p${i}` })) }));
    expect(readCachedCategory('politics')).toBeNull();
  });
});
