import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { site, staffByline } from '@/config/site';
import { BlogPostPage } from './blog-post-page';
import { jsonResponse, renderWithProviders } from './blog-test-utils';

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return {
    ...actual,
    env: { ...actual.env, functionsUrl: 'https://fn.test/functions/v1', functionsAnonKey: 'anon', siteUrl: 'https://civicledger.test' },
    siteOrigin: () => 'https://civicledger.test',
    absoluteUrl: (path: string) => new URL(path, 'https://civicledger.test/').toString(),
  };
});

const DETAIL = {
  slug: 'budget-hearing',
  metaTitle: 'Budget hearing draws a crowd',
  metaDescription: 'What residents asked about road money.',
  shortTailKeywords: 'Michigan, budget',
  longTailKeywords: ['county road budget', 'public hearing'],
  date: '2026-11-01T12:00:00Z',
  blog: '## Key numbers\n\n| Fund | Amount |\n|---|---|\n| Roads | $4M |\n\nSee the [county site](https://county.example/budget).',
  pinterestImageLink: 'https://i.pinimg.test/budget.jpg',
  youtubeShortsUrl: 'https://www.youtube.com/shorts/aBcDeFgHiJk',
  unexpected: 'ignored',
};

function renderPost(slug = 'budget-hearing') {
  return renderWithProviders(<BlogPostPage slug={slug} />, { path: `/blog/${slug}` });
}

describe('BlogPostPage', () => {
  it('shows skeleton placeholders with ten text lines while loading, titled, with the ad slot and newsletter already in place', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    renderPost();
    expect(screen.getByTestId('post-loading')).toBeInTheDocument();
    expect(screen.getByTestId('text-skeleton').children).toHaveLength(10);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading article');
    expect(screen.getByRole('complementary', { name: 'Advertisement beside the article' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /newsletter/ })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Loading article | ${site.name}`));
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(site.keywords.join(', '));
  });

  it("shows 'Article Not Found' for an unknown slug, with a way back", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse({ error: 'not found' }, { status: 404, statusText: 'Not Found' }));
    vi.stubGlobal('fetch', fetchMock);
    renderPost('no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toBe('https://fn.test/functions/v1/get_details?slug=no-such-post');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![1])).toBe('Failed to fetch blog detail: Not Found');
  });

  it('keeps a post on the page when a later refresh fails, and logs the failure', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockImplementationOnce(async () => jsonResponse(DETAIL))
      .mockImplementation(async () => jsonResponse({ error: 'down' }, { status: 503, statusText: 'Service Unavailable' }));
    vi.stubGlobal('fetch', fetchMock);
    const { client } = renderPost();
    expect(await screen.findByRole('heading', { level: 1, name: DETAIL.metaTitle })).toBeInTheDocument();
    await client.refetchQueries();
    await waitFor(() => expect(errors).toHaveBeenCalled(), { timeout: 5000 });
    // The failed refresh (retried once by the query's retry rule) did happen.
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('heading', { level: 1, name: DETAIL.metaTitle })).toBeInTheDocument();
    expect(screen.queryByText('Article Not Found')).toBeNull();
  });

  it("treats a malformed answer as 'Article Not Found'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse({ blog: 42 })));
    renderPost();
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
  });

  it('treats an empty slug as Article Not Found, without a request', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderWithProviders(<BlogPostPage slug="" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(container.querySelector('article, [data-testid="post-loading"]')).toBeNull();
    await waitFor(() => expect(document.title).toBe(`Article Not Found | ${site.name}`));
    expect(document.head.querySelector('meta[name="keywords"]')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('renders the post: title, description, date, image, markdown body and the related video', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(DETAIL)));
    renderPost();
    expect(await screen.findByRole('heading', { level: 1, name: DETAIL.metaTitle })).toBeInTheDocument();
    expect(screen.getByText(DETAIL.metaDescription)).toBeInTheDocument();
    expect(screen.getByText(/Published on/)).toHaveTextContent('Published on November 1, 2026');
    expect(screen.getByText(new RegExp(staffByline))).toBeInTheDocument();
    const pinterest = screen.getByRole('link', { name: /View on Pinterest/ });
    expect(pinterest).toHaveAttribute('href', DETAIL.pinterestImageLink);
    expect(pinterest).toHaveAttribute('target', '_blank');
    // The lazily loaded markdown body.
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /county site/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { level: 2, name: 'Watch Related Content' })).toBeInTheDocument();
    // A facade until the reader presses play: no player, nothing from YouTube.
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.body.innerHTML).not.toMatch(/youtube\.com|ytimg/);
    await userEvent.click(screen.getByRole('button', { name: `Play video: ${DETAIL.metaTitle}` }));
    const frame = screen.getByTitle(`Related video: ${DETAIL.metaTitle}`);
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=1&rel=0');
    expect(frame).toHaveFocus();
    // The newsletter box ends the article column; the ad slot sits beside it.
    expect(screen.getByRole('heading', { level: 2, name: /newsletter/ })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Advertisement beside the article' })).toBeInTheDocument();
  });

  it('writes the head: title, description, keywords, canonical, Open Graph article tags and NewsArticle JSON-LD', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse(DETAIL)));
    renderPost();
    await screen.findByRole('heading', { level: 1, name: DETAIL.metaTitle });
    await waitFor(() => expect(document.title).toBe(`${DETAIL.metaTitle} | Michigan Civic Ledger`));
    const head = document.head;
    expect(head.querySelector('meta[name="description"]')).toHaveAttribute('content', DETAIL.metaDescription);
    expect(head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'Michigan, budget, county road budget, public hearing');
    expect(head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://civicledger.test/blog/budget-hearing');
    expect(head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    expect(head.querySelector('meta[property="article:published_time"]')).toHaveAttribute('content', '2026-11-01T12:00:00.000Z');
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    const article = blocks.find((b) => b['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: DETAIL.metaTitle,
      datePublished: '2026-11-01T12:00:00.000Z',
      author: { name: staffByline },
      url: 'https://civicledger.test/blog/budget-hearing',
    });
  });

  it('shows no video section when the Shorts URL yields no id', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse({ ...DETAIL, youtubeShortsUrl: 'https://www.youtube.com/watch?v=aBcDeFgHiJk', pinterestImageLink: null })));
    renderPost();
    await screen.findByRole('heading', { level: 1, name: DETAIL.metaTitle });
    expect(screen.queryByText('Watch Related Content')).toBeNull();
    expect(screen.queryByText(/View on Pinterest/)).toBeNull();
  });
});
