import { describe, expect, it } from 'vitest';
import {
  APP_SHELL_ASSET_PATH,
  APP_SHELL_FILE,
  APP_SHELL_PATH,
  exceedsCap,
  FEED_MAX_BYTES,
  feedIdFromPath,
  feedRoutePath,
  feedUpstreamUrl,
  hashId,
  HOME_LAYOUT,
  HOME_SECTIONS,
  HOME_WAVES,
  shortHexHash,
} from './index.ts';

describe('contracts', () => {
  it('a body of exactly the cap passes and one byte more is refused, for every cap', () => {
    expect([0, FEED_MAX_BYTES - 1, FEED_MAX_BYTES].map((n) => exceedsCap(n, FEED_MAX_BYTES))).toEqual([false, false, false]);
    expect(exceedsCap(FEED_MAX_BYTES + 1, FEED_MAX_BYTES)).toBe(true);
  });

  it('keeps the hash values readers and hosts already have (story ids, feed route ids)', () => {
    // Pinned: a change renames every stored story id and every feed route.
    expect(hashId('https://example.com/story')).toBe('hgow1');
    expect(hashId('')).toBe('ztntfp');
    expect(shortHexHash('not a url')).toBe('23538a');
    expect(feedRoutePath('not a url')).toBe('/feeds/not-a-url-23538a.xml');
  });

  it('reads a feed id back from its path, and nothing from any other path', () => {
    const path = feedRoutePath('https://rss.nytimes.com/services/xml/rss/nyt/Politics.xml');
    expect(feedIdFromPath(path)).toBe('nytimes-com-nyt-politics-16d0fe.xml');
    expect(feedIdFromPath('/feedsx/a.xml')).toBe('');
    expect(feedUpstreamUrl('https://a.example/f.xml?x=1', 'http://127.0.0.1:9/')).toBe('http://127.0.0.1:9/a.example/f.xml?x=1');
    expect(feedUpstreamUrl('https://a.example/f.xml', null)).toBe('https://a.example/f.xml');
  });

  it('names the app shell one way, as a file, a path and a Cloudflare asset', () => {
    expect([APP_SHELL_FILE, APP_SHELL_PATH, APP_SHELL_ASSET_PATH]).toEqual(['app-shell.html', '/app-shell.html', '/app-shell']);
  });

  it('loads every home section in its waves, once, and draws every loaded one', () => {
    const loaded = HOME_WAVES.flat();
    expect(new Set(loaded).size).toBe(loaded.length);
    expect([...loaded].sort()).toEqual([...HOME_SECTIONS].sort());
    expect(HOME_SECTIONS).toEqual([...HOME_LAYOUT.main, ...HOME_LAYOUT.aside, ...HOME_LAYOUT.more]);
  });
});
