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
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'RSS Feed' })).toBeInTheDocument();
    expect(screen.getByText('Loading RSS feed...')).toBeInTheDocument();
    answer(new Response(JSON.stringify({ blogs: [{ id: 1, slug: 'roads', metaTitle: 'Roads & bridges', metaDescription: 'd' }], total: 1 })));
    const pre = await screen.findByTestId('rss-xml');
    expect(pre.tagName).toBe('PRE');
    expect(pre.className).toMatch(/font-mono/);
    expect(pre.textContent).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(pre.textContent).toContain('<title>Roads &amp; bridges</title>');
    expect(pre.textContent).toContain('<link>https://civicledger.test/blog/roads</link>');
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
