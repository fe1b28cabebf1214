/** What the search page can find: one entry per story, post, FAQ answer or section article. */
export type SearchKind = 'news' | 'blog' | 'faq' | 'section';

/** Group order on the results page, and each group's heading. */
export const SEARCH_KINDS: readonly SearchKind[] = ['news', 'blog', 'faq', 'section'];

export const KIND_LABELS: Readonly<Record<SearchKind, string>> = {
  news: 'News',
  blog: 'Blog',
  faq: 'FAQ',
  section: 'Sections',
};

/**
 * A searchable document. Every text field is plain text (never HTML); the
 * adapters in src/app/search-wiring.ts build these from each feature's data.
 */
export interface SearchDocument {
  /** Unique across all kinds, e.g. "news:abc123" or "faq:how-to-subscribe". */
  readonly id: string;
  readonly kind: SearchKind;
  readonly title: string;
  /** Plain-text body: a summary, an answer, a description. */
  readonly body: string;
  /** Display label for the category or section, e.g. "Politics/Government". */
  readonly category: string;
  /** ISO 8601 date, or null when unknown. */
  readonly date: string | null;
  /** Where a card for this document would link: an absolute http(s) URL when `external`, else a site path. */
  readonly href: string;
  readonly external: boolean;
}

/** A run of text that is, or is not, one of the matched words. Rendered as text, never as HTML. */
export interface TextSegment {
  readonly text: string;
  readonly match: boolean;
}

export interface SearchHit {
  readonly document: SearchDocument;
  readonly score: number;
  readonly title: readonly TextSegment[];
  readonly excerpt: readonly TextSegment[];
}

export interface SearchGroup {
  readonly kind: SearchKind;
  readonly label: string;
  readonly hits: readonly SearchHit[];
}
