import { describe, expect, it, vi } from 'vitest';
import { BLOG_LIMITS, joinKeywords, keywordList, MalformedPayloadError, parseBlogList, parseBlogPost } from './blog-schema';

describe('keywords', () => {
  it('accepts a comma-separated string or a list', () => {
    expect(keywordList('Michigan, civic news ,, ')).toEqual(['Michigan', 'civic news']);
    expect(keywordList(['Lansing', ' budget ', 'a, b'])).toEqual(['Lansing', 'budget', 'a', 'b']);
    expect(keywordList(undefined)).toEqual([]);
    expect(keywordList(42)).toEqual([]);
    expect(keywordList([1, null, 'ok'])).toEqual(['ok']);
  });

  it('joins short-tail then long-tail without duplicates', () => {
    expect(joinKeywords('Michigan, civic news', ['Michigan local government', 'michigan'])).toEqual(['Michigan', 'civic news', 'Michigan local government']);
    expect(joinKeywords(null, 'only long')).toEqual(['only long']);
  });
});

describe('parseBlogList', () => {
  it('turns the raw list into summaries', () => {
    const { list, skipped } = parseBlogList(
      {
        blogs: [
          { id: 7, slug: 'a', metaTitle: '  Title  A ', metaDescription: 'Desc', pinterestImageLink: 'https://img.example/a.jpg' },
          { id: 'b', slug: 'b', metaTitle: 'B', pinterestImageLink: 'javascript:alert(1)' },
        ],
        total: 23,
        extra: true,
      },
      2,
    );
    expect(skipped).toBe(0);
    expect(list).toEqual({
      page: 2,
      total: 23,
      posts: [
        { id: '7', slug: 'a', title: 'Title A', description: 'Desc', image: 'https://img.example/a.jpg' },
        { id: 'b', slug: 'b', title: 'B', description: '', image: null },
      ],
    });
  });

  it('treats a missing or bad total as unknown', () => {
    expect(parseBlogList({ blogs: [] }, 1).list.total).toBeNull();
    expect(parseBlogList({ blogs: [], total: '23' }, 1).list.total).toBeNull();
    expect(parseBlogList({ blogs: [], total: -1 }, 1).list.total).toBeNull();
  });

  it('skips entries without a slug but rejects a list with none usable', () => {
    expect(parseBlogList({ blogs: [{ slug: 'ok' }, { metaTitle: 'no slug' }, null] }, 1).skipped).toBe(2);
    expect(() => parseBlogList({ blogs: [{ metaTitle: 'x' }] }, 1)).toThrow(MalformedPayloadError);
  });

  it.each([null, 'text', [], { blogs: 'nope' }, { posts: [] }])('rejects a malformed payload: %j', (payload) => {
    expect(() => parseBlogList(payload, 1)).toThrow(MalformedPayloadError);
  });
});

describe('parseBlogPost', () => {
  const raw = {
    slug: 'budget',
    metaTitle: 'Budget',
    metaDescription: 'About the budget',
    shortTailKeywords: 'Michigan, budget',
    longTailKeywords: ['state budget 2027'],
    date: '2026-11-01T12:00:00Z',
    blog: '# Hello',
    pinterestImageLink: 'https://i.pinimg.example/1.jpg',
    youtubeShortsUrl: 'https://www.youtube.com/shorts/aBcDeFgHiJk',
    somethingNew: { nested: true },
  };

  it('reads every field and tolerates extra ones', () => {
    expect(parseBlogPost(raw, 'budget')).toEqual({
      slug: 'budget',
      title: 'Budget',
      description: 'About the budget',
      keywords: ['Michigan', 'budget', 'state budget 2027'],
      date: '2026-11-01T12:00:00.000Z',
      body: '# Hello',
      image: 'https://i.pinimg.example/1.jpg',
      youtubeShortsUrl: 'https://www.youtube.com/shorts/aBcDeFgHiJk',
    });
  });

  it('drops unsafe URLs and unreadable dates instead of failing', () => {
    const post = parseBlogPost({ ...raw, date: 'someday', pinterestImageLink: 'data:image/png;base64,xx', youtubeShortsUrl: 'javascript:1' }, 'budget');
    expect(post.date).toBeNull();
    expect(post.image).toBeNull();
    expect(post.youtubeShortsUrl).toBeNull();
  });

  it('uses the requested slug when the answer has none', () => {
    expect(parseBlogPost({ metaTitle: 'T' }, 'asked').slug).toBe('asked');
  });

  it.each([null, [], 'x', { slug: 'a' }, { metaTitle: 'T', blog: { html: '<p>' } }])('rejects %j', (payload) => {
    expect(() => parseBlogPost(payload, 'a')).toThrow(MalformedPayloadError);
  });
});

describe('length and count caps', () => {
  it('cuts titles and descriptions, caps keywords by count and length, and cuts a huge body', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const post = parseBlogPost(
      {
        metaTitle: 'Word '.repeat(500),
        metaDescription: 'x'.repeat(10_000),
        shortTailKeywords: Array.from({ length: 5000 }, (_, i) => `keyword ${i}`).join(','),
        longTailKeywords: ['y'.repeat(500)],
        date: ' '.repeat(100_000) + '2026-11-01',
        blog: 'Paragraph.\n\n'.repeat(50_000),
      },
      'huge',
    );
    expect(post.title.length).toBeLessThanOrEqual(BLOG_LIMITS.title);
    expect(post.title.endsWith('…')).toBe(true);
    expect(post.description.length).toBeLessThanOrEqual(BLOG_LIMITS.description);
    expect(post.keywords).toHaveLength(BLOG_LIMITS.keywordCount);
    expect(post.keywords.every((k) => k.length <= BLOG_LIMITS.keyword)).toBe(true);
    expect(post.body.length).toBeLessThanOrEqual(BLOG_LIMITS.body);
    expect(post.body.endsWith('Paragraph.')).toBe(true);
    expect(post.date).toBeNull();
  });

  it('skips list entries whose slug is longer than any real one', () => {
    const { list, skipped } = parseBlogList({ blogs: [{ slug: 'a'.repeat(1000), metaTitle: 'x' }, { slug: 'ok', metaTitle: 'Ok' }] }, 1);
    expect(list.posts.map((p) => p.slug)).toEqual(['ok']);
    expect(skipped).toBe(1);
  });
});
