/**
 * The internal shape of a story shown in a card: feed articles, fixed sample
 * articles and search results all use it. Text fields are plain text (never
 * HTML); URLs are already checked to be http(s).
 */
export interface Article {
  /** Stable id, unique within a list (e.g. a hash of the link, or a slug). */
  readonly id: string;
  readonly title: string;
  /** Plain-text summary, already shortened at a word boundary. */
  readonly excerpt: string;
  /** Absolute http(s) URL of the original story on another site, or null. */
  readonly link: string | null;
  /** Site path of a readable page for this story (sample articles), used when there is no `link`. */
  readonly path?: string;
  /** Absolute http(s) image URL, or null for the default image. */
  readonly image: string | null;
  /** ISO 8601 publication date, or null when unknown (never shown as "Invalid Date"). */
  readonly date: string | null;
  readonly author: string | null;
  /** Display name of the category, e.g. "Politics/Government". */
  readonly category: string;
  /** Category route slug, e.g. "politics". */
  readonly categorySlug?: string;
  /** Name of the publisher or feed, when known. */
  readonly source?: string;
  /** True for fallback placeholder articles shown when feeds fail. */
  readonly placeholder?: boolean;
  /**
   * True for stories the build fetched and wrote into the page (a feed snapshot): shown until
   * the browser's first load of the category settles, then replaced without asking the reader.
   */
  readonly snapshot?: boolean;
}
