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

/** A whole post. */
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

/** The shapes the service sends (contract: /work/shared/CONTRACT.md). */
export interface RawBlogSummary {
  id?: unknown;
  slug?: unknown;
  metaTitle?: unknown;
  metaDescription?: unknown;
  pinterestImageLink?: unknown;
}

export interface RawBlogDetail extends RawBlogSummary {
  shortTailKeywords?: unknown;
  longTailKeywords?: unknown;
  date?: unknown;
  blog?: unknown;
  youtubeShortsUrl?: unknown;
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

function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/** Keywords may come as "a, b" or ["a", "b"] (or be missing). */
export function keywordList(value: unknown): string[] {
  const parts = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value.flatMap((v) => (typeof v === 'string' ? v.split(',') : [])) : [];
  return parts.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
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
  }
  return out;
}

function toSummary(raw: unknown): BlogSummary | null {
  if (!isRecord(raw)) return null;
  const slug = cleanText(raw.slug);
  if (!slug) return null;
  const id = typeof raw.id === 'string' || typeof raw.id === 'number' ? String(raw.id) : slug;
  return {
    id,
    slug,
    title: cleanText(raw.metaTitle) || slug,
    description: cleanText(raw.metaDescription),
    image: safeHttpUrl(raw.pinterestImageLink),
  };
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
  const slug = cleanText(payload.slug) || requestedSlug;
  const title = cleanText(payload.metaTitle);
  if (!title) throw new MalformedPayloadError('the answer has no "metaTitle"');
  if (payload.blog !== undefined && payload.blog !== null && typeof payload.blog !== 'string') {
    throw new MalformedPayloadError('"blog" is not markdown text');
  }
  return {
    slug,
    title,
    description: cleanText(payload.metaDescription),
    keywords: joinKeywords(payload.shortTailKeywords, payload.longTailKeywords),
    date: toDate(typeof payload.date === 'string' || typeof payload.date === 'number' ? payload.date : null)?.toISOString() ?? null,
    body: typeof payload.blog === 'string' ? payload.blog : '',
    image: safeHttpUrl(payload.pinterestImageLink),
    youtubeShortsUrl: safeHttpUrl(payload.youtubeShortsUrl),
  };
}
