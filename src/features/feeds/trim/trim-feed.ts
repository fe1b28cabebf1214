/**
 * The feed route's trimmer: a publisher's feed cut to what the site reads, in its own format, so
 * the browser's one parser reads trimmed and untrimmed feeds alike. Every host's feed route runs it.
 *
 * It keeps the newest `maxItems` items as the parser orders them and, per item, the children the
 * parser reads; it makes the summary (plain text just past the excerpt's length) and the one
 * picture the parser would pick. Every choice uses the parser's own functions, so a reader never
 * sees a difference; where a made part might read differently, the item keeps its own elements.
 *
 * Bounded work on untrusted text: one left-to-right walk with `indexOf`, no regex with nested
 * quantifiers, limited nesting. A feed it cannot read exactly as the parser does (a DOCTYPE, an
 * entity declaration, malformed markup, too many items) is passed through untouched.
 *
 * Runs in njs 0.7 as well as V8: no `u` regex flag, and Map, Set, `Object.hasOwn` and `flatMap`
 * only where the njs bundle's polyfills stand in.
 */
import { decodeXML } from 'entities/decode';
import { ARTICLES_PER_FEED, cardText, collapseSpaces, EXCERPT_LENGTH, FIELD_LIMITS, fieldText, itemsConsidered, MAX_ITEMS_READ, newestOrder, parseFeedDate, RAW_TEXT, STILL_MARKUP } from '../read';

type TrimmedFeed =
  | { readonly trimmed: true; readonly body: string; readonly items: number; readonly of: number }
  | { readonly trimmed: false; readonly reason: string };

/** Deepest element nesting the trimmer follows; deeper documents pass through. */
const MAX_DEPTH = 64;
/** Longest start tag read for attributes (a picture element's); longer ones make that item keep its own. */
const MAX_TAG_ATTRIBUTES = 8_000;
const MEDIA_NS = 'http://search.yahoo.com/mrss/';

interface Element {
  readonly name: string;
  /** Where `<name` starts, and just past its end tag (or `/>`). */
  readonly start: number;
  end: number;
  /** The start tag's text between the name and `>` (attributes, and a final `/` when self-closing). */
  readonly attributes: string;
  /** The content between the start and the end tag ('' when self-closing). */
  innerStart: number;
  innerEnd: number;
  /** True when the content holds any markup (`<`): elements, CDATA, comments. */
  markup: boolean;
  readonly children: Element[];
}

type Format = 'rss' | 'rdf' | 'atom';

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function isNameStart(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f || code === 0x3a || code >= 0x80;
}

/** The index of the `>` closing a tag that starts at `from`, skipping quoted attribute values; -1 when none. */
function tagEnd(doc: string, from: number): number {
  let at = from;
  for (;;) {
    const gt = doc.indexOf('>', at);
    if (gt === -1) return -1;
    let quote = -1;
    for (let i = at; i < gt; i += 1) {
      const c = doc.charCodeAt(i);
      if (c === 0x22 || c === 0x27) {
        quote = i;
        break;
      }
    }
    if (quote === -1) return gt;
    const close = doc.indexOf(doc.charAt(quote), quote + 1);
    if (close === -1) return -1;
    at = close + 1;
  }
}

/** The name at the start of a tag's text (up to whitespace, `/` or its end). */
function tagName(tag: string): string {
  let end = 0;
  while (end < tag.length) {
    const c = tag.charCodeAt(end);
    if (isSpace(c) || c === 0x2f) break;
    end += 1;
  }
  return tag.slice(0, end);
}

function isRawText(name: string): boolean {
  return RAW_TEXT.indexOf(name) !== -1;
}

/**
 * Where the content of a raw-text element (title, description, content…) ends, as the parser's
 * stop-node reader finds it: the matching end tag, counting nested elements of the same name and
 * skipping comments, CDATA and processing instructions. -1 when it does not end.
 */
