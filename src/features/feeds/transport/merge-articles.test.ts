import { describe, expect, it } from 'vitest';
import { categoryBySlug } from '@/config/categories';
import type { Article } from '@/lib/article';
import { fixtureArticles } from '../fixture-feeds.test-helper';
import { mergeArticles, titleKey } from './merge-articles';

const local = categoryBySlug('local-news')!;
const articles = (name: string) => fixtureArticles(name, local);

describe('mergeArticles', () => {
  it('merges feeds, drops duplicates by link or title, sorts newest first and keeps 15', () => {
    const merged = mergeArticles([articles('nyt-us.xml'), articles('michigan-advance.xml'), articles('bridgedetroit.xml'), articles('planet-detroit.xml')], 15);
    expect(merged).toHaveLength(5 + 3 + 2 + 2 - 1);
    const titles = merged.map((a) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.filter((t) => t === 'Lansing Lawmakers Return for a Short Session on Road Funding')).toHaveLength(1);
    const times = merged.map((a) => (a.date ? Date.parse(a.date) : -Infinity));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(new Set(merged.map((a) => a.id)).size).toBe(merged.length);
    expect(mergeArticles([articles('forty-items.xml'), articles('nyt-us.xml')], 15)).toHaveLength(15);
  });

  it('drops a second item with the same link even under another title', () => {
    const base: Article = { id: 'a', title: 'One', excerpt: '', link: 'https://x.example/1', image: null, date: null, author: null, category: 'Local News' };
    expect(mergeArticles([[base], [{ ...base, id: 'b', title: 'One, updated' }]])).toHaveLength(1);
  });

  it('puts unknown dates last, keeping feed order among them', () => {
    const a = (id: string, date: string | null): Article => ({ id, title: id, excerpt: '', link: null, image: null, date, author: null, category: 'X' });
    const merged = mergeArticles([[a('n1', null), a('old', '2026-01-01T00:00:00Z')], [a('n2', null), a('new', '2026-06-01T00:00:00Z')]]);
    expect(merged.map((m) => m.id)).toEqual(['new', 'old', 'n1', 'n2']);
  });
});

describe('titleKey', () => {
  it('keeps the words of any script and drops case, punctuation and spacing', () => {
    expect(titleKey('  Lansing Lawmakers Return — for a “Short” Session: What’s Next?  ')).toBe('lansing lawmakers return for a short session what s next');
    expect(titleKey('Détroit’s Café…Reopens')).toBe('détroit s café reopens');
    expect(titleKey('Мичиган: выборы 2026')).toBe('мичиган выборы 2026');
    expect(titleKey('密歇根州　新闻「今日」')).toBe('密歇根州 新闻 今日');
    expect(titleKey('A\u00a0B\tC\nD')).toBe('a b c d');
  });

  it('gives two spellings of one headline the same key', () => {
    expect(titleKey('Road Funding: Lawmakers Return')).toBe(titleKey('Road funding — lawmakers return!'));
  });
});
