import { describe, expect, it } from 'vitest';
import { categories } from './categories';
import { feedSetBySlug, feedSets } from './feed-sets';
import { regionByFeedSetSlug, regionBySlug, regionFeedSet, regionFeedSetSlug, regions, statewideFeeds } from './regions';
import { MICHIGAN_COUNTIES } from '@/test/michigan-counties';

describe('the Michigan regions', () => {
  it('the independent list has 83 distinct counties', () => {
    expect(new Set(MICHIGAN_COUNTIES).size).toBe(83);
  });

  it('cover every one of the 83 counties, each in exactly one region', () => {
    const listed = regions.flatMap((r) => r.counties);
    for (const county of MICHIGAN_COUNTIES) expect(listed.filter((c) => c === county), county).toHaveLength(1);
    expect([...listed].sort()).toEqual([...MICHIGAN_COUNTIES].sort());
  });

  it('are seven, each slug once, URL-safe, with a name, a one-line description and cities', () => {
    expect(regions.map((r) => r.slug)).toEqual(['metro-detroit', 'southeast', 'mid-michigan', 'flint-thumb', 'west-michigan', 'northern-michigan', 'upper-peninsula']);
    for (const region of regions) {
      expect(region.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(region.name.trim().length, region.slug).toBeGreaterThan(3);
      expect(region.description, region.slug).not.toContain('\n');
      expect(region.description.length, region.slug).toBeGreaterThan(20);
      expect(region.cities.length, region.slug).toBeGreaterThan(2);
    }
  });

  it('give each region two to four named https feeds, and name the statewide newsrooms', () => {
    for (const region of regions) {
      expect(region.feeds.length, region.slug).toBeGreaterThanOrEqual(2);
      expect(region.feeds.length, region.slug).toBeLessThanOrEqual(4);
    }
    for (const feed of [...regions.flatMap((r) => r.feeds), ...statewideFeeds]) {
      expect(new URL(feed.url).protocol, feed.url).toBe('https:');
      expect(feed.newsroom.trim(), feed.url).not.toBe('');
    }
    expect(statewideFeeds.length).toBeGreaterThanOrEqual(2);
  });

  it('find a region by its slug and by its feed set slug', () => {
    expect(regionBySlug('upper-peninsula')?.name).toBe('Upper Peninsula');
    expect(regionBySlug('nowhere')).toBeUndefined();
    const west = regionBySlug('west-michigan')!;
    expect(regionFeedSetSlug(west)).toBe('local-news/west-michigan');
    expect(regionByFeedSetSlug('local-news/west-michigan')).toBe(west);
    expect(regionByFeedSetSlug('west-michigan')).toBeUndefined();
    expect(regionByFeedSetSlug('local-news/nowhere')).toBeUndefined();
  });
});

describe("a region's feed set", () => {
  it('is shaped like a category: its feeds, then the statewide ones, each named', () => {
    const region = regionBySlug('northern-michigan')!;
    const set = regionFeedSet(region);
    expect(set.slug).toBe('local-news/northern-michigan');
    expect(set.label).toBe(region.name);
    expect(set.feeds).toEqual([...region.feeds.map((f) => f.url), ...statewideFeeds.map((f) => f.url)]);
    expect(set.newsrooms?.['https://michiganadvance.com/feed/']).toBe('Michigan Advance');
    expect(set.newsrooms?.[region.feeds[0]!.url]).toBe(region.feeds[0]!.newsroom);
  });

  it('keeps a feed once when the region also lists a statewide one', () => {
    const set = regionFeedSet({ ...regionBySlug('metro-detroit')!, feeds: [statewideFeeds[0]!, { newsroom: 'WDET', url: 'https://wdet.org/feed/' }] });
    expect(set.feeds.filter((f) => f === statewideFeeds[0]!.url)).toHaveLength(1);
  });

  it('is found by feedSetBySlug beside the 15 categories, each slug once', () => {
    expect(feedSets).toHaveLength(categories.length + regions.length);
    expect(new Set(feedSets.map((s) => s.slug)).size).toBe(feedSets.length);
    expect(feedSetBySlug('politics')?.name).toBe('Politics / Government');
    expect(feedSetBySlug('local-news/upper-peninsula')?.feeds).toContain('https://www.miningjournal.net/feed/');
    expect(feedSetBySlug('upper-peninsula')).toBeUndefined();
  });
});