function rawTextEnd(doc: string, name: string, from: number): { innerEnd: number; end: number } | null {
  let depth = 1;
  let at = from;
  for (;;) {
    const lt = doc.indexOf('<', at);
    if (lt === -1) return null;
    const c1 = doc.charCodeAt(lt + 1);
    if (c1 === 0x2f /* / */) {
      const gt = doc.indexOf('>', lt);
      if (gt === -1) return null;
      if (doc.slice(lt + 2, gt).trim() === name) {
        depth -= 1;
        if (depth === 0) return { innerEnd: lt, end: gt + 1 };
      }
      at = gt + 1;
    } else if (c1 === 0x3f /* ? */) {
      const close = doc.indexOf('?>', lt + 2);
      if (close === -1) return null;
      at = close + 2;
    } else if (doc.startsWith('<!--', lt)) {
      const close = doc.indexOf('-->', lt + 4);
      if (close === -1) return null;
      at = close + 3;
    } else if (doc.startsWith('<![', lt)) {
      const close = doc.indexOf(']]>', lt);
      if (close === -1) return null;
      at = close + 3;
    } else {
      const gt = tagEnd(doc, lt + 1);
      if (gt === -1) return null;
      const tag = doc.slice(lt + 1, gt);
      if (tagName(tag) === name && tag.charCodeAt(tag.length - 1) !== 0x2f) depth += 1;
      at = gt + 1;
    }
  }
}

interface Scan {
  readonly root: Element;
  readonly format: Format;
  /** Items in the order the parser lists them (RDF: the root's, then the channel's). */
  readonly items: Element[];
}

/**
 * Walks the document from its root element: elements, end tags, comments, CDATA and processing
 * instructions, each found with `indexOf`. Keeps the elements the trimmer needs (the root, its
 * channel, items and their children); a reason string when the document is not one it can read.
 */
function scan(doc: string, rootAt: number): Scan | string {
  const stack: Element[] = [];
  let root: Element | null = null;
  let at = rootAt;
  for (;;) {
    const lt = doc.indexOf('<', at);
    if (lt === -1) break;
    if (root && stack.length === 0) {
      // After the root: only comments, processing instructions and whitespace.
      if (doc.startsWith('<!--', lt)) {
        const close = doc.indexOf('-->', lt + 4);
        if (close === -1) return 'an unclosed comment';
        at = close + 3;
        continue;
      }
      if (doc.startsWith('<?', lt)) {
        const close = doc.indexOf('?>', lt + 2);
        if (close === -1) return 'an unclosed processing instruction';
        at = close + 2;
        continue;
      }
      return 'markup after the root element';
    }
    const parent = stack.length > 0 ? stack[stack.length - 1]! : null;
    const c1 = doc.charCodeAt(lt + 1);
    // Anything but the parent's own end tag is markup in its content.
    if (parent && c1 !== 0x2f) parent.markup = true;
    if (c1 === 0x2f /* / */) {
      const gt = doc.indexOf('>', lt);
      if (gt === -1) return 'an unclosed end tag';
      const name = doc.slice(lt + 2, gt).trim();
      if (!parent || parent.name !== name) return `a stray end tag (${name.slice(0, 40)})`;
      parent.innerEnd = lt;
      parent.end = gt + 1;
      stack.pop();
      at = gt + 1;
    } else if (c1 === 0x3f /* ? */) {
      const close = doc.indexOf('?>', lt + 2);
      if (close === -1) return 'an unclosed processing instruction';
      at = close + 2;
    } else if (doc.startsWith('<!--', lt)) {
      const close = doc.indexOf('-->', lt + 4);
      if (close === -1) return 'an unclosed comment';
      at = close + 3;
    } else if (doc.startsWith('<![CDATA[', lt)) {
      const close = doc.indexOf(']]>', lt + 9);
      if (close === -1) return 'an unclosed CDATA section';
      at = close + 3;
    } else if (isNameStart(c1)) {
      const gt = tagEnd(doc, lt + 1);
      if (gt === -1) return 'an unclosed tag';
      const tag = doc.slice(lt + 1, gt);
      const name = tagName(tag);
      const selfClosing = tag.charCodeAt(tag.length - 1) === 0x2f;
      const element: Element = { name, start: lt, end: gt + 1, attributes: tag.slice(name.length), innerStart: gt + 1, innerEnd: gt + 1, markup: false, children: [] };
      if (!root) root = element;
      else if (stack.length <= 3) parent!.children.push(element);
      else if (stack.length <= 4 && parent!.name === 'media:group') parent!.children.push(element);
      at = gt + 1;
      if (selfClosing) continue;
      if (isRawText(name)) {
        const raw = rawTextEnd(doc, name, gt + 1);
        if (!raw) return `an unclosed ${name}`;
        element.innerEnd = raw.innerEnd;
        element.end = raw.end;
        element.markup = doc.slice(gt + 1, raw.innerEnd).indexOf('<') !== -1;
        at = raw.end;
        continue;
      }
      if (stack.length >= MAX_DEPTH) return `nesting deeper than ${MAX_DEPTH}`;
      stack.push(element);
    } else if (doc.startsWith('<!', lt)) {
      return 'a declaration inside the document';
    } else {
      return 'a stray <';
    }
  }
  if (!root || stack.length > 0 || root.end <= root.start) return 'an unclosed root element';
  return itemsOf(root);
}

