import { describe, expect, it } from 'vitest';
import { faqCategories, faqEntries, type FaqEntry } from '@/content/faq';
import { EMPTY_FAQ_FILTER, faqCountText, filterFaq, readFaqFilter, writeFaqFilter } from './filter-faq';

const entries: FaqEntry[] = [
  { id: 'g1', category: 'general', question: 'How do you choose STORIES?', answer: 'By impact.' },
  { id: 'g2', category: 'general', question: 'Corrections?', answer: 'We fix errors and note them.' },
  { id: 'm1', category: 'michigan', question: 'Do you cover all 83 counties?', answer: 'Yes, from Monroe to Keweenaw.' },
  { id: 'c1', category: 'contact', question: 'Hours?', answer: 'Monday to Friday, 9 AM to 6 PM Eastern. Stories by email.' },
];

describe('filterFaq', () => {
  it('returns everything for the empty filter', () => {
    expect(filterFaq(entries, EMPTY_FAQ_FILTER)).toHaveLength(4);
  });

  it('matches a case-insensitive substring of the question or the answer', () => {
    expect(filterFaq(entries, { query: 'stories', category: null }).map((e) => e.id)).toEqual(['g1', 'c1']);
    expect(filterFaq(entries, { query: 'KEWEENAW', category: null }).map((e) => e.id)).toEqual(['m1']);
    expect(filterFaq(entries, { query: '  errors ', category: null }).map((e) => e.id)).toEqual(['g2']);
  });

  it('filters by category alone', () => {
    expect(filterFaq(entries, { query: '', category: 'general' }).map((e) => e.id)).toEqual(['g1', 'g2']);
  });

  it('combines search and category (both must match)', () => {
    expect(filterFaq(entries, { query: 'stories', category: 'contact' }).map((e) => e.id)).toEqual(['c1']);
    expect(filterFaq(entries, { query: 'stories', category: 'michigan' })).toEqual([]);
  });

  it('treats regex characters literally', () => {
    expect(filterFaq(entries, { query: 'corrections?', category: null }).map((e) => e.id)).toEqual(['g2']);
    expect(filterFaq(entries, { query: '.*', category: null })).toEqual([]);
  });
});

describe('faqCountText', () => {
  it('counts all questions', () => {
    expect(faqCountText(4, 4, EMPTY_FAQ_FILTER)).toBe('Showing 4 of 4 questions');
  });
  it('adds the search term', () => {
    expect(faqCountText(2, 4, { query: ' stories ', category: null })).toBe('Showing 2 of 4 questions for "stories"');
  });
  it('adds the category label', () => {
    expect(faqCountText(2, 4, { query: '', category: 'general' })).toBe('Showing 2 of 4 questions in General News');
    expect(faqCountText(1, 4, { query: '', category: 'contact' })).toBe('Showing 1 of 4 questions in Contact & Support');
  });
  it('adds both, term first', () => {
    expect(faqCountText(1, 4, { query: 'hours', category: 'contact' })).toBe('Showing 1 of 4 questions for "hours" in Contact & Support');
  });
});

describe('URL state', () => {
  it('reads q and category, ignoring unknown categories', () => {
    expect(readFaqFilter(new URLSearchParams('q=rss&category=subscription'))).toEqual({ query: 'rss', category: 'subscription' });
    expect(readFaqFilter(new URLSearchParams('category=bogus'))).toEqual({ query: '', category: null });
    expect(readFaqFilter(new URLSearchParams(''))).toEqual(EMPTY_FAQ_FILTER);
  });
  it('writes only non-empty values and keeps other params', () => {
    expect(writeFaqFilter(new URLSearchParams('utm=x'), { query: 'tips', category: 'community' }).toString()).toBe('utm=x&q=tips&category=community');
    expect(writeFaqFilter(new URLSearchParams('q=a&category=general'), EMPTY_FAQ_FILTER).toString()).toBe('');
  });
});

describe('built-in FAQ content', () => {
  const count = (id: string) => faqEntries.filter((e) => e.category === id).length;
  it('has about 20 general, 25 michigan, 20 community, 15 subscription and 20 contact entries', () => {
    expect(count('general')).toBe(20);
    expect(count('michigan')).toBe(25);
    expect(count('community')).toBe(20);
    expect(count('subscription')).toBe(15);
    expect(count('contact')).toBe(20);
    expect(faqCategories.map((c) => c.label)).toEqual(['General News', 'Michigan Coverage', 'Community', 'Subscription', 'Contact & Support']);
  });
  it('has unique ids and questions, and non-trivial answers', () => {
    expect(new Set(faqEntries.map((e) => e.id)).size).toBe(faqEntries.length);
    expect(new Set(faqEntries.map((e) => e.question)).size).toBe(faqEntries.length);
    for (const entry of faqEntries) expect(entry.answer.length).toBeGreaterThan(60);
  });
  it('answers the questions the newsroom is asked most', () => {
    const text = faqEntries.map((e) => `${e.question} ${e.answer}`).join('\n');
    for (const needle of ['83 counties', '24 to 48 hours', '9 AM to 6 PM Eastern', 'RSS', 'newsletter', 'Advertis', 'accessib', 'correction']) {
      expect(text.toLowerCase()).toContain(needle.toLowerCase());
    }
  });
});
