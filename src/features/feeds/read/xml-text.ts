/**
 * How a feed's fields are read as text: the raw value as written (CDATA or escaped markup) cut,
 * XML-decoded and trimmed. Shared by the parser (parse-feed.ts) and the feed route's trimmer, which
 * must read every field exactly as the parser does.
 */
// XML's five named entities and numeric references are decoded by `entities`, the decoder
// htmlparser2 reads feed HTML with (html-text.ts): one entity decoder for the feeds.
import { decodeXML } from 'entities/decode';

/** Items read from one feed, in document order; they are sorted by date afterwards. */
export const MAX_ITEMS_READ = 200;

/** Longest raw value kept per field; longer values are cut before any pattern runs. */
export const FIELD_LIMITS = { title: 2_000, link: 2_000, date: 200, author: 300, summary: 50_000, content: 50_000, url: 2_000 } as const;

/** Elements whose inner markup is kept raw (HTML in CDATA or escaped) and decoded by `xmlText`. */
export const RAW_TEXT = ['title', 'description', 'summary', 'content', 'content:encoded', 'subtitle'];
/** Raw element content → its text as XML defines it: CDATA kept verbatim, entities decoded elsewhere. */
export function xmlText(raw: string): string {
  if (raw.indexOf('<![CDATA[') === -1) return decodeXML(raw);
  let out = '';
  let at = 0;
  for (;;) {
    const open = raw.indexOf('<![CDATA[', at);
    if (open === -1) break;
    const close = raw.indexOf(']]>', open + 9);
    if (close === -1) break;
    out += decodeXML(raw.slice(at, open)) + raw.slice(open + 9, close);
    at = close + 3;
  }
  return out + decodeXML(raw.slice(at));
}

/** A field's raw value as written → its text: cut (with room for entities and CDATA markers), XML-decoded, trimmed, cut again; null when blank. */
export function fieldText(raw: string, limit: number): string | null {
  let s = raw.length > limit * 2 ? raw.slice(0, limit * 2) : raw;
  s = xmlText(s).trim();
  if (s.length > limit) s = s.slice(0, limit);
  return s === '' ? null : s;
}