function childrenNamed(element: Element, name: string): Element[] {
  return element.children.filter((child) => child.name === name);
}

function itemsOf(root: Element): Scan | string {
  const local = root.name.indexOf(':') === -1 ? root.name : root.name.slice(root.name.indexOf(':') + 1);
  if (root.name === 'rss') {
    const channels = childrenNamed(root, 'channel');
    if (channels.length !== 1) return channels.length === 0 ? 'RSS without a channel' : 'more than one channel';
    return { root, format: 'rss', items: childrenNamed(channels[0]!, 'item') };
  }
  if (local === 'RDF') {
    const channels = childrenNamed(root, 'channel');
    if (channels.length > 1) return 'more than one channel';
    const inChannel = channels.length === 1 ? childrenNamed(channels[0]!, 'item') : [];
    return { root, format: 'rdf', items: childrenNamed(root, 'item').concat(inChannel) };
  }
  if (root.name === 'feed') return { root, format: 'atom', items: childrenNamed(root, 'entry') };
  return 'neither RSS nor Atom';
}

/** Where the root element starts, after the BOM, whitespace, the XML declaration, comments and processing instructions; null with a DOCTYPE or anything else. */
function rootStart(doc: string): number | null {
  let at = 0;
  for (;;) {
    while (at < doc.length && isSpace(doc.charCodeAt(at))) at += 1;
    if (doc.startsWith('<?', at)) {
      const end = doc.indexOf('?>', at + 2);
      if (end === -1) return null;
      at = end + 2;
    } else if (doc.startsWith('<!--', at)) {
      const end = doc.indexOf('-->', at + 4);
      if (end === -1) return null;
      at = end + 3;
    } else if (doc.charCodeAt(at) === 0x3c && isNameStart(doc.charCodeAt(at + 1))) {
      return at;
    } else {
      return null;
    }
  }
}

/** A raw field value as the parser reads it: the element's content ('' for an empty or self-closing element). */
function rawContent(doc: string, element: Element | undefined): string | null {
  return element ? doc.slice(element.innerStart, element.innerEnd) : null;
}

/** The text the parser reads from the first child of one of these names (first name with a value wins), or null; undefined when the parser's reading cannot be told without it. */
function firstText(doc: string, item: Element, names: readonly string[], limit: number): string | null | undefined {
  for (const name of names) {
    const element = item.children.find((child) => child.name === name);
    if (!element) continue;
    if (element.markup && !isRawText(name)) return undefined;
    const value = fieldText(rawContent(doc, element)!, limit);
    if (value !== null) return value;
  }
  return null;
}

/**
 * Attributes of a start tag as the parser keeps them: `name="value"` or `name='value'` (raw, decoded
 * later), the last of a repeated name winning, names without a value ignored. Null when the tag holds
 * something the parser might read differently (an unquoted value, an unclosed quote).
 */
