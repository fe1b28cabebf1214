/**
 * The Michigan regions of Local News: each a page at `/local-news/{slug}`, read by the readers
 * who chose it on their device. A region names its counties (together the regions cover the
 * state's 83 counties, each once), its main cities, and the newsrooms whose feeds it merges; every
 * region page also merges the statewide newsrooms below. Editors add a newsroom with one line in
 * its region's `feeds`; the build stops with a message when the table is inconsistent
 * (scripts/prerender/check-regions.ts), and `npm run check:feeds` says which feeds answer.
 *
 * A region reaches the feed pipeline as a feed set shaped like a category
 * (src/config/feed-sets.ts), under the slug `local-news/{region slug}`, so the cache, the worker,
 * the hedged sources, the placeholders and the build's snapshot treat it as any category.
 */
import type { CategoryConfig } from './categories.ts';

/** One newsroom's feed: its name as cards show it, and its RSS/Atom address. */
export interface NewsroomFeed {
  /** The newsroom as readers know it, e.g. 'Interlochen Public Radio'; cards name it. */
  readonly newsroom: string;
  /** RSS 2.0, RSS 0.9x, RSS 1.0/RDF or Atom 1.0, https. */
  readonly url: string;
}

export interface Region {
  /** The page lives at `/local-news/${slug}`. */
  readonly slug: string;
  /** Heading and card label, e.g. 'West Michigan'. */
  readonly name: string;
  /** One sentence: the page's standfirst and meta description. */
  readonly description: string;
  /** County names without "County", e.g. 'Grand Traverse', 'St. Clair'. */
  readonly counties: readonly string[];
  /** The region's main cities, largest or best known first. */
  readonly cities: readonly string[];
  /** Two to four newsrooms covering the region, merged in this order before the statewide ones. */
  readonly feeds: readonly NewsroomFeed[];
}

/** An MLive regional news section's outbound feed (Arc), the same form as the Sports section's. */
const mlive = (section: string) => `https://www.mlive.com/arc/outboundfeeds/rss/category/news/${section}/?outputType=xml`;

/** Statewide Michigan newsrooms, merged into every region's page after the region's own. */
export const statewideFeeds: readonly NewsroomFeed[] = [
  { newsroom: 'Michigan Advance', url: 'https://michiganadvance.com/feed/' },
  { newsroom: 'Bridge Michigan', url: 'https://www.bridgemi.com/rss.xml' },
];

