import { describe, expect, it } from 'vitest';
import { createSearchIndex, fuzzyDistance } from './search-index';
import { doc, testDocuments } from './test-documents';

const ids = (hits: { document: { id: string } }[]) => hits.map((h) => h.document.id);
const marked = (segments: readonly { text: string; match: boolean }[]) => segments.filter((s) => s.match).map((s) => s.text);

describe('createSearchIndex', () => {
  it('finds documents by whole words in title and body', () => {
    const index = createSearchIndex(testDocuments);
    expect(index.size).toBe(testDocuments.length);
    expect(ids(index.search('absentee'))).toEqual(['news:election']);
    expect(ids(index.search('corrections'))).toEqual(['faq:corrections']);
  });

  it('matches prefixes', () => {
    const index = createSearchIndex(testDocuments);
    expect(ids(index.search('subscr'))).toEqual(['faq:subscribe']);
    expect(ids(index.search('elect'))).toContain('news:election');
  });

  it('tolerates typos', () => {
    const index = createSearchIndex(testDocuments);
    expect(ids(index.search('Lansign'))).toEqual(['news:budget']); // transposition = 2 edits, 7 letters
    expect(ids(index.search('newsleter'))).toEqual(['faq:subscribe']);
    expect(ids(index.search('budgit'))).toContain('news:budget');
  });

  it('does not fuzz short words', () => {
    expect(fuzzyDistance('law')).toBe(false);
    expect(fuzzyDistance('road')).toBe(1);
    expect(fuzzyDistance('lansing')).toBe(2);
    const index = createSearchIndex(testDocuments);
    expect(ids(index.search('lax'))).toEqual([]);
  });

  it('weights the title over the body', () => {
    const index = createSearchIndex([
      doc('body', 'news', 'County notes', 'The budget was discussed among many other topics at length.'),
      doc('title', 'news', 'Budget approved', 'County notes and other topics discussed at length today.'),
    ]);
    expect(ids(index.search('budget'))).toEqual(['news:title', 'news:body']);
  });

  it('requires every word when possible, else falls back to any word', () => {
    const index = createSearchIndex(testDocuments);
    expect(ids(index.search('budget per pupil'))).toEqual(['section:state']);
    expect(ids(index.search('budget xylophonist')).sort()).toEqual(['news:budget', 'news:roads', 'section:state'].sort());
  });

  it('returns highlighted title and excerpt as text segments, matched words marked', () => {
    const index = createSearchIndex(testDocuments);
    const hit = index.search('lansing budg')[0]!;
    expect(hit.document.id).toBe('news:budget');
    expect(marked(hit.title)).toEqual(['Lansing', 'budget']);
    expect(hit.title.map((s) => s.text).join('')).toBe('Lansing lawmakers debate the state budget');
    const fuzzy = index.search('newsleter')[0]!;
    expect(marked(fuzzy.title)).toEqual(['newsletter']);
  });

  it('handles hostile queries as plain text', () => {
    const index = createSearchIndex([...testDocuments, doc('html', 'blog', 'Why <b>bold</b> tags show up in old posts', 'Old posts contain <script> text.')]);
    expect(index.search('.*')).toEqual([]);
    expect(index.search('(((')).toEqual([]);
    expect(() => index.search('[a-z]+$^\\')).not.toThrow();
    expect(ids(index.search('<script>'))).toEqual(['blog:html']);
    const huge = index.search(`${'budget '.repeat(700)}${'x'.repeat(100)}`);
    expect(ids(huge)).toContain('news:budget');
  });

  it('adds documents incrementally and ignores duplicate ids', () => {
    const index = createSearchIndex(testDocuments.slice(0, 2));
    expect(index.add(testDocuments)).toBe(testDocuments.length - 2);
    expect(index.add(testDocuments)).toBe(0);
    expect(index.add([doc('blank', 'news', '   ')])).toBe(0);
    expect(index.size).toBe(testDocuments.length);
    expect(ids(index.search('absentee'))).toEqual(['news:election']);
  });

  it('returns nothing for an empty query or an empty index', () => {
    expect(createSearchIndex(testDocuments).search('   ')).toEqual([]);
    expect(createSearchIndex().search('budget')).toEqual([]);
  });

  it('matches category labels', () => {
    const index = createSearchIndex([doc('a', 'news', 'Council meeting tonight', 'Agenda posted.')]);
    expect(ids(index.search('politics'))).toEqual(['news:a']);
  });
});
