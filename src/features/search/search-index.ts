import MiniSearch, { type SearchOptions } from 'minisearch';
import { excerpt, highlight } from './highlight';
import type { SearchDocument, SearchHit } from './search-document';
import { normalizeTerm, parseQuery, tokenize, type ParsedQuery } from './text';

/** Title words count three times as much as body words; the category label a little more than body. */
const FIELD_BOOST = { title: 3, category: 1.5, body: 1 } as const;

/** Typo tolerance by word length: none under 4 letters, one edit up to 6, two from 7. */
export function fuzzyDistance(term: string): number | false {
  if (term.length < 4) return false;
  return term.length < 7 ? 1 : 2;
}

const BASE_OPTIONS: SearchOptions = {
  boost: { ...FIELD_BOOST },
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => fuzzyDistance(term),
};

export interface SearchIndex {
  /** Adds documents whose id is new; returns how many were added. */
  add(documents: readonly SearchDocument[]): number;
  /** Best hits first. Every word must match (prefix or typo); if nothing does, any word may. */
  search(query: string | ParsedQuery): SearchHit[];
  readonly size: number;
}

/** An in-memory full-text index over search documents (MiniSearch: prefix, fuzzy, boosted title). */
export function createSearchIndex(initial: readonly SearchDocument[] = []): SearchIndex {
  const documents = new Map<string, SearchDocument>();
  const mini = new MiniSearch<SearchDocument>({
    idField: 'id',
    fields: ['title', 'body', 'category'],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => normalizeTerm(term) || null,
    searchOptions: BASE_OPTIONS,
  });

  function add(next: readonly SearchDocument[]): number {
    const fresh: SearchDocument[] = [];
    for (const doc of next) {
      if (!doc.id || !doc.title.trim() || documents.has(doc.id)) continue;
      documents.set(doc.id, doc);
      fresh.push(doc);
    }
    if (fresh.length) mini.addAll(fresh);
    return fresh.length;
  }

  function search(query: string | ParsedQuery): SearchHit[] {
    const parsed = typeof query === 'string' ? parseQuery(query) : query;
    if (parsed.terms.length === 0 || documents.size === 0) return [];
    const text = parsed.terms.join(' ');
    let results = mini.search(text, { combineWith: 'AND' });
    if (results.length === 0 && parsed.terms.length > 1) results = mini.search(text, { combineWith: 'OR' });

    const hits: SearchHit[] = [];
    for (const result of results) {
      const doc = documents.get(String(result.id));
      if (!doc) continue;
      const matched = new Set(result.terms);
      hits.push({ document: doc, score: result.score, title: highlight(doc.title, matched), excerpt: excerpt(doc.body, matched) });
    }
    return hits.sort((a, b) => b.score - a.score || (b.document.date ?? '').localeCompare(a.document.date ?? ''));
  }

  add(initial);
  return {
    add,
    search,
    get size() {
      return documents.size;
    },
  };
}