export const regions: readonly Region[] = [
  {
    slug: 'metro-detroit',
    name: 'Metro Detroit',
    description: 'Detroit and its suburbs in Wayne, Oakland, Macomb, Livingston and St. Clair counties.',
    counties: ['Wayne', 'Oakland', 'Macomb', 'Livingston', 'St. Clair'],
    cities: ['Detroit', 'Warren', 'Sterling Heights', 'Dearborn', 'Livonia', 'Troy', 'Southfield', 'Pontiac', 'Royal Oak', 'Novi', 'Port Huron', 'Howell'],
    feeds: [
      { newsroom: 'WDET', url: 'https://wdet.org/feed/' },
      { newsroom: 'BridgeDetroit', url: 'https://www.bridgedetroit.com/feed/' },
      { newsroom: 'Outlier Media', url: 'https://outliermedia.org/feed/' },
      { newsroom: 'Planet Detroit', url: 'https://planetdetroit.org/feed/' },
    ],
  },
  {
    slug: 'southeast',
    name: 'Ann Arbor & Southeast',
    description: 'Ann Arbor, Ypsilanti, Jackson, Monroe and Adrian: Washtenaw, Jackson, Monroe, Lenawee and Hillsdale counties.',
    counties: ['Washtenaw', 'Jackson', 'Monroe', 'Lenawee', 'Hillsdale'],
    cities: ['Ann Arbor', 'Ypsilanti', 'Jackson', 'Monroe', 'Adrian', 'Hillsdale', 'Saline', 'Chelsea'],
    feeds: [
      { newsroom: 'Michigan Public', url: 'https://www.michiganpublic.org/index.rss' },
      { newsroom: 'MLive Ann Arbor', url: mlive('ann-arbor') },
      { newsroom: 'MLive Jackson', url: mlive('jackson') },
    ],
  },
  {
    slug: 'mid-michigan',
    name: 'Mid-Michigan',
    description: 'Lansing, East Lansing and the towns around the capital, out to Owosso, Mount Pleasant and Greenville.',
    counties: ['Ingham', 'Eaton', 'Clinton', 'Shiawassee', 'Ionia', 'Montcalm', 'Gratiot', 'Isabella', 'Clare', 'Gladwin'],
    cities: ['Lansing', 'East Lansing', 'Mount Pleasant', 'Owosso', 'Charlotte', 'St. Johns', 'Alma', 'Ionia', 'Greenville', 'Clare'],
    feeds: [
      { newsroom: 'WKAR', url: 'https://www.wkar.org/wkar-news.rss' },
      { newsroom: 'WCMU', url: 'https://www.wcmu.org/local-regional-news.rss' },
    ],
  },
  {
    slug: 'flint-thumb',
    name: 'Flint, Saginaw Bay & the Thumb',
    description: 'Flint, Saginaw, Bay City and Midland, and the farm towns of the Thumb.',
    counties: ['Genesee', 'Saginaw', 'Bay', 'Midland', 'Lapeer', 'Tuscola', 'Huron', 'Sanilac', 'Arenac'],
    cities: ['Flint', 'Saginaw', 'Bay City', 'Midland', 'Burton', 'Grand Blanc', 'Fenton', 'Lapeer', 'Caro', 'Bad Axe'],
    feeds: [
      { newsroom: 'Flint Beat', url: 'https://flintbeat.com/feed/' },
      { newsroom: 'MLive Flint', url: mlive('flint') },
      { newsroom: 'MLive Saginaw & Bay City', url: mlive('saginaw-bay-city') },
    ],
  },
  {
    slug: 'west-michigan',
    name: 'West Michigan',
    description: 'Grand Rapids, the lakeshore from Muskegon to St. Joseph, and Kalamazoo and Battle Creek.',
    counties: ['Kent', 'Ottawa', 'Muskegon', 'Allegan', 'Barry', 'Newaygo', 'Oceana', 'Mecosta', 'Kalamazoo', 'Calhoun', 'Van Buren', 'Berrien', 'Cass', 'St. Joseph', 'Branch'],
    cities: ['Grand Rapids', 'Wyoming', 'Kentwood', 'Kalamazoo', 'Portage', 'Battle Creek', 'Holland', 'Muskegon', 'Grand Haven', 'St. Joseph', 'Benton Harbor', 'Niles', 'Big Rapids'],
    feeds: [
      { newsroom: 'MLive Grand Rapids', url: mlive('grand-rapids') },
      { newsroom: 'MLive Kalamazoo', url: mlive('kalamazoo') },
      { newsroom: 'WMUK', url: 'https://www.wmuk.org/wmuk-news.rss' },
      { newsroom: 'WGVU News', url: 'https://www.wgvunews.org/index.rss' },
    ],
  },
  {
    slug: 'northern-michigan',
    name: 'Northern Michigan',
    description: 'The northern Lower Peninsula: Traverse City, Petoskey, Gaylord, Alpena, Cadillac and the lakeshores.',
    counties: [
      'Grand Traverse',
      'Leelanau',
      'Benzie',
      'Antrim',
      'Kalkaska',
      'Charlevoix',
      'Emmet',
      'Cheboygan',
      'Presque Isle',
      'Otsego',
      'Montmorency',
      'Alpena',
      'Alcona',
      'Oscoda',
      'Crawford',
      'Roscommon',
      'Ogemaw',
      'Iosco',
      'Missaukee',
      'Wexford',
      'Manistee',
      'Mason',
      'Lake',
      'Osceola',
    ],
    cities: ['Traverse City', 'Petoskey', 'Alpena', 'Cadillac', 'Gaylord', 'Ludington', 'Manistee', 'Cheboygan', 'Charlevoix', 'Grayling', 'Oscoda'],
    feeds: [
      { newsroom: 'Interlochen Public Radio', url: 'https://www.interlochenpublicradio.org/news.rss' },
      { newsroom: 'Traverse City Record-Eagle', url: 'https://www.record-eagle.com/search/?f=rss&t=article&c=news*&l=50&s=start_time&sd=desc' },
      { newsroom: 'The Alpena News', url: 'https://www.thealpenanews.com/feed/' },
    ],
  },
  {
    slug: 'upper-peninsula',
    name: 'Upper Peninsula',
    description: 'The U.P. from Ironwood to Sault Ste. Marie: Marquette, Escanaba, Houghton and the Keweenaw.',
    counties: ['Marquette', 'Alger', 'Baraga', 'Chippewa', 'Delta', 'Dickinson', 'Gogebic', 'Houghton', 'Iron', 'Keweenaw', 'Luce', 'Mackinac', 'Menominee', 'Ontonagon', 'Schoolcraft'],
    cities: ['Marquette', 'Sault Ste. Marie', 'Escanaba', 'Houghton', 'Menominee', 'Iron Mountain', 'Ishpeming', 'Ironwood', 'Hancock', 'Munising', 'St. Ignace'],
    feeds: [
      { newsroom: 'WNMU', url: 'https://www.wnmufm.org/index.rss' },
      { newsroom: 'The Mining Journal', url: 'https://www.miningjournal.net/feed/' },
      { newsroom: 'The Daily Mining Gazette', url: 'https://www.mininggazette.com/feed/' },
    ],
  },
];

