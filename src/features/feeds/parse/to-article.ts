import type { CategoryConfig } from '@/config/categories';
import type { Article } from '@/lib/article';
import { hashId } from '@/contracts/hash';
import { safeHttpUrl } from '@/lib/safe-url';
import type { RawFeed, RawFeedItem } from '../feed-types';
import { ARTICLES_PER_FEED, cardText, collapseWhitespace, itemsConsidered, newestOrder, parseFeedDate, readHtml, truncateAtWord } from '../read';

const MAX_AUTHOR = 80;
const MAX_AUTHOR_INPUT = 200;

/**
 * A byline from RSS `<author>` / `dc:creator`: "email (Name)" keeps the name, a bare address is
 * dropped, a leading "By" goes. The raw value is cut first and read with `indexOf`, so hostile
 * input costs linear time at most.
 */
export function cleanAuthor(raw: string | null): string | null {
  if (!raw) return null;
  let name = readHtml(raw.slice(0, MAX_AUTHOR_INPUT)).text.slice(0, MAX_AUTHOR_INPUT);
  const space = name.indexOf(' ');
  const firstWord = space === -1 ? name : name.slice(0, space);
  if (firstWord.includes('@')) {
    const open = name.indexOf('(');
    const close = name.lastIndexOf(')');
    // "email (Name)": the name between the first '(' and the last ')'.
    if (open > 0 && close === name.length - 1 && close > open + 1 && name.slice(0, open).trim().indexOf(' ') === -1) name = name.slice(open + 1, close).trim();
    else if (space === -1 || name.slice(space).trim() === '') return null;
  }
  if (name.indexOf(' ') === -1 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(name)) return null;
  if (/^by\s/i.test(name)) name = name.slice(3).trim();
  return name ? truncateAtWord(name, MAX_AUTHOR) : null;
}

/**
 * One raw item → an Article: plain text, links and images kept only when http(s) (relative ones
 * resolved against `base`). Null when the item has no usable title.
 */
function toArticle(item: RawFeedItem, category: Pick<CategoryConfig, 'slug' | 'label'>, { base, source }: { base: string; source?: string | null }): Article | null {
  const card = cardText(item);
  const title = card.title;
  if (!title) return null;
  const link = safeHttpUrl(item.link, base);
  const imageCandidates = [item.mediaContent, item.mediaThumbnail, item.enclosureImage, ...card.bodyImages];
  let image: string | null = null;
  for (const candidate of imageCandidates) {
    image = safeHttpUrl(candidate, base);
    if (image) break;
  }
  const sourceName = source ? collapseWhitespace(readHtml(source).text) : '';
  return {
    id: `${category.slug}-${hashId(link ?? title)}`,
    title,
    excerpt: card.excerpt,
    link,
    image,
    date: parseFeedDate(item.date),
    author: cleanAuthor(item.author),
    category: category.label,
    categorySlug: category.slug,
    ...(sourceName ? { source: truncateAtWord(sourceName, 60) } : {}),
  };
}

/** The `limit` newest items of a feed, since feeds are not always sorted; undated items last. */
function newestItems(items: readonly RawFeedItem[], limit: number): RawFeedItem[] {
  return newestOrder(items.map((item) => item.date), limit).map((index) => items[index]!);
}

/**
 * The newest usable items of a parsed feed (at most `limit`), as Articles, newest first, each
 * naming its newsroom: `newsroom` when the catalogue names it, else the feed's own title.
 */
export function feedToArticles(feed: RawFeed, category: Pick<CategoryConfig, 'slug' | 'label'>, feedUrl: string, limit = ARTICLES_PER_FEED, newsroom?: string): Article[] {
  const base = safeHttpUrl(feed.link, feedUrl) ?? feedUrl;
  const out: Article[] = [];
  // Convert a few more than needed: an item without a title is dropped.
  for (const item of newestItems(feed.items, itemsConsidered(limit))) {
    const article = toArticle(item, category, { base, source: newsroom ?? feed.title });
    if (article) out.push(article);
    if (out.length >= limit) break;
  }
  return out;
}
