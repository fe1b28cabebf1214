import type { TextSegment } from './search-document';
import { normalizeTerm, splitWords } from './text';

/**
 * Splits `text` into segments, marking every word whose normalised form is in
 * `matched`. The segments are plain text: the UI wraps matches in <mark> as
 * React text, so nothing here is ever parsed as HTML.
 */
export function highlight(text: string, matched: ReadonlySet<string>): TextSegment[] {
  const segments: TextSegment[] = [];
  for (const part of splitWords(text)) {
    const match = part.word && matched.has(normalizeTerm(part.text));
    const previous = segments[segments.length - 1];
    if (previous && previous.match === match && !match) {
      segments[segments.length - 1] = { text: previous.text + part.text, match };
    } else {
      segments.push({ text: part.text, match });
    }
  }
  return segments;
}

const ELLIPSIS = '…';

/**
 * A window of at most about `maxLength` characters of `text` around its first
 * matched word, cut at word boundaries, highlighted. Short texts come whole.
 */
export function excerpt(text: string, matched: ReadonlySet<string>, maxLength = 220): TextSegment[] {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return highlight(clean, matched);

  const parts = splitWords(clean);
  let offset = 0;
  let firstMatch = -1;
  for (const part of parts) {
    if (part.word && matched.has(normalizeTerm(part.text))) {
      firstMatch = offset;
      break;
    }
    offset += part.text.length;
  }

  // Start a little before the first match so the reader sees its context.
  let start = firstMatch <= 60 ? 0 : firstMatch - 60;
  if (start > 0) {
    const space = clean.indexOf(' ', start);
    start = space === -1 || space >= firstMatch ? firstMatch : space + 1;
  }
  let end = Math.min(clean.length, start + maxLength);
  if (end < clean.length) {
    const space = clean.lastIndexOf(' ', end);
    if (space > start) end = space;
  }

  const segments = highlight(clean.slice(start, end), matched);
  return [
    ...(start > 0 ? [{ text: ELLIPSIS, match: false }] : []),
    ...segments,
    ...(end < clean.length ? [{ text: ELLIPSIS, match: false }] : []),
  ];
}
