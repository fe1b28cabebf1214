import { describe, expect, it } from 'vitest';
import { countHits, groupHits, mergeGroups, stableOrder } from './group-results';
import type { SearchHit } from './search-document';
import { doc } from './test-documents';

function hit(id: string, kind: Parameters<typeof doc>[1] = 'news', score = 1): SearchHit {
  return { document: doc(id, kind, `Title ${id}`), score, title: [{ text: `Title ${id}`, match: false }], excerpt: [] };
}
const ids = (hits: readonly SearchHit[]) => hits.map((h) => h.document.id);

describe('groupHits', () => {
  it('groups by kind in the fixed order News, Blog, FAQ, Sections, keeping empty groups', () => {
    const groups = groupHits([hit('f', 'faq'), hit('a'), hit('s', 'section'), hit('b')]);
    expect(groups.map((g) => g.label)).toEqual(['News', 'Blog', 'FAQ', 'Sections']);
    expect(groups.map((g) => g.hits.length)).toEqual([2, 0, 1, 1]);
    expect(ids(groups[0]!.hits)).toEqual(['news:a', 'news:b']);
    expect(countHits(groups)).toBe(4);
  });
});

describe('stableOrder', () => {
  it('keeps shown hits in place and appends new ones in score order', () => {
    const before = [hit('a', 'news', 5), hit('b', 'news', 4)];
    const after = [hit('c', 'news', 9), hit('b', 'news', 6), hit('d', 'news', 3), hit('a', 'news', 2)];
    expect(ids(stableOrder(before, after))).toEqual(['news:a', 'news:b', 'news:c', 'news:d']);
  });

  it('drops hits that no longer match and uses the fresh hit objects', () => {
    const fresh = hit('b', 'news', 7);
    const result = stableOrder([hit('a'), hit('b')], [fresh]);
    expect(result).toEqual([fresh]);
  });

  it('merges group by group', () => {
    const before = groupHits([hit('a'), hit('x', 'blog')]);
    const after = groupHits([hit('n', 'news', 10), hit('a', 'news', 1), hit('y', 'blog', 5), hit('x', 'blog', 1)]);
    const merged = mergeGroups(before, after);
    expect(ids(merged[0]!.hits)).toEqual(['news:a', 'news:n']);
    expect(ids(merged[1]!.hits)).toEqual(['blog:x', 'blog:y']);
  });
});
