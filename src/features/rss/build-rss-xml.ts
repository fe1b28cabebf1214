import { site, staffByline } from '@/config/site';
import { escapeXml } from '@/lib/escape';
import { parseHttpUrl } from '@/contracts/url';

/** Pure RSS 2.0 builder (no DOM, no React), shared by the browser and the build. */

/** One post of the blog's first page (the blog client's BlogSummary fits). */
export interface RssPost {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** Absolute http(s) image URL, or null. */
  readonly image: string | null;
  /** When the post was published (ISO 8601, the blog service's `date`); without one the item carries the build time. */
  readonly date?: string | null;
}

interface RssOptions {
  /** Site origin without trailing slash, e.g. https://civicledger.example. */
  readonly origin: string;
  /** Generation time: lastBuildDate, and the pubDate of a post that has no date of its own. */
  readonly now: Date;
  /** True when the origin is not the configured production site (no VITE_SITE_URL). */
  readonly notProduction?: boolean;
}

const RSS_CATEGORIES = ['News', 'Politics', 'Community', 'Michigan'] as const;
const RSS_ITEM_CATEGORY = 'Michigan News';

/** RFC 822 date with a four-digit year, e.g. "Sun, 22 Nov 2026 08:49:16 GMT". */
export function rfc822(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new Error('rfc822: invalid date');
  return date.toUTCString();
}

function httpUrl(value: unknown): string | null {
  return typeof value === 'string' ? (parseHttpUrl(value)?.href ?? null) : null;
}

function cleanOrigin(origin: string): string {
  const url = httpUrl(origin);
  if (!url) throw new Error(`buildRssXml: origin is not an http(s) URL: ${origin}`);
  return url.replace(/\/+$/, '');
}

function channelOpen(origin: string, options: RssOptions, description: string): string[] {
  const built = rfc822(options.now);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(site.name)}</title>`,
    `<link>${escapeXml(`${origin}/`)}</link>`,
    `<description>${escapeXml(description)}</description>`,
    `<language>${escapeXml(site.language)}</language>`,
    '<ttl>60</ttl>',
    `<lastBuildDate>${built}</lastBuildDate>`,
    `<atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    '<image>',
    `<url>${escapeXml(`${origin}${site.logoPath}`)}</url>`,
    `<title>${escapeXml(site.name)}</title>`,
    `<link>${escapeXml(`${origin}/`)}</link>`,
    '<width>144</width>',
    '<height>144</height>',
    '</image>',
    ...RSS_CATEGORIES.map((c) => `<category>${escapeXml(c)}</category>`),
  ];
}

function channelDescription(options: RssOptions): string {
  return options.notProduction
    ? `${site.description} (Preview build: links point at ${options.origin}; set VITE_SITE_URL for the production feed.)`
    : site.description;
}

/** The post's own publication time, or `now` when it has none (or one no reader could parse). */
function publishedAt(post: RssPost, now: Date): Date {
  const date = typeof post.date === 'string' ? new Date(post.date) : null;
  return date && !Number.isNaN(date.getTime()) ? date : now;
}

function item(post: RssPost, origin: string, published: Date): string {
  const slug = typeof post.slug === 'string' ? post.slug.trim() : '';
  if (!slug) throw new Error('buildRssXml: a post has no slug');
  const link = `${origin}/blog/${encodeURIComponent(slug)}`;
  const image = httpUrl(post.image);
  return [
    '<item>',
    `<title>${escapeXml(post.title || slug)}</title>`,
    `<description>${escapeXml(post.description)}</description>`,
    `<link>${escapeXml(link)}</link>`,
    `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `<pubDate>${rfc822(published)}</pubDate>`,
    `<category>${escapeXml(RSS_ITEM_CATEGORY)}</category>`,
    `<dc:creator>${escapeXml(staffByline)}</dc:creator>`,
    ...(image ? [`<enclosure url="${escapeXml(image)}" type="image/jpeg" length="0"/>`] : []),
    '</item>',
  ].join('\n');
}

/**
 * The feed of the blog's first page, newest first. Each item carries its post's own date, so feed
 * readers keep it in place from one build to the next. Throws on unusable input (buildRssFeed does not).
 */
export function buildRssXml(posts: readonly RssPost[], options: RssOptions): string {
  if (!Array.isArray(posts)) throw new Error('buildRssXml: posts is not a list');
  const origin = cleanOrigin(options.origin);
  const dated = posts.map((post) => {
    if (typeof post !== 'object' || post === null) throw new Error('buildRssXml: a post is not an object');
    return { post, published: publishedAt(post, options.now) };
  });
  // Newest first; posts of the same moment keep the service's order (Array.prototype.sort is stable).
  dated.sort((a, b) => b.published.getTime() - a.published.getTime());
  const lines = [...channelOpen(origin, options, channelDescription(options)), ...dated.map(({ post, published }) => item(post, origin, published)), '</channel>', '</rss>'];
  return `${lines.join('\n')}\n`;
}

/** The feed used when building fails: one 'Welcome to {name}' item. Never throws. */
export function buildFallbackRssXml(options: RssOptions): string {
  let origin: string;
  try {
    origin = cleanOrigin(options.origin);
  } catch {
    origin = 'http://localhost';
  }
  const now = Number.isNaN(options.now.getTime()) ? new Date() : options.now;
  const safe = { ...options, origin, now };
  const pubDate = rfc822(now);
  const lines = [
    ...channelOpen(origin, safe, channelDescription(safe)),
    '<item>',
    `<title>${escapeXml(`Welcome to ${site.name}`)}</title>`,
    `<description>${escapeXml('Stay tuned for the latest news and articles')}</description>`,
    `<link>${escapeXml(`${origin}/`)}</link>`,
    `<guid isPermaLink="false">${escapeXml(`${origin}/#welcome`)}</guid>`,
    `<pubDate>${pubDate}</pubDate>`,
    `<category>${escapeXml(RSS_ITEM_CATEGORY)}</category>`,
    `<dc:creator>${escapeXml(staffByline)}</dc:creator>`,
    '</item>',
    '</channel>',
    '</rss>',
  ];
  return `${lines.join('\n')}\n`;
}

export interface RssFeedResult {
  readonly xml: string;
  /** True when the welcome feed was returned because loading or building failed. */
  readonly fallback: boolean;
}

/**
 * Loads the posts and builds the feed; any failure (service down, malformed
 * posts, bad origin) is logged once and answered with the welcome feed.
 */
export async function buildRssFeed(
  loadPosts: () => Promise<readonly RssPost[]>,
  options: RssOptions,
  log: (message: string, error: unknown) => void = (message, error) => console.error(message, error),
): Promise<RssFeedResult> {
  try {
    const posts = await loadPosts();
    return { xml: buildRssXml(posts, options), fallback: false };
  } catch (error) {
    log('[rss] building the feed failed; serving the welcome feed instead:', error instanceof Error ? error.message : error);
    return { xml: buildFallbackRssXml(options), fallback: true };
  }
}

/** File name of a downloaded feed: "{publication}-feed.xml". */
export function feedFileName(): string {
  const slug = site.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'site'}-feed.xml`;
}
