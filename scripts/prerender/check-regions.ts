/**
 * The build's check of the regions table (src/config/regions.ts): every Michigan county in exactly
 * one region, each slug once, each region's cities known places of its own counties, two or more
 * named newsrooms per region, and every feed an address the site's own feed route fetches (an
 * `https:` address on a public host name, served under `/feeds/{id}.xml`). The first step of
 * `npm run build` (scripts/write-host-configs.ts) and `renderSite` stop on these problems, so a slip
 * in the table never reaches the hosts' configs or readers.
 */
import { feedRouteById } from '@/config/feed-routes';
import { regions as tableRegions, statewideFeeds as tableStatewide, type NewsroomFeed, type Region } from '@/config/regions';
import { feedRouteId } from '@/contracts/feed-route';
import { michiganCities, michiganCounties } from '@/content/michigan-places';
import { parseHttpsAddress } from '../../edge/image-address';

export interface RegionsTable {
  readonly regions: readonly Region[];
  readonly statewideFeeds: readonly NewsroomFeed[];
}

interface Places {
  /** Every county of the state. */
  readonly counties: readonly string[];
  readonly cities: ReadonlyArray<{ readonly name: string; readonly county: string }>;
  /** Whether the site's own feed route serves this feed address. */
  readonly served: (url: string) => boolean;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MIN_NEWSROOMS = 2;
/** A region's name labels every card of its page; its description is the page's meta description. */
const MAX_NAME = 40;
const MAX_DESCRIPTION = 160;

const defaultPlaces: Places = {
  counties: michiganCounties.map((c) => c.name),
  cities: michiganCities,
  served: (url) => feedRouteById(feedRouteId(url))?.url === url,
};

/** Why a feed address cannot be in the table, or null. */
function feedProblem(feed: NewsroomFeed, served: Places['served']): string | null {
  if (!feed.newsroom?.trim()) return `${feed.url} has no newsroom name`;
  const parsed = parseHttpsAddress(feed.url);
  if (!parsed.ok) return `${feed.url} is not an address the feed route fetches (${parsed.reason}); use the newsroom's https feed on its public host name`;
  if (!served(feed.url)) return `${feed.url} is not served by the feed route (src/config/feed-routes.ts)`;
  return null;
}

/** What is wrong with the table, one line each; empty when nothing is. */
export function checkRegions(table: RegionsTable = { regions: tableRegions, statewideFeeds: tableStatewide }, given: Partial<Places> = {}): string[] {
  const places = { ...defaultPlaces, ...given };
  const problems: string[] = [];
  const known = new Set(places.counties);
  const holders = new Map<string, string[]>();
  const slugs = new Map<string, number>();
  for (const region of table.regions) {
    const where = `region "${region.slug}"`;
    slugs.set(region.slug, (slugs.get(region.slug) ?? 0) + 1);
    if (!SLUG.test(region.slug)) problems.push(`${where}: the slug must be lower-case words joined by hyphens (it is the page's address)`);
    if (!region.name?.trim() || region.name.length > MAX_NAME) problems.push(`${where}: the name must be 1 to ${MAX_NAME} characters (it labels every card)`);
    if (!region.description?.trim() || /\n/.test(region.description) || region.description.length > MAX_DESCRIPTION) {
      problems.push(`${where}: the description must be one line of at most ${MAX_DESCRIPTION} characters`);
    }
    for (const county of region.counties) {
      if (!known.has(county)) problems.push(`${where}: "${county}" is not a Michigan county (write it as in src/content/michigan-places.ts, without "County")`);
      holders.set(county, [...(holders.get(county) ?? []), region.slug]);
    }
    for (const name of region.cities) {
      const city = places.cities.find((c) => c.name === name);
      if (!city) problems.push(`${where}: the city "${name}" is not in src/content/michigan-places.ts`);
      else if (!region.counties.includes(city.county)) problems.push(`${where}: the city "${name}" lies in ${city.county} County, which is not in this region`);
    }
    const urls = region.feeds.map((f) => f.url);
    if (new Set(urls).size < urls.length) problems.push(`${where}: a feed is listed twice`);
    if (region.feeds.length < MIN_NEWSROOMS) problems.push(`${where}: ${region.feeds.length} newsroom feed(s); a region needs ${MIN_NEWSROOMS} or more, so one that goes quiet does not empty the page`);
    for (const feed of region.feeds) {
      const problem = feedProblem(feed, places.served);
      if (problem) problems.push(`${where}: ${problem}`);
    }
  }
  for (const [slug, count] of slugs) if (count > 1) problems.push(`the slug "${slug}" is used by ${count} regions`);
  for (const county of places.counties) {
    const held = holders.get(county) ?? [];
    if (held.length === 0) problems.push(`${county} County is in no region`);
    else if (held.length > 1) problems.push(`${county} County is in more than one region: ${held.join(', ')}`);
  }
  if (table.statewideFeeds.length === 0) problems.push('statewideFeeds is empty: region pages merge the statewide newsrooms');
  for (const feed of table.statewideFeeds) {
    const problem = feedProblem(feed, places.served);
    if (problem) problems.push(`statewideFeeds: ${problem}`);
  }
  return problems;
}

/** Throws, naming every problem and where to fix it, when the table has any. */
export function assertRegions(table?: RegionsTable, places?: Partial<Places>): void {
  const problems = checkRegions(table, places);
  if (problems.length > 0) throw new Error(`[regions] src/config/regions.ts has ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
}
