import { describe, expect, it } from 'vitest';
import { categories, categoryBySlug } from './categories';

/**
 * Guards on the feed catalogue: what the public record says about the feeds
 * (docs/adr/0002-feed-proxies.md) stays true of src/config/categories.ts.
 */

/** The canonical Friedman column feed, as the NYT's own RSS index lists it. */
const FRIEDMAN = 'https://www.nytimes.com/svc/collections/v1/publish/www.nytimes.com/column/thomas-l-friedman/rss.xml';

/** The NYT's sports section feeds, empty since its sports desk closed (coverage moved to The Athletic). */
const EMPTY_NYT_SPORTS = /^https?:\/\/rss\.nytimes\.com\/services\/xml\/rss\/nyt\/(Sports|Baseball|Tennis|Golf|Hockey|Soccer|ProFootball|CollegeFootball|ProBasketball|CollegeBasketball)\.xml$/i;

/**
 * Categories allowed fewer than two feeds, with the reason. Empty: every section has a second
 * source. Add an entry only with a reason a reviewer can check.
 */
const SINGLE_FEED_ALLOWED: Readonly<Record<string, string>> = {};

/**
 * Categories allowed to read a single publisher, with the reason. A second feed of the same
 * publisher still goes quiet with it when that publisher blocks proxies or moves its feeds.
 */
const SINGLE_PUBLISHER_ALLOWED: Readonly<Record<string, string>> = {
  opinion: 'the section is led by Thomas L. Friedman’s NYT column; the NYT Opinion section is its second feed',
};

/** The publisher of a feed: the last two labels of its host (rss.nytimes.com → nytimes.com). */
const publisher = (feed: string) => new URL(feed).hostname.split('.').slice(-2).join('.');

const allFeeds = categories.flatMap((c) => c.feeds);

describe('the feed catalogue', () => {
  it('has the 15 live-news categories, each slug once', () => {
    expect(categories).toHaveLength(15);
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
  });

  it('names each feed once per category, as an https URL', () => {
    for (const category of categories) {
      expect(new Set(category.feeds).size, category.slug).toBe(category.feeds.length);
      for (const feed of category.feeds) expect(new URL(feed).protocol, feed).toBe('https:');
    }
  });

  it('reads no NYT sports section feed (Sports, Baseball, Tennis, Golf, Hockey, Soccer…): they carry no headlines', () => {
    expect(allFeeds.filter((feed) => EMPTY_NYT_SPORTS.test(feed))).toEqual([]);
  });

  it('reads The Athletic for sports', () => {
    const sports = categoryBySlug('sports')!.feeds;
    expect(sports.some((feed) => feed.startsWith('https://www.nytimes.com/athletic/rss/'))).toBe(true);
  });

  it('reads the Friedman column at its canonical URL, not the former publish/https:// form', () => {
    expect(categoryBySlug('opinion')!.feeds).toContain(FRIEDMAN);
    expect(allFeeds.filter((feed) => feed.includes('/publish/https://'))).toEqual([]);
  });

  it('gives every category two or more feeds (exceptions only with a reason)', () => {
    const single = categories.filter((c) => c.feeds.length < 2 && !(c.slug in SINGLE_FEED_ALLOWED)).map((c) => c.slug);
    expect(single).toEqual([]);
    for (const slug of Object.keys(SINGLE_FEED_ALLOWED)) expect(categoryBySlug(slug), `${slug} is allowed one feed but is not a category`).toBeDefined();
  });

  it('gives every category two or more publishers (exceptions only with a reason)', () => {
    const onePublisher = categories.filter((c) => new Set(c.feeds.map(publisher)).size < 2 && !(c.slug in SINGLE_PUBLISHER_ALLOWED)).map((c) => c.slug);
    expect(onePublisher).toEqual([]);
    // An exception that is no longer needed goes.
    for (const slug of Object.keys(SINGLE_PUBLISHER_ALLOWED)) expect(new Set(categoryBySlug(slug)!.feeds.map(publisher)).size, slug).toBe(1);
  });
});

/**
 * The publication's 15 categories, written out here: the browser suites take names and slugs
 * from categories.ts. Page headings use the category list's names; the shorter titles label
 * stories on cards and in loading messages.
 */
const PUBLICATION_CATEGORIES: ReadonlyArray<readonly [slug: string, name: string, title: string]> = [
  ['local-news', 'Local News', 'Local News'],
  ['national-news', 'National News', 'National'],
  ['world-news', 'World News', 'World'],
  ['politics', 'Politics / Government', 'Politics/Government'],
  ['business', 'Business & Finance', 'Business & Finance'],
  ['technology', 'Technology & Innovation', 'Technology & Innovation'],
  ['automotive', 'Automotive & Energy', 'Automotive & Energy'],
  ['real-estate', 'Real Estate & Housing', 'Real Estate & Housing'],
  ['health', 'Health & Wellness', 'Health & Wellness'],
  ['sports', 'Sports', 'Sports'],
  ['arts', 'Arts & Culture', 'Arts & Culture'],
  ['food', 'Food & Dining', 'Food & Dining'],
  ['lifestyle', 'Lifestyle & Fashion', 'Lifestyle & Fashion'],
  ['opinion', 'Opinion / Editorials', 'Opinion & Editorial'],
  ['archives', 'From the Archives', 'From the Archives'],
];

describe("the publication's categories", () => {
  it('are the 15 of the category list, in its order, with their routes, names and titles', () => {
    expect(categories.map((c) => [c.slug, c.name, c.label])).toEqual(PUBLICATION_CATEGORIES);
  });

  it('each has a description and related sections that exist', () => {
    for (const category of categories) {
      expect(category.description.trim().length, category.slug).toBeGreaterThan(20);
      expect(category.related.length, category.slug).toBeGreaterThan(0);
      for (const slug of category.related) expect(categoryBySlug(slug), `${category.slug} → ${slug}`).toBeDefined();
    }
  });
});
