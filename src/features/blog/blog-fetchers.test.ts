import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '@/config/env';
import { sampleBlogPosts } from '@/content/blog-samples';
import { blogConfigFromEnv, blogDomain, type BlogClientConfig } from './blog-config';
import { BlogServiceError, shouldRetryBlogCall } from './blog-error';
import { blogListUrl, fetchBlogList } from './get-blog-list';
import { blogPostUrl, fetchBlogPost } from './get-blog-post';

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });
}

function fakeConfig(fetchImpl: typeof fetch, overrides: Partial<BlogClientConfig> = {}): BlogClientConfig {
  return { baseUrl: 'https://fn.example/functions/v1', anonKey: 'anon-123', domain: 'civicledger.example', fetch: fetchImpl, ...overrides };
}

const baseEnv: AppEnv = {
  feedProxies: [],
  sameOriginFeeds: false,
  imageProxy: null,
  functionsUrl: 'https://fn.example/functions/v1',
  functionsAnonKey: 'anon-123',
  blogDomain: null,
  siteUrl: null,
  adScriptUrl: null,
  eventsEmbedUrl: null,
  newsletterUrl: null,
  isProduction: false,
};

describe('client configuration', () => {
  it('uses VITE_BLOG_DOMAIN when set, else the hostname without www.', () => {
    expect(blogDomain('civicledger.example', 'www.other.example')).toBe('civicledger.example');
    expect(blogDomain(null, 'www.civicledger.example')).toBe('civicledger.example');
    expect(blogDomain(null, 'WWW.Civicledger.Example')).toBe('civicledger.example');
    expect(blogDomain(null, 'news.civicledger.example')).toBe('news.civicledger.example');
    expect(blogConfigFromEnv(baseEnv, 'www.michigan.example').domain).toBe('michigan.example');
    expect(blogConfigFromEnv({ ...baseEnv, blogDomain: 'set.example' }, 'www.michigan.example').domain).toBe('set.example');
  });

  it('defaults to the current page hostname in the browser', () => {
    expect(blogConfigFromEnv(baseEnv).domain).toBe(window.location.hostname.replace(/^www\./, ''));
  });
});

describe('fetchBlogList', () => {
  it('calls get_metainfo with domain and page, bearer and JSON content type', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ blogs: [{ id: 1, slug: 'a', metaTitle: 'A', metaDescription: 'd' }], total: 23 }));
    const list = await fetchBlogList(fakeConfig(fetchImpl), 2);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://fn.example/functions/v1/get_metainfo?domain=civicledger.example&page=2');
    expect(init?.headers).toEqual({ Authorization: 'Bearer anon-123', 'Content-Type': 'application/json' });
    expect(list).toEqual({ page: 2, total: 23, posts: [{ id: '1', slug: 'a', title: 'A', description: 'd', image: null }] });
  });

  it('sends no Authorization header without a key', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ blogs: [] }));
    await fetchBlogList(fakeConfig(fetchImpl, { anonKey: null }), 1);
    expect(fetchImpl.mock.calls[0]![1]?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('defaults to page 1 and encodes the domain', () => {
    expect(blogListUrl({ baseUrl: 'https://fn.example', domain: 'a b&c' }, 1)).toBe('https://fn.example/get_metainfo?domain=a+b%26c&page=1');
  });

  it("throws 'Failed to fetch blogs: {status text}' on an HTTP failure", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ error: 'x' }, { status: 500, statusText: 'Internal Server Error' }));
    const error = await fetchBlogList(fakeConfig(fetchImpl), 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlogServiceError);
    expect((error as BlogServiceError).message).toBe('Failed to fetch blogs: Internal Server Error');
    expect((error as BlogServiceError).status).toBe(500);
    expect(shouldRetryBlogCall(0, error)).toBe(true);
    expect(shouldRetryBlogCall(1, error)).toBe(false);
  });

  it('names the status when the server sends no status text', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('', { status: 503 }));
    await expect(fetchBlogList(fakeConfig(fetchImpl), 1)).rejects.toThrow('Failed to fetch blogs: HTTP 503');
  });

  it('turns a network failure into a typed error', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await fetchBlogList(fakeConfig(fetchImpl), 1).catch((e: unknown) => e)) as BlogServiceError;
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Failed to fetch blogs: Failed to fetch');
  });

  it.each([
    ['truncated JSON', '{"blogs": "nope"'],
    ['a wrong shape', { blogs: 'nope' }],
    ['no list', { posts: [] }],
  ])('a malformed payload (%s) is a parse error, not a crash, and is not retried', async (_label, body) => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json(body));
    const error = (await fetchBlogList(fakeConfig(fetchImpl), 1).catch((e: unknown) => e)) as BlogServiceError;
    expect(error).toBeInstanceOf(BlogServiceError);
    expect(error.kind).toBe('parse');
    expect(error.message).toMatch(/^Failed to fetch blogs: /);
    expect(shouldRetryBlogCall(0, error)).toBe(false);
  });

  it('reads the bundled sample posts when no service is configured', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    const config = fakeConfig(fetchImpl, { baseUrl: null });
    const first = await fetchBlogList(config, 1);
    const second = await fetchBlogList(config, 2);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(sampleBlogPosts.length).toBeGreaterThanOrEqual(11);
    expect(first.total).toBe(sampleBlogPosts.length);
    expect(first.posts).toHaveLength(10);
    expect(second.posts).toHaveLength(sampleBlogPosts.length - 10);
    for (const post of [...first.posts, ...second.posts]) expect(post.description).toMatch(/^Sample post/);
  });
});

