import { decodeXML } from 'entities/decode';
import { XMLParser } from 'fast-xml-parser';
import { fail, ok } from '@/lib/result';
import { exceedsCap, FEED_MAX_BYTES } from '@/contracts/limits';
import type { FeedResult, RawFeed, RawFeedItem } from '../feed-types';
import { FIELD_LIMITS, fieldText, MAX_ITEMS_READ, RAW_TEXT } from '../read';

/**
 * XML → raw feed items, for RSS 2.0, 0.9x, 1.0 (RDF) and Atom 1.0. Never throws and never hangs
 * on untrusted text: DOCTYPEs with an internal subset (where entity bombs live) are refused, the
 * prolog and CDATA are found with `indexOf`, the document is cut after the last item read before
 * any object is built, and every field is cut before a pattern runs on it.
 */

const ALWAYS_ARRAY = new Set(['item', 'entry', 'link', 'media:content', 'media:thumbnail', 'media:group', 'enclosure', 'author', 'dc:creator']);

// Made on first use, so a bundle that only trims feeds (trim-feed.ts, nginx's njs) leaves the
// XML parser out.
let parser: XMLParser | null = null;
const newParser = () => new XMLParser({
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

/** Text of an element (a string, a number, or an object with '#text'), XML-decoded. */
function text(value: unknown, limit: number = FIELD_LIMITS.title): string | null {
  const v = first(value);
  let s: string | null = null;
  if (typeof v === 'string') s = v;
  else if (typeof v === 'number' || typeof v === 'boolean') s = String(v);
  else if (isNode(v) && (typeof v['#text'] === 'string' || typeof v['#text'] === 'number')) s = String(v['#text']);
  return s === null ? null : fieldText(s, limit);
}

function attr(value: unknown, name: string): string | null {
  const v = first(value);
  if (!isNode(v)) return null;
  const a = v[`@_${name}`];
  return typeof a === 'string' && a.trim() !== '' ? decodeXML(a.slice(0, FIELD_LIMITS.url)).trim() : null;
}

function atomLink(value: unknown): string | null {
  const links = list(value).filter(isNode);
  const alternate = links.find((l) => {
    const rel = attr(l, 'rel');
    return (rel === null || rel === 'alternate') && attr(l, 'href');
  });
  return attr(alternate ?? links.find((l) => attr(l, 'href')), 'href') ?? text(value, FIELD_LIMITS.link);
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
      return url && (type ? type.startsWith('image/') : /\.(?:jpe?g|png|gif|webp|avif)(?:\?|$)/i.test(url));
    });
  return enclosure ? attr(enclosure, 'url') : null;
}

function personName(value: unknown): string | null {
  for (const entry of list(value)) {
    const name = isNode(entry) && 'name' in entry ? text(entry.name, FIELD_LIMITS.author) : text(entry, FIELD_LIMITS.author);
    if (name) return name;
  }
  return null;
}