function attributes(text: string): Record<string, string> | null {
  if (text.length > MAX_TAG_ATTRIBUTES) return null;
  const out: Record<string, string> = {};
  let at = 0;
  for (;;) {
    while (at < text.length && isSpace(text.charCodeAt(at))) at += 1;
    if (at >= text.length || (text.charCodeAt(at) === 0x2f && at === text.length - 1)) return out;
    let end = at;
    while (end < text.length && !isSpace(text.charCodeAt(end)) && text.charCodeAt(end) !== 0x3d) end += 1;
    const name = text.slice(at, end);
    at = end;
    while (at < text.length && isSpace(text.charCodeAt(at))) at += 1;
    if (text.charCodeAt(at) !== 0x3d /* = */) {
      if (name === '' || name.indexOf('"') !== -1 || name.indexOf("'") !== -1) return null;
      continue;
    }
    at += 1;
    while (at < text.length && isSpace(text.charCodeAt(at))) at += 1;
    const quote = text.charAt(at);
    if (quote !== '"' && quote !== "'") return null;
    const close = text.indexOf(quote, at + 1);
    if (close === -1 || name === '') return null;
    out[name] = text.slice(at + 1, close);
    at = close + 1;
  }
}

/** As parse-feed's `attr`: a non-blank value, XML-decoded and trimmed. */
function attr(attrs: Record<string, string>, name: string): string | null {
  const a = Object.prototype.hasOwnProperty.call(attrs, name) ? attrs[name] : undefined;
  return typeof a === 'string' && a.trim() !== '' ? decodeXML(a.slice(0, FIELD_LIMITS.url)).trim() : null;
}

const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif)(?:\?|$)/i;

/**
 * The picture candidates parse-feed reads from an item's media elements, in its order (media
 * content, thumbnail, enclosure), each as written; undefined when an attribute cannot be read
 * exactly as the parser reads it.
 */
function mediaCandidates(item: Element): (string | null)[] | undefined {
  const groups = childrenNamed(item, 'media:group');
  const read = (elements: Element[]): Record<string, string>[] | undefined => {
    const out: Record<string, string>[] = [];
    for (const element of elements) {
      const attrs = attributes(element.attributes);
      if (!attrs) return undefined;
      out.push(attrs);
    }
    return out;
  };
  const inGroups = (name: string) => groups.reduce<Element[]>((all, group) => all.concat(childrenNamed(group, name)), []);
  const contents = read(childrenNamed(item, 'media:content').concat(inGroups('media:content')));
  const thumbnails = read(childrenNamed(item, 'media:thumbnail').concat(inGroups('media:thumbnail')));
  const enclosures = read(childrenNamed(item, 'enclosure'));
  if (!contents || !thumbnails || !enclosures) return undefined;
  const content = contents.find((c) => {
    const medium = attr(c, 'medium');
    const type = attr(c, 'type');
    const image = medium ? medium === 'image' : type ? type.startsWith('image/') : true;
    return image && attr(c, 'url');
  });
  const thumbnail = thumbnails.find((c) => attr(c, 'url'));
  const enclosure = enclosures.find((e) => {
    const type = attr(e, 'type');
    const url = attr(e, 'url');
    return url && (type ? type.startsWith('image/') : IMAGE_FILE.test(url));
  });
  return [content ? attr(content, 'url') : null, thumbnail ? attr(thumbnail, 'url') : null, enclosure ? attr(enclosure, 'url') : null];
}

/** True when a candidate certainly resolves to an http(s) address whatever the base: an absolute http(s) URL on a plain host name, printable ASCII only. */
function surelyHttp(value: string): boolean {
  if (value.length > 1_900) return false;
  const lower = value.slice(0, 8).toLowerCase();
  const rest = lower.startsWith('https://') ? 8 : lower.startsWith('http://') ? 7 : -1;
  if (rest === -1) return false;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c <= 0x20 || c >= 0x7f || c === 0x22 || c === 0x3c || c === 0x3e || c === 0x5c) return false;
  }
  let hostEnd = rest;
  while (hostEnd < value.length && '/?#'.indexOf(value.charAt(hostEnd)) === -1) hostEnd += 1;
  const labels = value.slice(rest, hostEnd).split('.');
  if (labels.some((label) => label === '' || !/^[a-zA-Z0-9-]+$/.test(label))) return false;
  return /[a-zA-Z]/.test(labels[labels.length - 1]!);
}

/** True when a candidate certainly resolves to nothing (safe-url's cleaning, then a scheme other than http(s)). */
function surelyRefused(value: string): boolean {
  // The same cleaning as src/lib/safe-url.ts, in a loop: njs 0.7's global regex replace fails on some text.
  let cleaned = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code > 0x20 && code !== 0x7f && collapseSpaces(value.charAt(i)) !== '') cleaned += value.charAt(i);
  }
  if (cleaned === '') return true;
  const colon = cleaned.indexOf(':');
  if (colon <= 0 || !/^[a-zA-Z][a-zA-Z0-9+.-]*$/.test(cleaned.slice(0, colon))) return false;
  const scheme = cleaned.slice(0, colon).toLowerCase();
  return scheme !== 'http' && scheme !== 'https';
}

