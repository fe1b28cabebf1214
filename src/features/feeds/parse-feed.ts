import { XMLParser } from 'fast-xml-parser';
import { fail, ok } from '@/lib/result';
import type { FeedResult, RawFeed, RawFeedItem } from './feed-types';

/**
 * XML → raw feed items, for RSS 2.0, RSS 0.9x, RSS 1.0 (RDF) and Atom 1.0.
 * Never throws and never hangs: DOCTYPEs with an internal subset (where entity
 * bombs live) are refused before parsing, `<__proto__>` and other parser
 * errors become a 'parse' failure, HTML pages an 'html' failure, blank
 * bodies an 'empty' failure.
 */

export const MAX_FEED_BYTES = 5_000_000;

/** Elements whose inner markup is kept raw (HTML in CDATA or escaped) and decoded by `xmlText`. */
const RAW_TEXT = ['title', 'description', 'summary', 'content', 'content:encoded', 'subtitle'];
const ALWAYS_ARRAY = new Set(['item', 'entry', 'link', 'media:content', 'media:thumbnail', 'media:group', 'enclosure', 'author', 'dc:creator']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entities are decoded by `xmlText` below (the five XML ones and numeric
  // references), never expanded from a DOCTYPE.
  processEntities: false,
  htmlEntities: false,
  stopNodes: RAW_TEXT.map((tag) => `..${tag}`),
  isArray: (tagName) => ALWAYS_ARRAY.has(tagName),
});

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

