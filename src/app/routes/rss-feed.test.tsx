import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { site } from '@/config/site';
import RssFeedRoute from './rss-feed';

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>();
  return { ...actual, env: { ...actual.env, functionsUrl: 'https://fn.test/functions/v1', siteUrl: 'https://civicledger.test' }, siteOrigin: () => 'https://civicledger.test' };
});

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/feed']}>
        <RssFeedRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the in-app feed view (/rss.xml, /feed)', () => {
  it("shows 'Loading RSS feed...' and then the XML built in the browser, in monospace", async () => {
    let answer: () => void = () => {};
    const listAnswered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.includes('/get_metainfo')) {
          await listAnswered;
          return new Response(JSON.stringify({ blogs: [{ id: 1, slug: 'roads', metaTitle: 'Roads & bridges', metaDescription: 'd' }], total: 1 }));
        }
        return new Response(JSON.stringify({ slug: 'roads', metaTitle: 'Roads & bridges', metaDescription: 'd', blog: 'Body', date: '2026-10-14T16:00:00Z' }));
      }),
    );
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'RSS Feed' })).toBeInTheDocument();
    expect(screen.getByText('Loading RSS feed...')).toBeInTheDocument();
    answer();
    const pre = await screen.findByTestId('rss-xml');
    expect(pre.tagName).toBe('PRE');
    expect(pre.className).toMatch(/font-mono/);
    expect(pre.textContent).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(pre.textContent).toContain('<title>Roads &amp; bridges</title>');
    expect(pre.textContent).toContain('<link>https://civicledger.test/blog/roads</link>');
    // The post's own date, from its details.
    expect(pre.textContent).toContain('<pubDate>Wed, 14 Oct 2026 16:00:00 GMT</pubDate>');
    expect(screen.queryByText('Loading RSS feed...')).toBeNull();
  });

  it('ends loading with the fallback feed when building fails', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500, statusText: 'Internal Server Error' })));
    renderView();
    const pre = await screen.findByTestId('rss-xml');
    expect(pre.textContent).toContain(`<title>Welcome to ${site.name}</title>`);
    expect(screen.queryByText('Loading RSS feed...')).toBeNull();
    expect(errors).toHaveBeenCalledTimes(1);
  });
});