/** The picture the parser picks, when the trimmer can be sure of it: an address, or '' for none; undefined when unsure. */
function chosenPicture(candidates: readonly (string | null)[]): string | undefined {
  for (const candidate of candidates) {
    if (candidate === null) continue;
    if (surelyHttp(candidate)) return candidate;
    if (!surelyRefused(candidate)) return undefined;
  }
  return '';
}

function escapeXml(text: string): string {
  return text.split('&').join('&amp;').split('<').join('&lt;').split('>').join('&gt;').split('"').join('&quot;');
}

/** The shortest start of the excerpt's text that cuts to the same excerpt and is not mistaken for the title. */
function summaryText(excerptText: string, title: string): string {
  if (excerptText.length <= EXCERPT_LENGTH + 1) return excerptText;
  let end = EXCERPT_LENGTH + 1;
  for (;;) {
    while (end < excerptText.length && isSpace(excerptText.charCodeAt(end - 1))) end += 1;
    const text = excerptText.slice(0, end);
    if (text !== title || end >= excerptText.length) return text;
    end += 1;
  }
}

interface ItemPlan {
  /** Children kept as written. */
  readonly keep: Element[];
  /** Elements made for it. */
  readonly made: string;
}

const KEPT: Record<Format, readonly string[]> = {
  rss: ['title', 'link', 'guid', 'pubDate', 'dc:date', 'published', 'updated', 'author', 'dc:creator'],
  rdf: ['title', 'link', 'guid', 'pubDate', 'dc:date', 'published', 'updated', 'author', 'dc:creator'],
  atom: ['title', 'link', 'id', 'published', 'updated', 'dc:date', 'author', 'dc:creator'],
};
/** The date elements in the order the parser reads them (parse-feed.ts). */
const DATES: Record<Format, readonly string[]> = {
  rss: ['pubDate', 'dc:date', 'published', 'updated'],
  rdf: ['pubDate', 'dc:date', 'published', 'updated'],
  atom: ['published', 'updated', 'dc:date'],
};
const BODY: Record<Format, { summary: string; content: string }> = {
  rss: { summary: 'description', content: 'content:encoded' },
  rdf: { summary: 'description', content: 'content:encoded' },
  atom: { summary: 'summary', content: 'content' },
};
const PICTURES = ['media:content', 'media:thumbnail', 'media:group', 'enclosure'];

/** What an item keeps and what is made for it. */
function planItem(doc: string, item: Element, format: Format, title: string | null, card: ReturnType<typeof cardText>): ItemPlan {
  const body = BODY[format];
  const kept = KEPT[format];
  const keepAll = (): ItemPlan => ({ keep: item.children.filter((c) => kept.indexOf(c.name) !== -1 || PICTURES.indexOf(c.name) !== -1 || c.name === body.summary || c.name === body.content), made: '' });
  const media = mediaCandidates(item);
  const picture = media ? chosenPicture(media.concat(card.bodyImages)) : undefined;
  if (picture === undefined) return keepAll();
  const summary = card.excerpt === '' ? '' : summaryText(card.excerptText, card.title);
  const summaryRaw = escapeXml(escapeXml(summary));
  // The made summary must read back as the same excerpt, with the parser's own functions.
  const again = cardText({ title, summary: summary === '' ? null : fieldText(summaryRaw, FIELD_LIMITS.summary), content: null });
  if (again.excerpt !== card.excerpt || STILL_MARKUP.test(summary)) return keepAll();
  // RSS reads `guid` only when `link` gives nothing, Atom its `id` only when no `link` has an address.
  const linkRead = format === 'atom' ? atomLinkRead(item) : rssLinkRead(doc, item);
  let made = '';
  if (summary !== '') made += `<${body.summary}>${summaryRaw}</${body.summary}>`;
  // No `medium` or `type`: the parser takes a media:content without them as a picture.
  if (picture !== '') made += `<media:content url="${escapeXml(picture)}"/>`;
  // The parser reads the first date element in its order that gives a value: when that is the
  // only element of its name and reads, the later ones (an Atom entry's `updated`) are not read.
  const dateNames = DATES[format];
  const firstDate = dateNames.find((name) => item.children.some((c) => c.name === name));
  const dated = firstDate === undefined ? [] : item.children.filter((c) => c.name === firstDate);
  const dateText = dated.length === 1 && !dated[0]!.markup ? fieldText(doc.slice(dated[0]!.innerStart, dated[0]!.innerEnd), FIELD_LIMITS.date) : null;
  const dateRead = dateText !== null;
  // The date the parser reads, written in short ISO form when it reads back as the same instant;
  // an unreadable date stays as written.
  const shortDate = dateText === null ? null : shortIsoDate(dateText);
  if (shortDate !== null) made += `<${firstDate}>${shortDate}</${firstDate}>`;
  const unread = (name: string) =>
    (name === (format === 'atom' ? 'id' : 'guid') && linkRead) || (dateRead && name !== firstDate && dateNames.indexOf(name) !== -1) || (shortDate !== null && name === firstDate);
  return { keep: item.children.filter((c) => kept.indexOf(c.name) !== -1 && !unread(c.name)), made };
}

