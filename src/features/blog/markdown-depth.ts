/**
 * Caps how deeply a markdown body can nest before it is parsed and rendered. Every container a line
 * opens or continues (blockquote, list item, footnote definition, continuation indent) is a level
 * of recursion in the parser and in React, and one hostile line of `> - > - …` can overflow the
 * stack; real articles nest a few levels.
 *
 * A one-pass scanner drops container markers past MAX_MARKDOWN_DEPTH and caps leading whitespace at
 * MAX_INDENT columns, so hostile input stays linear; a line within both caps is left exactly as it
 * was, so ordinary articles render unchanged.
 */
export const MAX_MARKDOWN_DEPTH = 12;
/** Leading whitespace allowed on a line, in columns (a tab counts 4): MAX_DEPTH levels of 4-column list indent. */
const MAX_INDENT = MAX_MARKDOWN_DEPTH * 4;
/** Longest ordered-list number CommonMark accepts. */
const MAX_LIST_DIGITS = 9;
/** Longest footnote label GFM accepts. */
const MAX_FOOTNOTE_LABEL = 999;

function isSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\t';
}

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

/**
 * If a container marker starts at `at`, the index just after it; otherwise -1. Looks a bounded
 * distance ahead, and callers only move past what it returns, so a line is scanned once.
 */
function markerEnd(line: string, at: number): number {
  const ch = line[at];
  if (ch === '>') return at + 1;
  if (ch === '-' || ch === '+' || ch === '*') return isSpace(line[at + 1]) ? at + 1 : -1;
  if (isDigit(ch)) {
    let end = at;
    while (end - at < MAX_LIST_DIGITS && isDigit(line[end])) end += 1;
    if (isDigit(line[end])) return -1;
    return (line[end] === '.' || line[end] === ')') && isSpace(line[end + 1]) ? end + 1 : -1;
  }
  if (ch === '[' && line[at + 1] === '^') {
    let end = at + 2;
    // A backslash escapes the next character (`[^a\]b]:` is one label).
    while (end - at - 2 < MAX_FOOTNOTE_LABEL && end < line.length && line[end] !== ']' && line[end] !== '[') end += line[end] === '\\' ? 2 : 1;
    return end > at + 2 && line[end] === ']' && line[end + 1] === ':' ? end + 2 : -1;
  }
  return -1;
}

/**
 * Keeps whitespace from line[from, to) while the column budget lasts; returns
 * what it kept and the budget left. A run keeps at least its first character,
 * so a marker is never glued to what follows it.
 */
function keepWhitespace(line: string, from: number, to: number, budget: number): [string, number] {
  let end = from;
  let left = budget;
  while (end < to) {
    const cost = line[end] === '\t' ? 4 : 1;
    if (cost > left && end > from) break;
    left = Math.max(0, left - cost);
    end += 1;
  }
  return [line.slice(from, end), left];
}

/** The line with its leading containers capped, or the same string when it is within the caps. */
function capLine(line: string): string {
  let kept = '';
  let changed = false;
  let markers = 0;
  let budget = MAX_INDENT;
  let at = 0;
  for (;;) {
    let start = at;
    while (isSpace(line[start])) start += 1;
    const end = markerEnd(line, start);
    if (end < 0) {
      // The indentation before the text, then the text itself.
      const [spaces] = keepWhitespace(line, at, start, budget);
      if (spaces.length !== start - at) changed = true;
      if (!changed) return line;
      return kept + spaces + line.slice(start);
    }
    markers += 1;
    if (markers > MAX_MARKDOWN_DEPTH) {
      // Past the cap: the marker and the whitespace before it go.
      changed = true;
    } else {
      const [spaces, left] = keepWhitespace(line, at, start, budget);
      if (spaces.length !== start - at) changed = true;
      budget = left;
      kept += spaces + line.slice(start, end);
    }
    at = end;
  }
}

/** Where the line starting at `from` ends: the next "\n" or "\r" (both are line endings in markdown), or the end. */
function lineEnd(markdown: string, from: number): number {
  let end = from;
  while (end < markdown.length && markdown[end] !== '\n' && markdown[end] !== '\r') end += 1;
  return end;
}

/**
 * Inline nesting has the same problem: emphasis, strikethrough and link delimiters nest inside one
 * another, and the parser's work grows with the square of the delimiters in a paragraph. Past
 * MAX_INLINE_DELIMITERS in a block or MAX_INLINE_DELIMITERS_TOTAL in the body, the rest are escaped
 * and shown as text. Fenced code is left alone; ordinary articles stay well under both caps.
 */
export const MAX_INLINE_DELIMITERS = 100;
export const MAX_INLINE_DELIMITERS_TOTAL = 4_000;

function isInlineDelimiter(ch: string | undefined): boolean {
  return ch === '*' || ch === '_' || ch === '~' || ch === '[' || ch === ']';
}

/** A fence line (up to 3 spaces, then ``` or ~~~): returns its character, else ''. */
function fenceOf(line: string): string {
  let i = 0;
  while (i < 3 && line[i] === ' ') i += 1;
  const ch = line[i];
  if ((ch === '`' || ch === '~') && line[i + 1] === ch && line[i + 2] === ch) return ch;
  return '';
}

function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i += 1) if (!isSpace(line[i])) return false;
  return true;
}

/** The line with its inline marks past the caps escaped; `counts` carries the paragraph's and the body's marks. */
function capInlineMarks(line: string, counts: { inBlock: number; total: number }): string {
  let out = '';
  let copiedUpTo = 0;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (ch === '\\') {
      i += 1; // an escaped character is text already
      continue;
    }
    if (!isInlineDelimiter(ch)) continue;
    counts.inBlock += 1;
    counts.total += 1;
    if (counts.inBlock > MAX_INLINE_DELIMITERS || counts.total > MAX_INLINE_DELIMITERS_TOTAL) {
      out += `${line.slice(copiedUpTo, i)}\\`;
      copiedUpTo = i;
    }
  }
  return out === '' ? line : out + line.slice(copiedUpTo);
}

/**
 * Both caps, in one pass over the lines: each line's container depth first (its
 * markers are not inline marks), then its inline marks, counted per paragraph
 * and for the whole body outside fenced code.
 */
export function limitMarkdownDepth(markdown: string): string {
  let out = '';
  let copiedUpTo = 0;
  let deep = false;
  let marked = false;
  const counts = { inBlock: 0, total: 0 };
  let fence = '';
  let start = 0;
  while (start <= markdown.length) {
    const end = lineEnd(markdown, start);
    const line = markdown.slice(start, end);
    let capped = capLine(line);
    if (capped !== line) deep = true;
    const lineFence = fenceOf(capped);
    if (fence) {
      if (lineFence === fence) fence = '';
    } else if (lineFence) {
      fence = lineFence;
    } else if (isBlank(capped)) {
      counts.inBlock = 0;
    } else {
      const inline = capInlineMarks(capped, counts);
      if (inline !== capped) marked = true;
      capped = inline;
    }
    if (capped !== line) {
      out += markdown.slice(copiedUpTo, start) + capped;
      copiedUpTo = end;
    }
    if (end >= markdown.length) break;
    start = end + 1;
  }
  if (deep) console.warn(`[blog] the post nests deeper than ${MAX_MARKDOWN_DEPTH} levels; the extra levels were flattened`);
  if (marked) console.warn('[blog] the post has more emphasis and link marks than a page needs; the extra ones are shown as text');
  return deep || marked ? out + markdown.slice(copiedUpTo) : markdown;
}