function rssItem(item: Node): RawFeedItem {
  const guid = text(item.guid, FIELD_LIMITS.link);
  const L = FIELD_LIMITS;
  return {
    title: text(item.title),
    link: text(item.link, L.link) ?? (guid && /^https?:\/\//i.test(guid) ? guid : null),
    date: text(item.pubDate, L.date) ?? text(item['dc:date'], L.date) ?? text(item.published, L.date) ?? text(item.updated, L.date),
    author: personName(item.author) ?? personName(item['dc:creator']),
    summary: text(item.description, L.summary),
    content: text(item['content:encoded'], L.content),
    mediaContent: mediaContent(item),
    mediaThumbnail: mediaThumbnail(item),
    enclosureImage: enclosureImage(item),
  };
}

function atomEntry(entry: Node): RawFeedItem {
  const id = text(entry.id, FIELD_LIMITS.link);
  const L = FIELD_LIMITS;
  return {
    title: text(entry.title),
    link: atomLink(entry.link) ?? (id && /^https?:\/\//i.test(id) ? id : null),
    date: text(entry.published, L.date) ?? text(entry.updated, L.date) ?? text(entry['dc:date'], L.date),
    author: personName(entry.author) ?? personName(entry['dc:creator']),
    summary: text(entry.summary, L.summary),
    content: text(entry.content, L.content),
    mediaContent: mediaContent(entry),
    mediaThumbnail: mediaThumbnail(entry),
    enclosureImage: enclosureImage(entry),
  };
}

interface Prolog {
  /** Where the root element starts. */
  readonly rootAt: number;
  /** The root element's qualified name as written (e.g. `rss`, `rdf:RDF`, `feed`). */
  readonly root: string;
  /** True when a DOCTYPE declares an internal subset (`[ … ]`, where entity declarations live). */
  readonly internalSubset: boolean;
  readonly htmlDoctype: boolean;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/**
 * Walks what comes before the root element — an XML declaration, processing
 * instructions, comments, whitespace and a DOCTYPE — with `indexOf` only, so
 * its cost is linear whatever the input. Null when the body does not start
 * like XML.
 */
export function readProlog(body: string): Prolog | null {
  let at = 0;
  let internalSubset = false;
  let htmlDoctype = false;
  for (;;) {
    while (at < body.length && isSpace(body.charCodeAt(at))) at += 1;
    if (body.charCodeAt(at) !== 0x3c /* < */) return null;
    if (body.startsWith('<?', at)) {
      const end = body.indexOf('?>', at + 2);
      if (end === -1) return null;
      at = end + 2;
    } else if (body.startsWith('<!--', at)) {
      const end = body.indexOf('-->', at + 4);
      if (end === -1) return null;
      at = end + 3;
    } else if (body.slice(at, at + 9).toUpperCase() === '<!DOCTYPE') {
      const close = body.indexOf('>', at + 9);
      const bracket = body.indexOf('[', at + 9);
      if (bracket !== -1 && (close === -1 || bracket < close)) internalSubset = true;
      if (close === -1) return { rootAt: at, root: '', internalSubset, htmlDoctype };
      if (/^<!doctype\s+html\b/i.test(body.slice(at, Math.min(close + 1, at + 30)))) htmlDoctype = true;
      if (internalSubset) return { rootAt: at, root: '', internalSubset, htmlDoctype };
      at = close + 1;
    } else {
      let end = at + 1;
      while (end < body.length && end - at < 100) {
        const c = body.charCodeAt(end);
        if (isSpace(c) || c === 0x3e /* > */ || c === 0x2f /* / */) break;
        end += 1;
      }
      return { rootAt: at, root: body.slice(at + 1, end), internalSubset, htmlDoctype };
    }
  }
}

/**
 * Cuts the document after its `max`-th item (`</item>` or `</entry>`) and closes
 * the elements that were open, so the parser never builds objects for items we
 * would drop. A document with fewer items is returned whole.
 */
function cutAfterItems(body: string, root: string, max: number): string {
  const local = root.includes(':') ? root.slice(root.indexOf(':') + 1) : root;
  const closers = local === 'rss' ? `</channel></${root}>` : local === 'RDF' || local === 'feed' ? `</${root}>` : null;
  if (!closers) return body;
  const tag = local === 'feed' ? '</entry>' : '</item>';
  let at = 0;
  for (let n = 0; n < max; n += 1) {
    const found = body.indexOf(tag, at);
    if (found === -1) return body;
    at = found + tag.length;
  }
  // Only cut when more items follow; otherwise the original end of the document is kept.
  const next = local === 'feed' ? body.indexOf('<entry', at) : body.indexOf('<item', at);
  return next === -1 ? body : body.slice(0, at) + closers;
}

function preflight(body: string, maxItems: number): FeedResult<{ doc: string; root: string }> {
  const trimmed = (body.charCodeAt(0) === 0xfeff ? body.slice(1) : body).trim();
  if (trimmed === '') return fail('empty', 'empty body');
  if (exceedsCap(trimmed.length, FEED_MAX_BYTES)) return fail('too-large', `body too large (${trimmed.length} characters)`);
  const prolog = readProlog(trimmed);
  if (prolog && (prolog.htmlDoctype || prolog.root.toLowerCase() === 'html')) return fail('html', 'an HTML page instead of a feed');
  if (!prolog) return fail('parse', 'not XML');
  if (prolog.internalSubset || trimmed.indexOf('<!ENTITY') !== -1) return fail('parse', 'DOCTYPE with an internal subset (entity declarations) refused');
  return ok({ doc: cutAfterItems(trimmed, prolog.root, maxItems), root: prolog.root });
}

/** Parses a feed body. At most `maxItems` items are read, in document order. */
export function parseFeed(body: string, { maxItems = MAX_ITEMS_READ }: { maxItems?: number } = {}): FeedResult<RawFeed> {
  const checked = preflight(body, maxItems);
  if (!checked.ok) return checked;
  let doc: Node;
  try {
    parser ??= newParser();
    doc = parser.parse(checked.value.doc) as Node;
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
