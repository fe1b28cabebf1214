import { faqCategoryLabels, isFaqCategory, type FaqCategory, type FaqEntry } from '@/content/faq';

/** The FAQ view state that lives in the URL: `?q=` (search text) and `?category=`. */
export interface FaqFilter {
  readonly query: string;
  /** null = All Questions. */
  readonly category: FaqCategory | null;
}

export const EMPTY_FAQ_FILTER: FaqFilter = { query: '', category: null };

/**
 * Entries whose question or answer contains the query (case-insensitive
 * substring; surrounding whitespace ignored), within the category when one is chosen.
 */
export function filterFaq(entries: readonly FaqEntry[], filter: FaqFilter): FaqEntry[] {
  const needle = filter.query.trim().toLocaleLowerCase('en-US');
  return entries.filter((entry) => {
    if (filter.category && entry.category !== filter.category) return false;
    if (!needle) return true;
    return entry.question.toLocaleLowerCase('en-US').includes(needle) || entry.answer.toLocaleLowerCase('en-US').includes(needle);
  });
}

/** 'Showing X of Y questions', plus ' for "term"' when searching and ' in {category}' when filtered. */
export function faqCountText(shown: number, total: number, filter: FaqFilter): string {
  const query = filter.query.trim();
  let text = `Showing ${shown} of ${total} questions`;
  if (query) text += ` for "${query}"`;
  if (filter.category) text += ` in ${faqCategoryLabels[filter.category]}`;
  return text;
}

/** Reads the filter from URL search params; an unknown category means All. */
export function readFaqFilter(params: URLSearchParams): FaqFilter {
  const category = params.get('category');
  return { query: params.get('q') ?? '', category: isFaqCategory(category) ? category : null };
}

/** Writes the filter into a copy of the params: empty values are removed so the plain URL stays /faq. */
export function writeFaqFilter(params: URLSearchParams, filter: FaqFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter.query) next.set('q', filter.query);
  else next.delete('q');
  if (filter.category) next.set('category', filter.category);
  else next.delete('category');
  return next;
}