/** True when an RSS item's `link` gives the parser an address (its `guid` is then not read). */
function rssLinkRead(doc: string, item: Element): boolean {
  const link = item.children.find((c) => c.name === 'link');
  return !!link && !link.markup && fieldText(doc.slice(link.innerStart, link.innerEnd), FIELD_LIMITS.link) !== null;
}

/** True when an Atom entry has a `link` the parser takes an address from (parse-feed's atomLink: an href, the alternate one first), so its `id` is not read. */
function atomLinkRead(item: Element): boolean {
  return item.children.some((child) => {
    if (child.name !== 'link') return false;
    const attrs = attributes(child.attributes);
    return attrs !== null && attr(attrs, 'href') !== null;
  });
}

/** A feed date as the shortest ISO form of the instant the parser reads from it, or null when it has none or would not read back the same. */
function shortIsoDate(text: string): string | null {
  const iso = parseFeedDate(text);
  if (iso === null) return null;
  const short = iso.endsWith('.000Z') ? `${iso.slice(0, -5)}Z` : iso;
  return parseFeedDate(short) === iso ? short : null;
}

/**
 * A feed body → the same feed with at most `maxItems` items (the newest, as the parser orders
 * them) and only what the parser reads of each; `{ trimmed: false }` with the reason when the body
 * is passed on as it is.
 */
