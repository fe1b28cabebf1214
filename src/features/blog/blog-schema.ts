import { toDate } from '@/lib/dates';
import { safeHttpUrl } from '@/lib/safe-url';

/**
 * Raw shapes of the functions service and their internal counterparts, with
 * the pure converters between them. Anything the service sends is `unknown`
 * until it passes through here.
 */

/** One post in a list, as the site uses it. */
export interface BlogSummary {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** Absolute http(s) image URL (the post's pinterestImageLink), or null. */
  readonly image: string | null;
}

/** One page of the list. `total` is the number of posts, null when the service did not say. */
export interface BlogList {
  readonly posts: BlogSummary[];
  readonly total: number | null;
  readonly page: number;
}

export interface BlogPost {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** Short-tail then long-tail keywords, trimmed and de-duplicated. */
  readonly keywords: string[];
  /** ISO 8601 date, or null when missing or unreadable. */
  readonly date: string | null;
  /** Markdown body (rendered without raw HTML). */
  readonly body: string;
  readonly image: string | null;
  /** Absolute http(s) URL of a related YouTube Short, or null. */
  readonly youtubeShortsUrl: string | null;
}


/** Thrown by the converters when a payload is not the expected shape. */
export class MalformedPayloadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedPayloadError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Caps on what the service can make a page carry: text longer than any real one is cut, so a page
 * stays readable and its head small; a body is cut at a paragraph break.
 */
export const BLOG_LIMITS = {
  slug: 150,
  title: 300,
  description: 600,
  keywordCount: 20,
  keyword: 80,
  body: 200_000,
} as const;

/** Cuts text to `max` characters at a word boundary, with an ellipsis. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** Whitespace collapsed, trimmed and cut to `max` (raw input is sliced first, so no pass runs over megabytes). */
function cleanText(value: unknown, max: number = BLOG_LIMITS.title): string {
  return typeof value === 'string' ? cut(value.slice(0, max * 4).replace(/\s+/g, ' ').trim(), max) : '';
}

/** Keywords may come as "a, b" or ["a", "b"] (or be missing). */
export function keywordList(value: unknown): string[] {
  const limit = BLOG_LIMITS.keywordCount * 4;
  const source = typeof value === 'string' ? [value.slice(0, limit * BLOG_LIMITS.keyword)] : Array.isArray(value) ? value.slice(0, limit).filter((v): v is string => typeof v === 'string') : [];
  const parts = source.flatMap((v) => v.slice(0, limit * BLOG_LIMITS.keyword).split(',', limit)).slice(0, limit);
  return parts.map((p) => p.replace(/\s+/g, ' ').trim()).filter((p) => p.length > 0 && p.length <= BLOG_LIMITS.keyword);
}

/** Short-tail then long-tail keywords, without duplicates (case-insensitive). */
export function joinKeywords(shortTail: unknown, longTail: unknown): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const keyword of [...keywordList(shortTail), ...keywordList(longTail)]) {
    const key = keyword.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
    if (out.length === BLOG_LIMITS.keywordCount) break;
  }
  return out;
}

function toSummary(raw: unknown): BlogSummary | null {
  if (!isRecord(raw)) return null;
  const slug = cleanText(raw.slug, BLOG_LIMITS.slug);
  if (!slug || slug.endsWith('…')) return null;
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id) : slug;
  return {
    id,
    slug,
    title: cleanText(raw.metaTitle) || slug,
    description: cleanText(raw.metaDescription, BLOG_LIMITS.description),
    image: safeHttpUrl(raw.pinterestImageLink),
  };
}

/** A body past BLOG_LIMITS.body is cut at the last paragraph break before it (and the cut logged). */
function capBody(markdown: string, slug: string): string {
  if (markdown.length <= BLOG_LIMITS.body) return markdown;
  const head = markdown.slice(0, BLOG_LIMITS.body);
  const paragraph = head.lastIndexOf('\n\n');
  console.warn(`[blog] the body of "${slug.slice(0, 80)}" is ${markdown.length} characters; shown up to ${BLOG_LIMITS.body}`);
  return paragraph > BLOG_LIMITS.body / 2 ? head.slice(0, paragraph) : head;
}

/**
 * get_metainfo → BlogList. `blogs` must be a list; entries without a slug are
 * skipped (and counted in `skipped`); a bad `total` is treated as absent.
 */
export function parseBlogList(payload: unknown, page: number): { list: BlogList; skipped: number } {
  if (!isRecord(payload) || !Array.isArray(payload.blogs)) {
    throw new MalformedPayloadError('the answer has no "blogs" list');
  }
  const posts: BlogSummary[] = [];
  for (const raw of payload.blogs) {
    const summary = toSummary(raw);
    if (summary) posts.push(summary);
  }
  const skipped = payload.blogs.length - posts.length;
  if (payload.blogs.length > 0 && posts.length === 0) throw new MalformedPayloadError('no entry in "blogs" has a slug');
  const total = typeof payload.total === 'number' && Number.isFinite(payload.total) && payload.total >= 0 ? Math.floor(payload.total) : null;
  return { list: { posts, total, page }, skipped };
}

/** get_details → BlogPost. Extra fields are ignored. */
export function parseBlogPost(payload: unknown, requestedSlug: string): BlogPost {
  if (!isRecord(payload)) throw new MalformedPayloadError('the answer is not an object');
  const slug = cleanText(payload.slug, BLOG_LIMITS.slug) || requestedSlug;
  const title = cleanText(payload.metaTitle);
  if (!title) throw new MalformedPayloadError('the answer has no "metaTitle"');
  if (payload.blog !== undefined && payload.blog !== null && typeof payload.blog !== 'string') {
    throw new MalformedPayloadError('"blog" is not markdown text');
  }
  return {
    slug,
    title,
    description: cleanText(payload.metaDescription, BLOG_LIMITS.description),
    keywords: joinKeywords(payload.shortTailKeywords, payload.longTailKeywords),
    date: toDate(typeof payload.date === 'string' ? payload.date.slice(0, 64) : typeof payload.date === 'number' ? payload.date : null)?.toISOString() ?? null,
    body: typeof payload.blog === 'string' ? capBody(payload.blog, slug) : '',
    image: safeHttpUrl(payload.pinterestImageLink),
    youtubeShortsUrl: safeHttpUrl(payload.youtubeShortsUrl),
  };
}
