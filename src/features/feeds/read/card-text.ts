/**
 * What a card shows of a feed item, and which items a feed's reader converts: shared by the
 * converter (parse/to-article.ts) and the feed route's trimmer, which keeps both unchanged.
 */
import { parseFeedDate } from './feed-date';
import { readHtml, truncateAtWord } from './html-text';

/** Items converted per feed: a few more than a category keeps, to spare for duplicates. */
export const ARTICLES_PER_FEED = 20;
export const EXCERPT_LENGTH = 220;
const MAX_TITLE = 300;
/** What a card shows of an item's text: its title, the full text its excerpt is cut from, the excerpt, and the pictures of its body. */
interface CardText {
  readonly title: string;
  readonly excerptText: string;
  readonly excerpt: string;
  /** Body pictures in the order they are tried: content's, then summary's. */
  readonly bodyImages: readonly string[];
}

/** The text part of `toArticle`, shared with the feed route's trimmer (trim-feed.ts), which must keep it unchanged. */
/**
 * The fields of a raw feed item a card's text comes from (RawFeedItem's, written out: the hosts'
 * handlers bundle this room, and feed-types.ts imports through the `@/` alias their bundlers lack).
 */
interface CardFields {
  readonly title: string | null;
  readonly summary: string | null;
  readonly content: string | null;
}

export function cardText(item: CardFields): CardText {
  const title = truncateAtWord(readHtml(item.title).text, MAX_TITLE);
  if (!title) return { title, excerptText: '', excerpt: '', bodyImages: [] };
  const summary = readHtml(item.summary);
  const content = readHtml(item.content);
  const excerptText = summary.text || content.text;
  return { title, excerptText, excerpt: truncateAtWord(excerptText === title ? '' : excerptText, EXCERPT_LENGTH), bodyImages: content.images.concat(summary.images) };
}

function timeOf(date: string | null): number {
  if (!date) return Number.NEGATIVE_INFINITY;
  const time = Date.parse(date);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Indexes of the `limit` newest of these dates (as written), newest first; undated last, in document order. Shared with the trimmer. */
export function newestOrder(dates: readonly (string | null)[], limit: number): number[] {
  return dates
    .map((date, order) => ({ order, time: timeOf(parseFeedDate(date)) }))
    .sort((a, b) => (b.time === a.time ? a.order - b.order : b.time > a.time ? 1 : -1))
    .slice(0, limit)
    .map((entry) => entry.order);
}

/** Items a feed's reader converts to find its `limit` articles: a few more, since an item without a title is dropped. */
export function itemsConsidered(limit: number): number {
  return limit + 5;
}

