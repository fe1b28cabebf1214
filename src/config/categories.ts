/**
 * The feed catalogue: the live-news categories, their routes, copy, related sections and the
 * public RSS/Atom feeds each one merges. No other code names a feed; `npm run check:feeds` tells
 * which answer (docs/live-news.md, docs/adr/0002-feed-proxies.md).
 *
 * Every category merges two or more sources, so one that goes quiet, moves or blocks proxies does
 * not leave the section empty.
 */
export interface CategoryConfig {
  /** Route slug: the page lives at `/${slug}`. */
  readonly slug: string;
  /** Full section name, used as the page heading, e.g. 'Politics / Government'. */
  readonly name: string;
  /** Short label shown on article cards, e.g. 'Politics/Government'. */
  readonly label: string;
  /** One-sentence standfirst and meta description. */
  readonly description: string;
  /** Slugs of related categories, linked from the sidebar. */
  readonly related: readonly string[];
  /** Feed URLs (RSS 2.0, RSS 0.9x, RSS 1.0/RDF or Atom 1.0), merged in this order. */
  readonly feeds: readonly string[];
  /** The newsroom cards name, by feed URL; a feed not listed here is named by its own title. */
  readonly newsrooms?: Readonly<Record<string, string>>;
}

/** A New York Times section feed, as listed in the NYT's own RSS index. */
const nyt = (section: string) => `https://rss.nytimes.com/services/xml/rss/nyt/${section}.xml`;
/**
 * An NPR topic feed by its numeric id (1003 National, 1004 World, 1006 Business,
 * 1008 Arts & Life, 1014 Politics, 1019 Technology, 1128 Health).
 */
const npr = (id: number) => `https://feeds.npr.org/${id}/rss.xml`;
/**
 * A league feed of The Athletic, where the NYT's sports coverage lives. League-level feeds only:
 * per-team addresses are not stable.
 */
const athletic = (league: string) => `https://www.nytimes.com/athletic/rss/${league}/`;

