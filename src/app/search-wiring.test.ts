import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { regions } from '@/config/regions';
import type { Article } from '@/lib/article';
import { articleToSearchDocument, articlesToSearchDocuments, buildSearchSources } from './search-wiring';

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

describe('search sources', () => {
  const controller = () => new AbortController().signal;

  it('indexes the FAQ, the fixed sections, the example article, the featured story and the court articles at once', () => {
    const [staticSource] = buildSearchSources({ queryClient: new QueryClient() });
    const docs = staticSource!.initial!()!;
    const kinds = new Set(docs.map((d) => d.kind));
    expect(kinds).toEqual(new Set(['faq', 'section', 'blog']));
    expect(docs.filter((d) => d.kind === 'faq').length).toBeGreaterThanOrEqual(90);
    expect(docs.find((d) => d.href === '/article-example')?.body).toMatch(/county road/i);
    expect(docs.find((d) => d.href === '/blog/michigan-court-gag-order-child-abuse')?.kind).toBe('blog');
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    const faq = docs.find((d) => d.kind === 'faq')!;
    expect(faq.href).toMatch(/^\/faq\?q=/);
    // Every document is plain text that links inside the site.
    for (const d of docs) expect(d.external).toBe(false);
  });

  it('reads every page of the blog list (the bundled sample posts without a service)', async () => {
    const sources = buildSearchSources({ queryClient: new QueryClient() });
    const blog = sources.find((s) => s.id === 'blog')!;
    const docs = await blog.load!(controller());
    expect(docs.length).toBeGreaterThan(10);
    expect(docs.every((d) => d.kind === 'blog' && d.href.startsWith('/blog/'))).toBe(true);
  });

  it('offers one news source per category that reads the feed cache at once and leaves placeholders out', () => {
    localStorage.setItem(
      'mcl:feeds:v1:politics',
      JSON.stringify({ v: 1, savedAt: Date.now(), placeholder: false, articles: [base, { ...base, id: 'p', title: 'Placeholder', link: 'https://example.com/p', placeholder: true }] }),
    );
    const sources = buildSearchSources({ queryClient: new QueryClient() });
    expect(sources.filter((s) => s.id.startsWith('news:') && !s.id.startsWith('news:local-news/'))).toHaveLength(15);
    const politics = sources.find((s) => s.id === 'news:politics')!;
    expect(politics.initial!()!.map((d) => d.title)).toEqual([base.title]);
    expect(sources.find((s) => s.id === 'news:sports')!.initial!()).toEqual([]);
    localStorage.clear();
  });

  it("searches a region's stories this device has (saved, or loaded this visit), and never fetches a region", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const west = { ...base, link: 'https://example.com/west', title: 'Grand Rapids council approves a budget', category: 'West Michigan', categorySlug: 'local-news/west-michigan' };
    localStorage.setItem('mcl:feeds:v1:local-news/west-michigan', JSON.stringify({ v: 1, savedAt: Date.now(), placeholder: false, articles: [west] }));
    const client = new QueryClient();
    const up = { ...base, link: 'https://example.com/up', title: 'Marquette library asks voters to renew its millage', category: 'Upper Peninsula', categorySlug: 'local-news/upper-peninsula' };
    client.setQueryData(['feeds', 'category', 'local-news/upper-peninsula'], [up]);
    const sources = buildSearchSources({ queryClient: client }).filter((s) => s.id.startsWith('news:local-news/'));
    expect(sources.map((s) => s.id)).toEqual(regions.map((r) => `news:local-news/${r.slug}`));
    expect(sources.every((s) => s.load === undefined)).toBe(true);
    expect(sources.find((s) => s.id === 'news:local-news/west-michigan')!.initial!()!.map((d) => [d.title, d.category])).toEqual([[west.title, 'West Michigan']]);
    expect(sources.find((s) => s.id === 'news:local-news/upper-peninsula')!.initial!()!.map((d) => d.title)).toEqual([up.title]);
    expect(sources.find((s) => s.id === 'news:local-news/metro-detroit')!.initial!()).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    localStorage.clear();
  });

  it('loads a category with a fresh cache without touching the network', async () => {
    localStorage.setItem('mcl:feeds:v1:health', JSON.stringify({ v: 1, savedAt: Date.now(), placeholder: false, articles: [{ ...base, category: 'Health' }] }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const health = buildSearchSources({ queryClient: new QueryClient() }).find((s) => s.id === 'news:health')!;
    expect((await health.load!(controller())).map((d) => d.category)).toEqual(['Health']);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    localStorage.clear();
  });
});
