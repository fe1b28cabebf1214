/**
 * What every host's feed route sends for a publisher's feed: the Worker, the Netlify function and
 * nginx's njs all use this one implementation.
 *
 * The body is the feed trimmed to what the cards read (src/features/feeds/trim), as UTF-8. The
 * bytes are decoded as the browser's `response.text()` decodes them, so the trimmed feed parses to
 * the same articles as the publisher's; a feed the trimmer cannot read exactly so is passed on
 * untouched. The ETag is derived from the bytes sent, so a copy refreshed from an unchanged feed
 * keeps it and readers' conditional requests still get 304s.
 *
 * Runs in njs 0.7 too: TextDecoder/TextEncoder, typed arrays and plain loops only.
 */
import { bytesHash } from '../src/contracts/hash';
import { ARTICLES_PER_CATEGORY } from '../src/contracts/limits';
import { trimFeed } from '../src/features/feeds/trim';

interface FeedBody {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly type: string;
  /** A strong entity tag, quoted: `"f-…"`. */
  readonly etag: string;
  /** Items kept of the feed's, or why it was passed on as it came. */
  readonly note: string;
  readonly trimmed: boolean;
}

/** Two FNV-1a hashes (different offset bases) and the length, over the bytes: an ETag, not a security hash. */
export function feedEtag(bytes: Uint8Array): string {
  return `"f-${bytes.length.toString(36)}-${bytesHash(bytes).toString(36)}-${bytesHash(bytes, 0x050c5d1f).toString(36)}"`;
}

/** The media type of `type` (`application/rss+xml; charset=…` → `application/rss+xml`), `application/xml` when none. */
function mediaType(type: string): string {
  const bare = type.split(';')[0]!.trim();
  return bare === '' ? 'application/xml' : bare;
}

/**
 * The answer for a publisher's feed: trimmed to `maxItems` (default ARTICLES_PER_CATEGORY) items,
 * or the bytes as they came when the trimmer passes it on. `type` is the publisher's Content-Type
 * as the route accepted it.
 */
export function feedBody(bytes: Uint8Array<ArrayBuffer>, type: string, maxItems: number = ARTICLES_PER_CATEGORY): FeedBody {
  let text: string | null;
  try {
    text = new TextDecoder('utf-8').decode(bytes);
  } catch {
    text = null;
  }
  let result: ReturnType<typeof trimFeed>;
  try {
    result = text === null ? { trimmed: false, reason: 'not readable as text' } : trimFeed(text, { maxItems });
  } catch (error) {
    // A runtime's own failure (njs's regex engine can fail where V8's does not) never breaks the route.
    result = { trimmed: false, reason: `the trimmer failed: ${String(error)}` };
  }
  if (!result.trimmed) return { body: bytes, type, etag: feedEtag(bytes), note: `passed on (${result.reason})`, trimmed: false };
  const body = new TextEncoder().encode(result.body);
  return { body, type: `${mediaType(type)}; charset=utf-8`, etag: feedEtag(body), note: `${result.items} of ${result.of} items`, trimmed: true };
}

/**
 * True when a request's `If-None-Match` names `etag` (weak comparison, as RFC 9110 asks for
 * If-None-Match; `*` matches any). A reader's copy that matches gets a 304.
 */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}