describe('fetchBlogPost', () => {
  it('calls get_details with the slug URL-encoded', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ slug: 'a/b c', metaTitle: 'T', blog: 'x', longTailKeywords: 'k' }));
    const post = await fetchBlogPost(fakeConfig(fetchImpl), 'a/b c');
    expect(fetchImpl.mock.calls[0]![0]).toBe('https://fn.example/functions/v1/get_details?slug=a%2Fb%20c');
    expect(fetchImpl.mock.calls[0]![1]?.headers).toMatchObject({ Authorization: 'Bearer anon-123', 'Content-Type': 'application/json' });
    expect(post.keywords).toEqual(['k']);
    expect(blogPostUrl({ baseUrl: 'https://x' }, '?&#')).toBe('https://x/get_details?slug=%3F%26%23');
  });

  it("throws 'Failed to fetch blog detail: {status text}' for an unknown slug", async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json({ error: 'not found' }, { status: 404, statusText: 'Not Found' }));
    const error = (await fetchBlogPost(fakeConfig(fetchImpl), 'missing').catch((e: unknown) => e)) as BlogServiceError;
    expect(error.message).toBe('Failed to fetch blog detail: Not Found');
    expect(error.kind).toBe('not-found');
    expect(shouldRetryBlogCall(0, error)).toBe(false);
  });

  it('rejects a malformed detail payload with a parse error', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => json([1, 2, 3]));
    await expect(fetchBlogPost(fakeConfig(fetchImpl), 'a')).rejects.toMatchObject({ kind: 'parse', message: expect.stringMatching(/^Failed to fetch blog detail: /) });
  });

  it('reads a sample post, and a missing sample is not found', async () => {
    const config = fakeConfig(vi.fn<typeof fetch>(), { baseUrl: null });
    const slug = sampleBlogPosts[0]!.slug;
    const post = await fetchBlogPost(config, slug);
    expect(post.title).toBe(sampleBlogPosts[0]!.metaTitle);
    expect(post.body).toMatch(/Sample post/);
    await expect(fetchBlogPost(config, 'no-such-sample')).rejects.toMatchObject({ kind: 'not-found', message: 'Failed to fetch blog detail: Not Found' });
  });
});
