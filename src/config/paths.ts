/** Every route URL of the site, in one place. */
export const paths = {
  home: '/',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  partners: '/partners',
  faq: '/faq',
  events: '/local-events',
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
  privacy: '/privacy',
  terms: '/terms',
  notFound: '/404',
  rss: '/rss.xml',
  feed: '/feed',
  stateNews: '/state-news',
  justiceWatch: '/justice-watch',
  cannabisCorner: '/cannabis-corner',
  articleExample: '/article-example',
  featuredStory: '/dunamis-charge-fox2',
  category: (slug: string) => `/${slug}`,
  /** A Michigan region's page (src/config/regions.ts): under Local News, which links to every region. */
  region: (slug: string) => `/local-news/${encodeURIComponent(slug)}`,
} as const;

export interface NavItem {
  readonly label: string;
  readonly to: string;
}

/** Main navigation, in the order readers see it. */
export const mainNav: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Blog', to: '/blog' },
  { label: 'Partners', to: '/partners' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Local News', to: '/local-news' },
  { label: 'National News', to: '/national-news' },
  { label: 'World News', to: '/world-news' },
  { label: 'Politics', to: '/politics' },
  { label: 'Business', to: '/business' },
  { label: 'Technology', to: '/technology' },
  { label: 'Automotive', to: '/automotive' },
  { label: 'Real Estate', to: '/real-estate' },
  { label: 'Health', to: '/health' },
  { label: 'Sports', to: '/sports' },
  { label: 'Arts & Culture', to: '/arts' },
  { label: 'Food', to: '/food' },
  { label: 'Lifestyle', to: '/lifestyle' },
  { label: 'Opinion', to: '/opinion' },
  { label: 'Archives', to: '/archives' },
  { label: 'Events', to: '/local-events' },
];

/** How many nav items are shown inline on desktop before the rest go under "More". */
export const INLINE_NAV_COUNT = 9;

const FOOTER_SECTIONS = ['/', '/local-news', '/national-news', '/world-news', '/politics', '/business', '/technology', '/opinion'];

/** Footer links: the main sections from the navigation, then the legal pages. */
export const footerNav: readonly NavItem[] = [
  ...FOOTER_SECTIONS.map((to) => mainNav.find((item) => item.to === to) ?? { label: to, to }),
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
];