export const categories: readonly CategoryConfig[] = [
  {
    slug: 'local-news',
    name: 'Local News',
    label: 'Local News',
    description: 'Michigan newsrooms on Lansing, Detroit and communities across the state, alongside the day’s top U.S. stories.',
    related: ['politics', 'national-news', 'real-estate'],
    feeds: [nyt('US'), 'https://michiganadvance.com/feed/', 'https://www.bridgedetroit.com/feed/', 'https://planetdetroit.org/feed/'],
  },
  {
    slug: 'national-news',
    name: 'National News',
    label: 'National',
    description: 'The national stories that shape life in Michigan, from Congress and the courts to the economy.',
    related: ['politics', 'world-news', 'local-news'],
    feeds: [npr(1003), 'https://www.pbs.org/newshour/feeds/rss/headlines'],
  },
  {
    slug: 'world-news',
    name: 'World News',
    label: 'World',
    description: 'International news, with an eye on trade, the Great Lakes region and Michigan’s global communities.',
    related: ['national-news', 'business', 'politics'],
    feeds: [nyt('World'), npr(1004)],
  },
  {
    slug: 'politics',
    name: 'Politics / Government',
    label: 'Politics/Government',
    description: 'Elections, legislation and public policy: how decisions in Washington and Lansing are made.',
    related: ['local-news', 'national-news', 'opinion'],
    feeds: [nyt('Politics'), npr(1014)],
  },
  {
    slug: 'business',
    name: 'Business & Finance',
    label: 'Business & Finance',
    description: 'Markets, jobs, small business and the economic forces felt by Michigan households.',
    related: ['automotive', 'technology', 'real-estate'],
    feeds: [nyt('Business'), npr(1006)],
  },
  {
    slug: 'technology',
    name: 'Technology & Innovation',
    label: 'Technology & Innovation',
    description: 'New tools, research and the tech policy questions that reach classrooms, clinics and factories.',
    related: ['business', 'automotive', 'health'],
    feeds: [nyt('Technology'), npr(1019)],
  },
  {
    slug: 'automotive',
    name: 'Automotive & Energy',
    label: 'Automotive & Energy',
    description: 'The auto industry, electric vehicles, batteries and energy: the sectors at the heart of Michigan’s economy.',
    related: ['business', 'technology', 'local-news'],
    feeds: ['https://www.cnbc.com/id/10000101/device/rss/rss.html', 'https://insideevs.com/rss/news/all/', nyt('EnergyEnvironment')],
  },
  {
    slug: 'real-estate',
    name: 'Real Estate & Housing',
    label: 'Real Estate & Housing',
    description: 'Housing costs, mortgages, development and the rental market.',
    related: ['business', 'local-news', 'lifestyle'],
    feeds: [nyt('RealEstate'), 'https://www.housingwire.com/feed/'],
  },
  {
    slug: 'health',
    name: 'Health & Wellness',
    label: 'Health & Wellness',
    description: 'Public health, medical research, health care costs and everyday wellness.',
    related: ['technology', 'food', 'lifestyle'],
    feeds: [nyt('Health'), npr(1128)],
  },
  {
    slug: 'sports',
    name: 'Sports',
    label: 'Sports',
    description: 'Michigan teams from Detroit to Ann Arbor and East Lansing, with the NFL, NBA, NHL, MLB and college football.',
    related: ['local-news', 'arts', 'lifestyle'],
    feeds: [
      'https://www.mlive.com/arc/outboundfeeds/rss/category/sports/?outputType=xml',
      athletic('nfl'),
      athletic('college-football'),
      athletic('nba'),
      athletic('nhl'),
      athletic('mlb'),
    ],
  },
  {
    slug: 'arts',
    name: 'Arts & Culture',
    label: 'Arts & Culture',
    description: 'Music, film, books, theater and the visual arts.',
    related: ['food', 'lifestyle', 'archives'],
    feeds: [nyt('Arts'), npr(1008)],
  },
  {
    slug: 'food',
    name: 'Food & Dining',
    label: 'Food & Dining',
    description: 'Restaurants, openings and food news from metro Detroit.',
    related: ['lifestyle', 'arts', 'health'],
    feeds: ['https://detroit.eater.com/rss/index.xml', nyt('DiningandWine')],
  },
  {
    slug: 'lifestyle',
    name: 'Lifestyle & Fashion',
    label: 'Lifestyle & Fashion',
    description: 'Style, design and the way we live now.',
    related: ['food', 'arts', 'real-estate'],
    feeds: ['https://www.vogue.com/feed/rss', nyt('FashionandStyle')],
  },
  {
    slug: 'opinion',
    name: 'Opinion / Editorials',
    label: 'Opinion & Editorial',
    description: 'Commentary and analysis from national columnists, led by Thomas L. Friedman. Opinions are the writers’ own.',
    related: ['politics', 'national-news', 'world-news'],
    feeds: ['https://www.nytimes.com/svc/collections/v1/publish/www.nytimes.com/column/thomas-l-friedman/rss.xml', nyt('Opinion')],
  },
  {
    slug: 'archives',
    name: 'From the Archives',
    label: 'From the Archives',
    description: 'Stories from the records of American history, from the National Archives’ blog and Smithsonian magazine.',
    related: ['arts', 'politics', 'national-news'],
    feeds: ['https://prologue.blogs.archives.gov/feed/', 'https://www.smithsonianmag.com/rss/history/'],
  },
];

const bySlug = new Map(categories.map((c) => [c.slug, c]));

export function categoryBySlug(slug: string): CategoryConfig | undefined {
  return bySlug.get(slug);
}

/** 'Politics/Government' → 'Politics/Government'; 'Local News' → 'Local' (for 'Latest … News'). */
export function categoryShortLabel(category: CategoryConfig): string {
  return category.label.replace(/\s+News$/i, '');
}