/** Where region pages live: `/local-news/{slug}`, and the prefix of their feed sets' slugs. */
const REGION_PAGE_PREFIX = 'local-news/';

const bySlug = new Map(regions.map((r) => [r.slug, r]));

/** The region with this slug (`west-michigan`), or undefined. */
export function regionBySlug(slug: string): Region | undefined {
  return bySlug.get(slug);
}

/**
 * The key of a region's stories in the feed pipeline: `local-news/{slug}`, the path of its page
 * without the leading slash, as a category's slug is. Pass it where a category slug goes
 * (`useCategoryArticles`, `categoryArticlesQuery`, `categoryQueryKey`, the feed cache).
 */
export function regionFeedSetSlug(region: Pick<Region, 'slug'>): string {
  return `${REGION_PAGE_PREFIX}${region.slug}`;
}

/** The region whose feed set has this slug (`local-news/west-michigan`), or undefined. */
export function regionByFeedSetSlug(slug: string): Region | undefined {
  return slug.startsWith(REGION_PAGE_PREFIX) ? regionBySlug(slug.slice(REGION_PAGE_PREFIX.length)) : undefined;
}

/** A region's feeds then the statewide ones, each address once. */
export function regionNewsrooms(region: Pick<Region, 'feeds'>, statewide: readonly NewsroomFeed[] = statewideFeeds): NewsroomFeed[] {
  const seen = new Set<string>();
  return [...region.feeds, ...statewide].filter((feed) => !seen.has(feed.url) && seen.add(feed.url));
}

/**
 * A region as the feed pipeline reads it: shaped like a category, under `regionFeedSetSlug`,
 * labelled with the region's name, its feeds then the statewide ones, each newsroom named.
 */
export function regionFeedSet(region: Region): CategoryConfig {
  const feeds = regionNewsrooms(region);
  return {
    slug: regionFeedSetSlug(region),
    name: region.name,
    label: region.name,
    description: region.description,
    related: ['local-news', 'politics'],
    feeds: feeds.map((feed) => feed.url),
    newsrooms: Object.fromEntries(feeds.map((feed) => [feed.url, feed.newsroom])),
  };
}
