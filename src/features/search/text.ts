/**
 * Text helpers shared by the index and the highlighter, so that what is
 * indexed, what is searched and what is highlighted split words the same way.
 * No regular expression is ever built from reader input.
 */

/** Longest query we search for; longer input is cut (and the page says so). */
export const MAX_QUERY_LENGTH = 200;
export const MAX_QUERY_TERMS = 12;

const WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;

/** Lower-case and strip accents, so "Café" and "cafe" are the same word. */
export function normalizeTerm(term: string): string {
  return term.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** The words of a text (letters and digits), in order, as written. */
export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** A text split into alternating word and non-word runs, covering every character. */
export function splitWords(text: string): Array<{ text: string; word: boolean }> {
  const parts: Array<{ text: string; word: boolean }> = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start), word: false });
    parts.push({ text: m[0], word: true });
    last = start + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), word: false });
  return parts;
}

export interface ParsedQuery {
  /** The text actually searched (trimmed, cut to MAX_QUERY_LENGTH). */
  readonly text: string;
  /** Normalised, de-duplicated words, at most MAX_QUERY_TERMS. */
  readonly terms: readonly string[];
  /** True when the reader's input was longer than what we search. */
  readonly truncated: boolean;
}

function cutAtWord(text: string, max: number): string {
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (text[max] !== ' ' && space > 0 ? cut.slice(0, space) : cut).trimEnd();
}

/** Turns raw reader input (any length, any characters) into the words we search for. */
export function parseQuery(raw: string): ParsedQuery {
  const collapsed = raw.replace(/\s+/g, ' ').trim();
  const text = collapsed.length > MAX_QUERY_LENGTH ? cutAtWord(collapsed, MAX_QUERY_LENGTH) : collapsed;
  const all = [...new Set(tokenize(text).map(normalizeTerm).filter(Boolean))];
  const terms = all.slice(0, MAX_QUERY_TERMS);
  return { text, terms, truncated: collapsed.length > MAX_QUERY_LENGTH || all.length > MAX_QUERY_TERMS };
}
