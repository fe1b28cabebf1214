import type { CategoryConfig } from '@/config/categories';
import type { Article } from '@/lib/article';
import { safeHttpUrl } from '@/lib/safe-url';
import { parseFeedDate } from './feed-date';
import type { RawFeed, RawFeedItem } from './feed-types';
import { collapseWhitespace, readHtml, truncateAtWord } from './html-text';

export const EXCERPT_LENGTH = 220;
const MAX_TITLE = 300;
const MAX_AUTHOR = 80;

/** Short stable hash (FNV-1a, 32-bit, base 36) for ids. */
export function hashId(value: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

function cleanAuthor(raw: string | null): string | null {
  if (!raw) return null;
  let name = readHtml(raw).text;
  // RSS <author> is often "email (Name)"; keep the name, never a bare address.
  const paren = /^\S+@\S+\s*\((.+)\)$/.exec(name);
  if (paren) name = paren[1]!;
  if (/^\S+@\S+\.\S+$/.test(name)) return null;
  name = name.replace(/^by\s+/i, '').trim();
  return name ? truncateAtWord(name, MAX_AUTHOR) : null;
}

/**
 * One raw item → an Article: text de-HTMLed and entity-decoded, excerpt cut
 * at a word boundary, date parsed (null when unknown), links and images kept
 * only when http(s) (relative ones resolved against `base`). Null when the
 * item has no usable title.
 */
export function toArticle(item: RawFeedItem, category: CategoryConfig, { base, source }: { base: string; source?: string | null }): Article | null {
  const title = truncateAtWord(readHtml(item.title).text, MAX_TITLE);
  if (!title) return null;
  const summary = readHtml(item.summary);
  const content = readHtml(item.content);
  const excerptText = summary.text || content.text;
  const link = safeHttpUrl(item.link, base);
  const imageCandidates = [item.mediaContent, item.mediaThumbnail, item.enclosureImage, ...content.images, ...summary.images];
  let image: string | null = null;
  for (const candidate of imageCandidates) {
    image = safeHttpUrl(candidate, base);
    if (image) break;
  }
  const sourceName = source ? collapseWhitespace(readHtml(source).text) : '';
  return {
    id: `${category.slug}-${hashId(link ?? title)}`,
    title,
    excerpt: truncateAtWord(excerptText === title ? '' : excerptText, EXCERPT_LENGTH),
    link,
    image,
    date: parseFeedDate(item.date),
    author: cleanAuthor(item.author),
    category: category.title,
    categorySlug: category.slug,
    ...(sourceName ? { source: truncateAtWord(sourceName, 60) } : {}),
  };
}

/** Every usable item of a parsed feed, as Articles. */
export function feedToArticles(feed: RawFeed, category: CategoryConfig, feedUrl: string): Article[] {
  const base = safeHttpUrl(feed.link, feedUrl) ?? feedUrl;
  const out: Article[] = [];
  for (const item of feed.items) {
    const article = toArticle(item, category, { base, source: feed.title });
    if (article) out.push(article);
  }
  return out;
}

function titleKey(title: string): string {
  return title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Merge the articles of several feeds: drop duplicates (same link or same
 * title), sort newest first (unknown dates last, otherwise stable) and keep `limit`.
 */
export function mergeArticles(lists: readonly (readonly Article[])[], limit = 15): Article[] {
  const seenLinks = new Set<string>();
  const seenTitles = new Set<string>();
  const seenIds = new Set<string>();
  const merged: Array<{ article: Article; time: number; order: number }> = [];
  let order = 0;
  for (const articles of lists) {
    for (const article of articles) {
      const key = titleKey(article.title);
      if ((article.link && seenLinks.has(article.link)) || seenTitles.has(key)) continue;
      if (article.link) seenLinks.add(article.link);
      seenTitles.add(key);
      let id = article.id;
      while (seenIds.has(id)) id = `${id}-${order}`;
      seenIds.add(id);
      const time = article.date ? Date.parse(article.date) : Number.NEGATIVE_INFINITY;
      merged.push({ article: id === article.id ? article : { ...article, id }, time: Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time, order: order++ });
    }
  }
  merged.sort((a, b) => (b.time === a.time ? a.order - b.order : b.time > a.time ? 1 : -1));
  return merged.slice(0, limit).map((m) => m.article);
}
