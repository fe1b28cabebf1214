import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Article } from '@/lib/article';
import { articleToSearchDocument, articlesToSearchDocuments, buildSearchSources } from './search-sources';

const base: Article = {
  id: 'a1',
  title: 'Lansing lawmakers debate the state budget',
  excerpt: 'Road funding and school aid.',
  link: 'https://example.com/story',
  image: null,
  date: '2026-11-20T12:00:00.000Z',
  author: null,
  category: 'Politics/Government',
  categorySlug: 'politics',
};

describe('article adapter', () => {
  it('turns a feed article into an external news document', () => {
    expect(articleToSearchDocument(base)).toEqual({
      id: 'news:https://example.com/story',
      kind: 'news',
      title: base.title,
      body: base.excerpt,
      category: 'Politics/Government',
      date: base.date,
      href: 'https://example.com/story',
      external: true,
    });
  });

  it('links a sample article to its page on this site', () => {
    const doc = articleToSearchDocument({ ...base, link: null, path: '/state-news/sample' }, 'section');
    expect(doc).toMatchObject({ kind: 'section', href: '/state-news/sample', external: false, id: 'section:/state-news/sample' });
  });

  it('leaves out placeholders and untitled articles, and de-duplicates by link', () => {
    expect(articleToSearchDocument({ ...base, placeholder: true })).toBeNull();
    expect(articlesToSearchDocuments([base, { ...base, title: ' ' }])).toHaveLength(1);
    expect(articleToSearchDocument({ ...base, id: 'other' })!.id).toBe(articleToSearchDocument(base)!.id);
  });

  it('builds sources with unique ids', () => {
    const sources = buildSearchSources({ queryClient: new QueryClient() });
    expect(new Set(sources.map((s) => s.id)).size).toBe(sources.length);
  });
});
