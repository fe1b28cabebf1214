/**
 * The feed catalogue: the 15 live-news categories, their routes, copy,
 * related sections and the public RSS/Atom feeds each one merges.
 * Editors change feeds by editing this one module (no other code names a feed).
 */
export interface CategoryConfig {
  /** Route slug: the page lives at `/${slug}`. */
  readonly slug: string;
  /** Full section name, used as the page heading, e.g. 'Politics / Government'. */
  readonly name: string;
  /** Short label shown on article cards, e.g. 'Politics/Government'. */
  readonly title: string;
  /** One-sentence standfirst and meta description. */
  readonly description: string;
  /** Slugs of related categories, linked from the sidebar. */
  readonly related: readonly string[];
  /** Feed URLs (RSS 2.0, RSS 0.9x, RSS 1.0/RDF or Atom 1.0), merged in this order. */
  readonly feeds: readonly string[];
}

const nyt = (section: string) => `https://rss.nytimes.com/services/xml/rss/nyt/${section}.xml`;

export const categories: readonly CategoryConfig[] = [
  {
    slug: 'local-news',
    name: 'Local News',
    title: 'Local News',
    description: 'Michigan newsrooms on Lansing, Detroit and communities across the state, alongside the day’s top U.S. stories.',
    related: ['politics', 'national-news', 'real-estate'],
    feeds: [nyt('US'), 'https://michiganadvance.com/feed/', 'https://www.bridgedetroit.com/feed/', 'https://planetdetroit.org/feed/'],
  },
  {
    slug: 'national-news',
    name: 'National News',
    title: 'National',
    description: 'The national stories that shape life in Michigan, from Congress and the courts to the economy.',
    related: ['politics', 'world-news', 'local-news'],
    feeds: ['https://feeds.npr.org/1003/rss.xml'],
  },
  {
    slug: 'world-news',
    name: 'World News',
    title: 'World',
    description: 'International news, with an eye on trade, the Great Lakes region and Michigan’s global communities.',
    related: ['national-news', 'business', 'politics'],
    feeds: [nyt('World')],
  },
  {
    slug: 'politics',
    name: 'Politics / Government',
    title: 'Politics/Government',
    description: 'Elections, legislation and public policy: how decisions in Washington and Lansing are made.',
    related: ['local-news', 'national-news', 'opinion'],
    feeds: [nyt('Politics')],
  },
  {
    slug: 'business',
    name: 'Business & Finance',
    title: 'Business & Finance',
    description: 'Markets, jobs, small business and the economic forces felt by Michigan households.',
    related: ['automotive', 'technology', 'real-estate'],
    feeds: [nyt('Business')],
  },
  {
    slug: 'technology',
    name: 'Technology & Innovation',
    title: 'Technology & Innovation',
    description: 'New tools, research and the tech policy questions that reach classrooms, clinics and factories.',
    related: ['business', 'automotive', 'health'],
    feeds: [nyt('Technology')],
  },
  {
    slug: 'automotive',
    name: 'Automotive & Energy',
    title: 'Automotive & Energy',
    description: 'The auto industry, electric vehicles, batteries and energy: the sectors at the heart of Michigan’s economy.',
    related: ['business', 'technology', 'local-news'],
    feeds: [nyt('Automobiles')],
  },
  {
    slug: 'real-estate',
    name: 'Real Estate & Housing',
    title: 'Real Estate & Housing',
    description: 'Housing costs, mortgages, development and the rental market.',
    related: ['business', 'local-news', 'lifestyle'],
    feeds: [nyt('RealEstate')],
  },
  {
    slug: 'health',
    name: 'Health & Wellness',
    title: 'Health & Wellness',
    description: 'Public health, medical research, health care costs and everyday wellness.',
    related: ['technology', 'food', 'lifestyle'],
    feeds: [nyt('Health')],
  },
  {
    slug: 'sports',
    name: 'Sports',
    title: 'Sports',
    description: 'Baseball, hockey, soccer, golf and tennis coverage in one place.',
    related: ['local-news', 'arts', 'lifestyle'],
    feeds: [nyt('Baseball'), nyt('Tennis'), nyt('Golf'), nyt('Hockey'), nyt('Soccer')],
  },
  {
    slug: 'arts',
    name: 'Arts & Culture',
    title: 'Arts & Culture',
    description: 'Music, film, books, theater and the visual arts.',
    related: ['food', 'lifestyle', 'archives'],
    feeds: [nyt('Arts')],
  },
  {
    slug: 'food',
    name: 'Food & Dining',
    title: 'Food & Dining',
    description: 'Restaurants, openings and food news from metro Detroit.',
    related: ['lifestyle', 'arts', 'health'],
    feeds: ['https://detroit.eater.com/rss/index.xml'],
  },
  {
    slug: 'lifestyle',
    name: 'Lifestyle & Fashion',
    title: 'Lifestyle & Fashion',
    description: 'Style, design and the way we live now.',
    related: ['food', 'arts', 'real-estate'],
    feeds: ['https://www.vogue.com/feed/rss'],
  },
  {
    slug: 'opinion',
    name: 'Opinion / Editorials',
    title: 'Opinion & Editorial',
    description: 'Commentary and analysis from a national columnist. Opinions are the writer’s own.',
    related: ['politics', 'national-news', 'world-news'],
    feeds: ['https://www.nytimes.com/svc/collections/v1/publish/https://www.nytimes.com/column/thomas-l-friedman/rss.xml'],
  },
  {
    slug: 'archives',
    name: 'From the Archives',
    title: 'From the Archives',
    description: 'Stories from the records of American history, from the National Archives’ blog.',
    related: ['arts', 'politics', 'national-news'],
    feeds: ['https://prologue.blogs.archives.gov/feed/'],
  },
];

const bySlug = new Map(categories.map((c) => [c.slug, c]));

/** The category with this slug, or undefined. */
export function categoryBySlug(slug: string): CategoryConfig | undefined {
  return bySlug.get(slug);
}

/** 'Politics/Government' → 'Politics/Government'; 'Local News' → 'Local' (for 'Latest … News'). */
export function categoryShortLabel(category: CategoryConfig): string {
  return category.title.replace(/\s+News$/i, '');
}
