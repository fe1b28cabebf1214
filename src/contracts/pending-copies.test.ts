/**
 * The copies of contracts that src/contracts/one-owner.test.ts lists in PENDING_MOVE must equal the
 * contracts while they exist. Delete each expectation with its copy, once the file imports the
 * contract, and this file with the last one.
 */
import { describe, expect, it } from 'vitest';
import { HOME_WAVES as FEED_HOME_WAVES, WAVE_1 as FEED_WAVE_1 } from '@/features/feeds/home-waves';
import { mergeArticles } from '@/features/feeds/merge-articles';
import { MAX_FEED_BYTES } from '@/features/feeds/parse-feed';
import { FEED_TIMEOUT_MS, HEDGE_DELAY_MS, MAX_ARTICLES_PER_CATEGORY } from '@/features/feeds/feed-settings';
import { DEFAULT_HEDGE_MS, MAX_HEDGE_MS, MIN_HEDGE_MS } from '@/features/feeds/proxy-health';
import type { Article } from '@/lib/article';
import { ARTICLES_PER_CATEGORY, FEED_FETCH_TIMEOUT_MS, FEED_MAX_BYTES, HEDGE_MAX_MS, HEDGE_MIN_MS, HOME_WAVES, WAVE_1 } from './index.ts';

describe('copies of contracts in src/features/feeds, until it imports them', () => {
  it('caps a feed at the same size', () => {
    expect(MAX_FEED_BYTES).toBe(FEED_MAX_BYTES);
  });

  it('keeps the same number of stories per category, in its settings and in mergeArticles', () => {
    expect(MAX_ARTICLES_PER_CATEGORY).toBe(ARTICLES_PER_CATEGORY);
    const story = (i: number): Article => ({
      id: `s${i}`,
      title: `Story ${i}`,
      excerpt: '',
      link: `https://news.example/${i}`,
      image: null,
      date: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      author: null,
      category: 'Politics',
    });
    expect(mergeArticles([Array.from({ length: ARTICLES_PER_CATEGORY + 5 }, (_, i) => story(i))])).toHaveLength(ARTICLES_PER_CATEGORY);
  });

  it('uses the same time limit and hedge delays', () => {
    expect(FEED_TIMEOUT_MS).toBe(FEED_FETCH_TIMEOUT_MS);
    expect([MIN_HEDGE_MS, DEFAULT_HEDGE_MS, MAX_HEDGE_MS, HEDGE_DELAY_MS]).toEqual([HEDGE_MIN_MS, HEDGE_MIN_MS, HEDGE_MAX_MS, HEDGE_MAX_MS]);
  });

  it('loads home in the same waves', () => {
    expect(FEED_WAVE_1).toEqual(WAVE_1);
    expect(FEED_HOME_WAVES).toEqual(HOME_WAVES);
  });
});
