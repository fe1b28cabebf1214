import type { FailureKind, Result } from '@/lib/result';

/**
 * Why a feed could not be read. 'html' = a 200 answer that is an HTML page (a
 * proxy's error page); 'too-large' = a body over the cap (final for that feed:
 * the next proxy would send the same body); 'cpu' = parsing ran past its CPU
 * budget and was stopped.
 */
export type FeedFailureKind = FailureKind | 'html' | 'too-large' | 'cpu';

export type FeedResult<T> = Result<T, FeedFailureKind>;

type FeedFormat = 'rss2' | 'rss09' | 'rss1' | 'atom';

/**
 * One item as the feed wrote it, before any cleaning: text fields may hold
 * HTML and entities, URLs may be relative or hostile. `to-article.ts` turns it
 * into an `Article`.
 */
export interface RawFeedItem {
  readonly title: string | null;
  readonly link: string | null;
  /** Date text as written (pubDate, dc:date, published or updated). */
  readonly date: string | null;
  readonly author: string | null;
  /** description / summary (HTML or text). */
  readonly summary: string | null;
  /** content:encoded / Atom content (HTML). */
  readonly content: string | null;
  /** Image candidates, each as written. */
  readonly mediaContent: string | null;
  readonly mediaThumbnail: string | null;
  readonly enclosureImage: string | null;
}

export interface RawFeed {
  readonly format: FeedFormat;
  readonly title: string | null;
  /** The channel's / feed's own link (base for relative URLs). */
  readonly link: string | null;
  readonly items: readonly RawFeedItem[];
}