function list(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeXmlEntities(value: string): string {
  return value.replace(/&(lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return XML_ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Raw element content → its text as XML defines it: CDATA kept verbatim, entities decoded elsewhere. */
export function xmlText(raw: string): string {
  let out = '';
  let last = 0;
  const cdata = /<!\[CDATA\[([\s\S]*?)\]\]>/g;
  for (let m = cdata.exec(raw); m; m = cdata.exec(raw)) {
    out += decodeXmlEntities(raw.slice(last, m.index)) + m[1];
    last = cdata.lastIndex;
  }
  return out + decodeXmlEntities(raw.slice(last));
}

/** Text of an element (a string, a number, or an object with '#text'), XML-decoded. */
function text(value: unknown): string | null {
  const v = first(value);
  let s: string | null = null;
  if (typeof v === 'string') s = v;
  else if (typeof v === 'number' || typeof v === 'boolean') s = String(v);
  else if (isNode(v) && (typeof v['#text'] === 'string' || typeof v['#text'] === 'number')) s = String(v['#text']);
  if (s === null) return null;
  s = xmlText(s).trim();
  return s === '' ? null : s;
}

function attr(value: unknown, name: string): string | null {
  const v = first(value);
  if (!isNode(v)) return null;
  const a = v[`@_${name}`];
  return typeof a === 'string' && a.trim() !== '' ? decodeXmlEntities(a).trim() : null;
}

function atomLink(value: unknown): string | null {
  const links = list(value).filter(isNode);
  const alternate = links.find((l) => {
    const rel = attr(l, 'rel');
    return (rel === null || rel === 'alternate') && attr(l, 'href');
  });
  return attr(alternate ?? links.find((l) => attr(l, 'href')), 'href') ?? text(value);
}

function isImageMedia(node: Node): boolean {
  const medium = attr(node, 'medium');
  const type = attr(node, 'type');
  if (medium) return medium === 'image';
  if (type) return type.startsWith('image/');
  return true;
}

function mediaContent(item: Node): string | null {
  const candidates = [...list(item['media:content']), ...list(item['media:group']).flatMap((g) => (isNode(g) ? list(g['media:content']) : []))];
  const image = candidates.filter(isNode).find((c) => isImageMedia(c) && attr(c, 'url'));
  return image ? attr(image, 'url') : null;
}

function mediaThumbnail(item: Node): string | null {
  const candidates = [...list(item['media:thumbnail']), ...list(item['media:group']).flatMap((g) => (isNode(g) ? list(g['media:thumbnail']) : []))];
  const thumb = candidates.filter(isNode).find((c) => attr(c, 'url'));
  return thumb ? attr(thumb, 'url') : null;
}

function enclosureImage(item: Node): string | null {
  const enclosure = list(item.enclosure)
    .filter(isNode)
    .find((e) => {
      const type = attr(e, 'type');
      const url = attr(e, 'url');
      return url && (type ? type.startsWith('image/') : /\.(jpe?g|png|gif|webp|avif)(\?|$)/i.test(url));
    });
  return enclosure ? attr(enclosure, 'url') : null;
}

function personName(value: unknown): string | null {
  for (const entry of list(value)) {
    const name = isNode(entry) && 'name' in entry ? text(entry.name) : text(entry);
    if (name) return name;
  }
  return null;
}

function rssItem(item: Node): RawFeedItem {
  const guid = text(item.guid);
  return {
    title: text(item.title),
    link: text(item.link) ?? (guid && /^https?:\/\//i.test(guid) ? guid : null),
    date: text(item.pubDate) ?? text(item['dc:date']) ?? text(item.published) ?? text(item.updated),
    author: personName(item.author) ?? personName(item['dc:creator']),
    summary: text(item.description),
    content: text(item['content:encoded']),
    mediaContent: mediaContent(item),
    mediaThumbnail: mediaThumbnail(item),
    enclosureImage: enclosureImage(item),
  };
}

function atomEntry(entry: Node): RawFeedItem {
  const id = text(entry.id);
  return {
    title: text(entry.title),
    link: atomLink(entry.link) ?? (id && /^https?:\/\//i.test(id) ? id : null),
    date: text(entry.published) ?? text(entry.updated) ?? text(entry['dc:date']),
    author: personName(entry.author) ?? personName(entry['dc:creator']),
    summary: text(entry.summary),
    content: text(entry.content),
    mediaContent: mediaContent(entry),
    mediaThumbnail: mediaThumbnail(entry),
    enclosureImage: enclosureImage(entry),
  };
}

function preflight(body: string): FeedResult<string> {
  const trimmed = body.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return fail('empty', 'empty body');
  if (trimmed.length > MAX_FEED_BYTES) return fail('parse', `body too large (${trimmed.length} characters)`);
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype\s+html|<html[\s>])/i.test(trimmed)) return fail('html', 'an HTML page instead of a feed');
  if (!trimmed.startsWith('<')) return fail('parse', 'not XML');
  if (/<!DOCTYPE[^>[]*\[/i.test(trimmed) || /<!ENTITY/i.test(trimmed)) return fail('parse', 'DOCTYPE with an internal subset (entity declarations) refused');
  return ok(trimmed);
}

/** Parses a feed body. At most `maxItems` items are read, in document order. */
export function parseFeed(body: string, { maxItems = 15 }: { maxItems?: number } = {}): FeedResult<RawFeed> {
  const checked = preflight(body);
  if (!checked.ok) return checked;
  let doc: Node;
  try {
    doc = parser.parse(checked.value) as Node;
  } catch (error) {
    return fail('parse', error instanceof Error ? error.message : String(error));
  }
  const rss = doc.rss;
  if (isNode(rss)) {
    const channel = first(rss.channel);
    if (!isNode(channel)) return fail('parse', 'RSS without a channel');
    const version = attr(rss, 'version') ?? '2.0';
    return ok({
      format: version.startsWith('0.9') ? 'rss09' : 'rss2',
      title: text(channel.title),
      link: text(channel.link),
      items: list(channel.item).filter(isNode).slice(0, maxItems).map(rssItem),
    });
  }
  const rdfKey = Object.keys(doc).find((k) => k === 'RDF' || k.endsWith(':RDF'));
  const rdf = rdfKey ? doc[rdfKey] : undefined;
  if (isNode(rdf)) {
    const channel = first(rdf.channel);
    const items = [...list(rdf.item), ...(isNode(channel) ? list(channel.item) : [])];
    return ok({
      format: 'rss1',
      title: isNode(channel) ? text(channel.title) : null,
      link: isNode(channel) ? text(channel.link) : null,
      items: items.filter(isNode).slice(0, maxItems).map(rssItem),
    });
  }
  const feed = doc.feed;
  if (isNode(feed)) {
    return ok({
      format: 'atom',
      title: text(feed.title),
      link: atomLink(feed.link),
      items: list(feed.entry).filter(isNode).slice(0, maxItems).map(atomEntry),
    });
  }
  return fail('parse', 'neither RSS nor Atom');
}