export function trimFeed(body: string, { maxItems }: { maxItems: number }): TrimmedFeed {
  const doc = (body.charCodeAt(0) === 0xfeff ? body.slice(1) : body).trim();
  if (doc.indexOf('<!ENTITY') !== -1) return { trimmed: false, reason: 'an entity declaration' };
  // The parser refuses a document with this name anywhere (it would reach Object.prototype).
  if (doc.indexOf('__proto__') !== -1) return { trimmed: false, reason: 'a __proto__ name' };
  const start = rootStart(doc);
  if (start === null) return { trimmed: false, reason: 'not an XML document without a DOCTYPE' };
  const scanned = scan(doc, start);
  if (typeof scanned === 'string') return { trimmed: false, reason: scanned };
  const { root, format, items } = scanned;
  if (items.length > MAX_ITEMS_READ) return { trimmed: false, reason: `more than ${MAX_ITEMS_READ} items` };
  if (items.length === 0) return { trimmed: false, reason: 'no items' };
  const closer = format === 'atom' ? '</entry>' : '</item>';
  // The parser cuts the document after its 200th closing tag found by indexOf (even one inside CDATA).
  let closers = 0;
  for (let at = doc.indexOf(closer); at !== -1 && closers <= MAX_ITEMS_READ; at = doc.indexOf(closer, at + closer.length)) closers += 1;
  if (closers > MAX_ITEMS_READ) return { trimmed: false, reason: `more than ${MAX_ITEMS_READ} closing tags` };

  const dateNames = DATES[format];
  const dates: (string | null)[] = [];
  for (const item of items) {
    const date = firstText(doc, item, dateNames, FIELD_LIMITS.date);
    if (date === undefined) return { trimmed: false, reason: 'a date with markup' };
    dates.push(date);
  }
  // The items the parser converts, newest first; it keeps the titled ones.
  const plans: (ItemPlan | null)[] = items.map(() => null);
  let kept = 0;
  for (const index of newestOrder(dates, itemsConsidered(ARTICLES_PER_FEED))) {
    if (kept >= maxItems) break;
    const item = items[index]!;
    const title = firstText(doc, item, ['title'], FIELD_LIMITS.title) ?? null;
    const summary = firstText(doc, item, [BODY[format].summary], FIELD_LIMITS.summary) ?? null;
    const content = firstText(doc, item, [BODY[format].content], FIELD_LIMITS.content) ?? null;
    const card = cardText({ title, summary, content });
    if (!card.title) continue;
    plans[index] = planItem(doc, item, format, title, card);
    kept += 1;
  }

  // The document rebuilt in its own order: the prolog, the root's and channel's tags with their
  // title and link as written, and the kept items.
  const planOf = (element: Element) => {
    const index = items.indexOf(element);
    return index === -1 ? undefined : plans[index];
  };
  const parts: string[] = [doc.slice(0, root.start)];
  const needsMedia = plans.some((plan) => plan && plan.made.indexOf('<media:content') !== -1) && root.attributes.indexOf('xmlns:media=') === -1;
  const emit = (element: Element) => {
    const startTag = doc.slice(element.start, element.innerStart);
    parts.push(element === root && needsMedia ? `<${root.name} xmlns:media="${MEDIA_NS}"${startTag.slice(root.name.length + 1)}` : startTag);
    for (const child of element.children) {
      const plan = planOf(child);
      if (plan) {
        parts.push(doc.slice(child.start, child.innerStart));
        for (const kept of plan.keep) parts.push(doc.slice(kept.start, kept.end));
        parts.push(plan.made, doc.slice(child.innerEnd, child.end));
      } else if (child.name === 'channel' && format !== 'atom') emit(child);
      else if ((child.name === 'title' || child.name === 'link') && items.indexOf(child) === -1) parts.push(doc.slice(child.start, child.end));
    }
    parts.push(doc.slice(element.innerEnd, element.end));
  };
  emit(root);
  // The root keeps only the namespace declarations the rest of the document still uses; many
  // belong to the bodies that were dropped.
  const rest = parts.slice(2).join('');
  const rootTag = parts[1]!;
  const attributes = rootTag.slice(root.name.length + 1, rootTag.length - 1);
  const pruned = pruneNamespaces(attributes, (prefix) => rest.indexOf(`${prefix}:`) !== -1);
  if (pruned !== null) parts[1] = `<${root.name}${pruned}>`;
  return { trimmed: true, body: parts.join(''), items: kept, of: items.length };
}

/**
 * A start tag's attributes (the text between its name and `>`) without the `xmlns:prefix`
 * declarations `keep` refuses, each with the white space before it; null when the attributes are
 * not written simply (`name="value"` or `name='value'` separated by white space), which keeps
 * them as written.
 */
function pruneNamespaces(attributes: string, keep: (prefix: string) => boolean): string | null {
  let out = '';
  let at = 0;
  while (at < attributes.length) {
    const start = at;
    while (at < attributes.length && isSpace(attributes.charCodeAt(at))) at += 1;
    if (at === attributes.length) {
      out += attributes.slice(start);
      break;
    }
    if (at === start) return null;
    const nameStart = at;
    while (at < attributes.length && attributes.charCodeAt(at) !== 0x3d && !isSpace(attributes.charCodeAt(at))) at += 1;
    const name = attributes.slice(nameStart, at);
    if (name === '' || attributes.charCodeAt(at) !== 0x3d) return null;
    const quote = attributes.charAt(at + 1);
    if (quote !== '"' && quote !== "'") return null;
    const close = attributes.indexOf(quote, at + 2);
    if (close === -1) return null;
    at = close + 1;
    if (name.indexOf('xmlns:') === 0 && !keep(name.slice('xmlns:'.length))) continue;
    out += attributes.slice(start, at);
  }
  return out;
}
