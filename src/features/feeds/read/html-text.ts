import { Parser } from 'htmlparser2';

/**
 * Feed text is untrusted HTML-ish text. These helpers reduce it to plain text with htmlparser2's
 * streaming tokenizer: linear in the input and DOM-free, so it runs alike in a worker, on the main
 * thread and in Node, and nothing is built, run or loaded. The result is only rendered as React text.
 *
 * Double-escaped HTML (`&amp;lt;p&amp;gt;`, a common publisher bug) still reads as markup after one
 * pass, so such text is read once more and readers never see tags.
 */

const MAX_IMAGES = 5;
/** Input longer than this is cut before reading (an excerpt needs a few hundred characters). */
const MAX_HTML_INPUT = 40_000;
const MAX_TEXT = 4_000;
/** Elements whose content is never text for a reader. */
const DROP = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title', 'textarea', 'select']);
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'dd', 'div', 'dl', 'dt', 'figcaption', 'figure', 'footer',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'ol', 'p', 'pre', 'section', 'table', 'td', 'th', 'tr', 'ul',
]);

interface HtmlReading {
  /** Plain text, whitespace collapsed. */
  readonly text: string;
  /** The raw `src` of the first few `<img>`s, in order (unchecked; the caller resolves and checks them). */
  readonly images: readonly string[];
}

/** JavaScript's `\s`: white space and line terminators, no-break space and byte order mark included. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

const isSpaceOrZeroWidth = (code: number) => code === 0x200b || isSpace(code);

/** Every run of characters `collapsible` accepts → one space, none at either end; one pass, no regex. */
function collapseRuns(value: string, collapsible: (code: number) => boolean): string {
  const parts: string[] = [];
  let start = -1;
  for (let i = 0; i <= value.length; i += 1) {
    const space = i === value.length || collapsible(value.charCodeAt(i));
    if (space && start !== -1) {
      if (parts.length > 0) parts.push(' ');
      parts.push(value.slice(start, i));
      start = -1;
    } else if (!space && start === -1) start = i;
  }
  return parts.join('');
}

/** `value.replace(/\s+/g, ' ').trim()`, without a regex (see collapseWhitespace). */
export function collapseSpaces(value: string): string {
  return collapseRuns(value, isSpace);
}

/**
 * Collapse every run of whitespace (including no-break spaces) to one space and trim: what
 * `value.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim()` gives, in one pass without a regex,
 * because nginx's njs 0.7 (which runs the feed route's trimmer) fails a global replace on some
 * decoded text ("pcre2_match() failed: bad offset value").
 */
export function collapseWhitespace(value: string): string {
  return collapseRuns(value, isSpaceOrZeroWidth);
}

function readOnce(input: string): HtmlReading {
  const parts: string[] = [];
  const images: string[] = [];
  let length = 0;
  let dropDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (DROP.has(name)) {
          dropDepth += 1;
          return;
        }
        if (BLOCK.has(name)) parts.push(' ');
        if (name === 'img' && dropDepth === 0 && images.length < MAX_IMAGES && typeof attributes.src === 'string' && attributes.src !== '') images.push(attributes.src);
      },
      onclosetag(name) {
        if (DROP.has(name)) {
          dropDepth = Math.max(0, dropDepth - 1);
          return;
        }
        if (BLOCK.has(name)) parts.push(' ');
      },
      ontext(text) {
        if (dropDepth > 0 || length > MAX_TEXT) return;
        parts.push(text);
        length += text.length;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.end(input);
  return { text: collapseWhitespace(parts.join('')), images };
}

/** Text that still holds a tag or an entity after one reading was escaped twice. */
export const STILL_MARKUP = /<\/?[a-z][a-z0-9]{0,15}(?:\s[^<>]{0,500})?\/?>|&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;

/** Reads untrusted HTML (or plain text with entities) once: its text and its first image sources. */
export function readHtml(input: string | null | undefined): HtmlReading {
  if (!input) return { text: '', images: [] };
  const cut = input.length > MAX_HTML_INPUT ? input.slice(0, MAX_HTML_INPUT) : input;
  if (cut.indexOf('<') === -1 && cut.indexOf('&') === -1) return { text: collapseWhitespace(cut), images: [] };
  const first = readOnce(cut);
  if (!STILL_MARKUP.test(first.text)) return first;
  const second = readOnce(first.text);
  return { text: second.text, images: [...first.images, ...second.images].slice(0, MAX_IMAGES) };
}

/** Plain text of untrusted HTML. */
export function htmlToText(input: string | null | undefined): string {
  return readHtml(input).text;
}

/** Cut plain text to at most `max` characters at a word boundary, adding an ellipsis when cut. */
export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const lastSpace = slice.lastIndexOf(' ');
  const cut = lastSpace > max * 0.6 ? slice.slice(0, lastSpace) : slice;
  let end = cut.length;
  // (No `u` flag: nginx's njs, which runs this in the feed route's trimmer, has none; every character here is in the BMP.)
  while (end > 0 && /[\s,;:.\-–—]/.test(cut[end - 1]!)) end -= 1;
  return `${cut.slice(0, end)}…`;
}
