import { describe, expect, it } from 'vitest';
import { regions, statewideFeeds, type Region } from '@/config/regions';
import { assertRegions, checkRegions, type RegionsTable } from './check-regions';

const table: RegionsTable = { regions, statewideFeeds };
const tableFeeds = [...regions.flatMap((r) => r.feeds.map((f) => f.url)), ...statewideFeeds.map((f) => f.url)];
/** The feed route as it is, serving the table's feeds. */
const places = { served: (url: string) => tableFeeds.includes(url) };

/** The table with one region changed. */
function withRegion(slug: string, change: (region: Region) => Region): RegionsTable {
  return { ...table, regions: regions.map((r) => (r.slug === slug ? change(r) : r)) };
}

describe('checkRegions', () => {
  it('finds nothing wrong with the table as it is', () => {
    expect(checkRegions()).toEqual([]);
    expect(() => assertRegions()).not.toThrow();
  });

  it('names a county that is in no region', () => {
    const broken = withRegion('upper-peninsula', (r) => ({ ...r, counties: r.counties.filter((c) => c !== 'Keweenaw') }));
    expect(checkRegions(broken)).toEqual(['Keweenaw County is in no region']);
  });

  it('names a county in two regions, and one that is not a county', () => {
    const broken = withRegion('west-michigan', (r) => ({ ...r, counties: [...r.counties, 'Wayne', 'Cook'] }));
    expect(checkRegions(broken)).toEqual([
      'region "west-michigan": "Cook" is not a Michigan county (write it as in src/content/michigan-places.ts, without "County")',
      'Wayne County is in more than one region: metro-detroit, west-michigan',
    ]);
  });

  it('names a slug used twice, and one that is not an address', () => {
    const broken = withRegion('southeast', (r) => ({ ...r, slug: 'metro-detroit' }));
    expect(checkRegions(broken)).toEqual(['the slug "metro-detroit" is used by 2 regions']);
    const spaced = withRegion('southeast', (r) => ({ ...r, slug: 'South East' }));
    expect(checkRegions(spaced)[0]).toMatch(/region "South East": the slug must be lower-case words joined by hyphens/);
  });

  it("names a feed the site's own feed route does not fetch or serve", () => {
    const http = withRegion('mid-michigan', (r) => ({ ...r, feeds: [...r.feeds, { newsroom: 'Plain', url: 'http://news.example.org/feed/' }] }));
    expect(checkRegions(http, places)).toEqual([expect.stringMatching(/^region "mid-michigan": http:\/\/news\.example\.org\/feed\/ is not an address the feed route fetches \(not https\)/)]);
    const ip = withRegion('mid-michigan', (r) => ({ ...r, feeds: [...r.feeds, { newsroom: 'Local', url: 'https://127.0.0.1/feed/' }] }));
    expect(checkRegions(ip, places)).toEqual([expect.stringContaining('an IP literal or local host')]);
    const unserved = withRegion('mid-michigan', (r) => ({ ...r, feeds: [...r.feeds, { newsroom: 'New', url: 'https://news.example.org/feed/' }] }));
    expect(checkRegions(unserved, places)).toEqual(['region "mid-michigan": https://news.example.org/feed/ is not served by the feed route (src/config/feed-routes.ts)']);
    const statewide = { ...table, statewideFeeds: [{ newsroom: 'Port', url: 'https://news.example.org:8443/feed/' }] };
    expect(checkRegions(statewide, { served: () => true })).toEqual([expect.stringMatching(/^statewideFeeds: .*\(a port or IPv6 literal/)]);
  });

  it('names a region with fewer than two newsrooms, a feed listed twice, a newsroom without a name', () => {
    const one = withRegion('flint-thumb', (r) => ({ ...r, feeds: r.feeds.slice(0, 1) }));
    expect(checkRegions(one)).toEqual([expect.stringMatching(/^region "flint-thumb": 1 newsroom feed\(s\); a region needs 2 or more/)]);
    const twice = withRegion('flint-thumb', (r) => ({ ...r, feeds: [...r.feeds, r.feeds[0]!] }));
    expect(checkRegions(twice)).toEqual(['region "flint-thumb": a feed is listed twice']);
    const unnamed = withRegion('flint-thumb', (r) => ({ ...r, feeds: [{ ...r.feeds[0]!, newsroom: ' ' }, ...r.feeds.slice(1)] }));
    expect(checkRegions(unnamed)).toEqual([`region "flint-thumb": ${regions[3]!.feeds[0]!.url} has no newsroom name`]);
  });

  it('names a name too long for a card label and a description that is not one short line', () => {
    const long = withRegion('southeast', (r) => ({ ...r, name: 'Ann Arbor, Ypsilanti, Jackson, Monroe, Adrian and Hillsdale', description: 'One line\nand another' }));
    expect(checkRegions(long)).toEqual([
      'region "southeast": the name must be 1 to 40 characters (it labels every card)',
      'region "southeast": the description must be one line of at most 160 characters',
    ]);
  });

  it("names a city that is unknown or outside the region's counties", () => {
    const broken = withRegion('northern-michigan', (r) => ({ ...r, cities: [...r.cities, 'Atlantis', 'Detroit'] }));
    expect(checkRegions(broken)).toEqual([
      'region "northern-michigan": the city "Atlantis" is not in src/content/michigan-places.ts',
      'region "northern-michigan": the city "Detroit" lies in Wayne County, which is not in this region',
    ]);
  });

  it('stops the build with every problem and where to fix it', () => {
    const broken = withRegion('upper-peninsula', (r) => ({ ...r, counties: r.counties.filter((c) => c !== 'Keweenaw' && c !== 'Iron') }));
    expect(() => assertRegions(broken)).toThrow(/^\[regions\] src\/config\/regions\.ts has 2 problem\(s\):\n {2}- Iron County is in no region\n {2}- Keweenaw County is in no region$/);
  });
});
