import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { courtArticles } from '@/content/court-articles';
import { sampleBlogPosts } from '@/content/blog-samples';
import { BlogListPage } from './blog-list-page';
import { jsonResponse, renderWithProviders } from './blog-test-utils';

const mockEnv = vi.hoisted(() => ({ functionsUrl: 'https://fn.test/functions/v1' as string | null }));
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return {
    ...actual,
    env: {
      ...actual.env,
      get functionsUrl() {
        return mockEnv.functionsUrl;
      },
      functionsAnonKey: 'anon',
      blogDomain: 'civicledger.test',
    },
  };
});

function posts(page: number, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = (page - 1) * 10 + i + 1;
    return { id: n, slug: `post-${n}`, metaTitle: `Post number ${n}`, metaDescription: `Description ${n}`, ...(n === 1 ? { pinterestImageLink: 'https://img.test/1.jpg' } : {}) };
  });
}

/** A fake service with `total` posts; `withTotal: false` leaves the total out. */
function service(total: number, { withTotal = true } = {}) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input));
    const page = Number(url.searchParams.get('page'));
    const count = Math.max(0, Math.min(10, total - (page - 1) * 10));
    return jsonResponse({ blogs: posts(page, count), ...(withTotal ? { total } : {}) });
  });
}

function postRows() {
  return within(screen.getByRole('region', { name: /From the newsroom/ })).queryAllByRole('article');
}

beforeEach(() => {
  mockEnv.functionsUrl = 'https://fn.test/functions/v1';
});

describe('BlogListPage', () => {
  it('shows the heading, the two featured cards and five skeleton rows while loading', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    const { container } = renderWithProviders(<BlogListPage />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'Latest Articles' })).toBeInTheDocument();
    expect(screen.getByText('Featured Article')).toBeInTheDocument();
    expect(screen.getByText('Latest Update')).toBeInTheDocument();
    for (const article of courtArticles) {
      expect(screen.getByRole('link', { name: article.title })).toHaveAttribute('href', `/blog/${article.slug}`);
    }
    expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
    expect(screen.getByText('Loading articles…')).toHaveAttribute('role', 'status');
  });

  it('lists ten posts with links, descriptions and a pager of three pages', async () => {
    const fetchMock = service(23);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<BlogListPage />, { path: '/blog' });
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(postRows()).toHaveLength(10);
    expect(screen.getByText('Description 10')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('https://fn.test/functions/v1/get_metainfo?domain=civicledger.test&page=1');
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/blog?page=3');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=2');
  });

  it('moves to the next page through the URL and scrolls to the top', async () => {
    const fetchMock = service(23);
    vi.stubGlobal('fetch', fetchMock);
    const scroll = vi.spyOn(window, 'scrollTo');
    renderWithProviders(<BlogListPage />, { path: '/blog' });
    await screen.findByRole('link', { name: 'Post number 1' });
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Post number 11' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/blog?page=2');
    expect(String(fetchMock.mock.calls.at(-1)![0])).toMatch(/page=2$/);
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0, behavior: 'smooth' }));
    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/blog$/);
  });

  it('scrolls instantly under reduced motion', async () => {
    vi.stubGlobal('fetch', service(23));
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    const scroll = vi.spyOn(window, 'scrollTo');
    try {
      renderWithProviders(<BlogListPage />, { path: '/blog' });
      await screen.findByRole('link', { name: 'Post number 1' });
      await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
      await screen.findByRole('link', { name: 'Post number 11' });
      expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'instant' }));
    } finally {
      window.matchMedia = original;
    }
  });

  it('reads the page from the URL (?page=3) and disables Next on the last page', async () => {
    vi.stubGlobal('fetch', service(23));
    renderWithProviders(<BlogListPage />, { path: '/blog?page=3' });
    expect(await screen.findByRole('link', { name: 'Post number 21' })).toBeInTheDocument();
    expect(postRows()).toHaveLength(3);
    expect(within(screen.getByRole('navigation', { name: 'Blog pages' })).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  it('hides the pager when there is only one page', async () => {
    vi.stubGlobal('fetch', service(7));
    renderWithProviders(<BlogListPage />, { path: '/blog' });
    await screen.findByRole('link', { name: 'Post number 7' });
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it('without a total, offers a next page while a full page came back', async () => {
    vi.stubGlobal('fetch', service(23, { withTotal: false }));
    renderWithProviders(<BlogListPage />, { path: '/blog' });
    await screen.findByRole('link', { name: 'Post number 1' });
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=2');
  });

  it('says so when a page has no posts', async () => {
    vi.stubGlobal('fetch', service(23));
    renderWithProviders(<BlogListPage />, { path: '/blog?page=9' });
    expect(await screen.findByText(/There are no articles on this page/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page' })).toHaveAttribute('href', '/blog');
  });

  it('shows the error view on a failing service, logs once, and retries on demand', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const ok = service(23);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => (fail ? jsonResponse({ error: 'x' }, { status: 500, statusText: 'Internal Server Error' }) : ok(input, init))),
    );
    renderWithProviders(<BlogListPage />, { path: '/blog' });
    // A 5xx is retried once (about a second later) before the error view shows.
    expect(await screen.findByRole('heading', { name: 'Error Loading Blogs' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Unable to load blog content. Please try again later.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![1])).toBe('Failed to fetch blogs: Internal Server Error');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Post number 1' })).toBeInTheDocument();
    expect(screen.queryByText('Error Loading Blogs')).toBeNull();
  });

  it('treats a malformed answer as an error state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(async () => jsonResponse('{"blogs": "nope"')));
    renderWithProviders(<BlogListPage />, { path: '/blog' });
    expect(await screen.findByRole('heading', { name: 'Error Loading Blogs' })).toBeInTheDocument();
  });

  it('shows a round thumbnail that falls back to the default image when broken', async () => {
    vi.stubGlobal('fetch', service(23));
    const { container } = renderWithProviders(<BlogListPage />, { path: '/blog' });
    await screen.findByRole('link', { name: 'Post number 1' });
    const thumb = container.querySelector('.rounded-full > img') as HTMLImageElement;
    expect(thumb).toHaveAttribute('loading', 'lazy');
    // Through the picture resizer (wsrv.nl: the default without the own routes).
    expect(thumb.getAttribute('src')).toContain(encodeURIComponent('https://img.test/1.jpg'));
    expect(thumb).toHaveAttribute('sizes', '80px');
    fireEvent.error(thumb);
    expect(thumb.getAttribute('src')).toBe('https://img.test/1.jpg');
    fireEvent.error(thumb);
    await waitFor(() => expect(thumb.getAttribute('src')).toBe('/images/default-article.svg'));
  });

  it('reads the bundled sample posts when no service is configured', async () => {
    mockEnv.functionsUrl = null;
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<BlogListPage />, { path: '/blog' });
    expect(await screen.findByRole('link', { name: sampleBlogPosts[0]!.metaTitle })).toBeInTheDocument();
    expect(postRows()).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Page 2' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
