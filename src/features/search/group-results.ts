import { KIND_LABELS, SEARCH_KINDS, type SearchGroup, type SearchHit } from './search-document';

/** Hits split by kind, in the page's fixed group order (News, Blog, FAQ, Sections); empty groups included. */
export function groupHits(hits: readonly SearchHit[]): SearchGroup[] {
  return SEARCH_KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind], hits: hits.filter((h) => h.document.kind === kind) }));
}

/**
 * Keeps what the reader already sees in place: hits shown before keep their
 * order (with fresh scores and highlights), new hits are appended after them
 * in score order. Used while more sources arrive for the same query.
 */
export function stableOrder(previous: readonly SearchHit[], next: readonly SearchHit[]): SearchHit[] {
  const byId = new Map(next.map((h) => [h.document.id, h]));
  const kept: SearchHit[] = [];
  for (const old of previous) {
    const current = byId.get(old.document.id);
    if (current) {
      kept.push(current);
      byId.delete(old.document.id);
    }
  }
  return [...kept, ...next.filter((h) => byId.has(h.document.id))];
}

/** Group-wise `stableOrder`. */
export function mergeGroups(previous: readonly SearchGroup[], next: readonly SearchGroup[]): SearchGroup[] {
  return next.map((group) => {
    const before = previous.find((g) => g.kind === group.kind);
    return before ? { ...group, hits: stableOrder(before.hits, group.hits) } : group;
  });
}

export function countHits(groups: readonly SearchGroup[]): number {
  return groups.reduce((n, g) => n + g.hits.length, 0);
}
