/**
 * Feed text is untrusted HTML-ish text. These helpers reduce it to plain text
 * (entities decoded, tags dropped, whitespace collapsed) using the platform's
 * HTML parser on an inert document: DOMParser documents have no browsing
 * context, so nothing in them runs or loads (no scripts, no image requests,
 * no event handlers). The result is only ever rendered as React text.
 */

const MAX_IMAGES = 5;
const DROP = 'script, style, noscript, template, iframe, object, embed, svg, math, head, title';
const BLOCK = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'BR', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'FOOTER',
  'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TD', 'TH', 'TR', 'UL',
]);

export interface HtmlReading {
  /** Plain text, whitespace collapsed. */
  readonly text: string;
  /** The raw `src` of the first few `<img>`s, in order (unchecked; the caller resolves and checks them). */
  readonly images: readonly string[];
}

/** Collapse every run of whitespace (including no-break spaces) to one space and trim. */
export function collapseWhitespace(value: string): string {
  return value.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', mdash: '—', ndash: '–', hellip: '…' };

/** Minimal decoder used only where no DOMParser exists (plain Node scripts). */
function decodeWithoutDom(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

function walk(node: Node, out: string[]): void {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) {
      out.push(child.nodeValue ?? '');
    } else if (child.nodeType === 1) {
      const block = BLOCK.has((child as Element).tagName);
      if (block) out.push(' ');
      walk(child, out);
      if (block) out.push(' ');
    }
  }
}

/** Reads untrusted HTML (or plain text with entities) once: its text and its first image source. */
export function readHtml(input: string | null | undefined): HtmlReading {
  if (!input) return { text: '', images: [] };
  if (!/[<&]/.test(input)) return { text: collapseWhitespace(input), images: [] };
  if (typeof DOMParser === 'undefined') {
    const images = [...input.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)].slice(0, MAX_IMAGES).map((m) => m[1]!);
    const text = decodeWithoutDom(input.replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' '));
    return { text: collapseWhitespace(text), images };
  }
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${input}`, 'text/html');
  const images = [...doc.body.querySelectorAll('img[src]')].slice(0, MAX_IMAGES).map((img) => img.getAttribute('src') ?? '');
  doc.body.querySelectorAll(DROP).forEach((el) => el.remove());
  const parts: string[] = [];
  walk(doc.body, parts);
  return { text: collapseWhitespace(parts.join('')), images };
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
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}
