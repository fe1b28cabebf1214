import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryBySlug } from '@/config/categories';
import { resetPageDataForTests } from '@/lib/page-data';
import { hydrateServed } from '@/test/hydrate';
import { categoryQueryKey, writeCachedCategory } from '../cache';
import { fixtureFeed } from '../fixture-feeds.test-helper';
import { useCategoryArticles, useCategoryRefresh } from './use-category-articles';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const cached = [{ id: 'b1', title: 'Cached business story', excerpt: '', link: null, image: null, date: null, author: null, category: 'Business & Finance' }];

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('useCategoryArticles', () => {
  it('a fresh cache entry shows at once and makes no request', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    writeCachedCategory('business', cached);
    const renders: Array<string | null> = [];
    const { result } = renderHook(
      () => {
        const state = useCategoryArticles('business');
        renders.push(state.articles?.[0]?.title ?? null);
        return state;
      },
      { wrapper },
    );
    // The first render is the loading state, as the build renders it (no localStorage during render)…
    expect(renders[0]).toBeNull();
    // …and the cached stories follow right after.
    await waitFor(() => expect(result.current.articles?.[0]?.title).toBe('Cached business story'));
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('a stale entry shows at once, then the refresh replaces it', async () => {
    const fetchSpy = vi.fn(async () => ({ ok: true, status: 200, text: async () => fixtureFeed('nyt-business-one-item.xml') }) as unknown as Response);
    vi.stubGlobal('fetch', fetchSpy);
    writeCachedCategory('business', cached, { now: Date.now() - 11 * 60_000 });
    const { result } = renderHook(() => useCategoryArticles('business'), { wrapper });
    await waitFor(() => expect(result.current.articles?.[0]?.title).toBe('Cached business story'));
    await waitFor(() => expect(result.current.articles?.[0]?.title).toBe('Credit Unions See Rising Demand for Small-Business Loans'));
    // One request per Business feed.
    expect(fetchSpy).toHaveBeenCalledTimes(categoryBySlug('business')!.feeds.length);
  });

  it('nothing cached: loading first, then articles; disabled waits', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ({ ok: true, status: 200, text: async () => fixtureFeed('nyt-business-one-item.xml') }) as unknown as Response));
    const { result, rerender } = renderHook(({ enabled }) => useCategoryArticles('business', { enabled }), { wrapper, initialProps: { enabled: false } });
    expect(result.current.isLoading).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.articles).toHaveLength(1));
    expect(result.current.isPlaceholder).toBe(false);
  });
});

describe('a list that follows another category (home\'s Local section and the reader\'s region)', () => {
  it('shows the new category\'s stories, not the ones it held for the other', async () => {
    vi.stubGlobal('fetch', vi.fn());
    writeCachedCategory('business', cached);
    const region = [{ ...cached[0]!, id: 'r1', title: 'Upper Peninsula story', category: 'Upper Peninsula' }];
    writeCachedCategory('local-news/upper-peninsula', region);
    const { result, rerender } = renderHook(({ slug }) => useCategoryArticles(slug), { wrapper, initialProps: { slug: 'business' } });
    await waitFor(() => expect(result.current.articles?.[0]?.title).toBe('Cached business story'));
    rerender({ slug: 'local-news/upper-peninsula' });
    await waitFor(() => expect(result.current.articles?.[0]?.title).toBe('Upper Peninsula story'));
    expect(result.current.newCount).toBe(0);
  });
});

describe('useCategoryArticles over the build\'s feed snapshot', () => {
  const snapshot = [{ ...cached[0], id: 's1', title: 'Snapshot business story', snapshot: true }];

  function snapshotClient(ageMinutes: number) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(categoryQueryKey('business'), snapshot, { updatedAt: Date.now() - ageMinutes * 60_000 });
    // As the page's client does after hydrating the page data: shown at once, refreshed on mount.
    void client.invalidateQueries({ refetchType: 'none' });
    const page = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return page;
  }

  it('shows the snapshot in the first render, then the first load replaces it without counting new stories', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ({ ok: true, status: 200, text: async () => fixtureFeed('nyt-business-one-item.xml') }) as unknown as Response));
    const renders: Array<{ title: string | undefined; newCount: number | undefined }> = [];
    const { result } = renderHook(
      () => {
        const state = useCategoryArticles('business');
        renders.push({ title: state.articles?.[0]?.title, newCount: state.newCount });
        return state;
      },
      { wrapper: snapshotClient(30) },
    );
    expect(renders[0]?.title).toBe('Snapshot business story');
    await waitFor(() => expect(result.current.articles?.[0]?.title).toBe('Credit Unions See Rising Demand for Small-Business Loans'));
    expect(result.current.newCount).toBe(0);
    expect(renders.every((r) => !r.newCount)).toBe(true);
  });

  it('a cache entry saved after the snapshot replaces it; an older one does not', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Promise<Response>(() => {})));
    writeCachedCategory('business', cached);
    const newer = renderHook(() => useCategoryArticles('business', { enabled: false }), { wrapper: snapshotClient(30) });
    await waitFor(() => expect(newer.result.current.articles?.[0]?.title).toBe('Cached business story'));
    newer.unmount();

    writeCachedCategory('business', cached, { now: Date.now() - 60 * 60_000 });
    const older = renderHook(() => useCategoryArticles('business', { enabled: false }), { wrapper: snapshotClient(30) });
    await new Promise((r) => setTimeout(r, 20));
    expect(older.result.current.articles?.[0]?.title).toBe('Snapshot business story');
  });

  it('when every feed fails, the snapshot stays (no placeholders)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => ({ ok: false, status: 500, text: async () => 'down' }) as unknown as Response));
    const { result } = renderHook(() => useCategoryArticles('business'), { wrapper: snapshotClient(30) });
    await waitFor(() => expect(result.current.isFetching).toBe(false), { timeout: 5_000 });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).toHaveBeenCalled();
    expect(result.current.articles?.[0]?.title).toBe('Snapshot business story');
    expect(result.current.isPlaceholder).toBe(false);
  });
});

describe('useCategoryRefresh', () => {
  afterEach(() => vi.useRealTimers());

  function setup(savedMinutesAgo: number) {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const queryFn = vi.fn(async () => cached);
    client.setQueryData(categoryQueryKey('business'), cached, { updatedAt: Date.now() - savedMinutesAgo * 60_000 });
    const page = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    // An active observer that does not fetch on its own (staleTime: Infinity), so only the refresher can.
    renderHook(
      () => {
        useCategoryRefresh();
        return useQueryWithFn(queryFn);
      },
      { wrapper: page },
    );
    return queryFn;
  }

  it('refreshes a shown category within 30 s of its entry expiring, with one page timer', () => {
    const queryFn = setup(9.8);
    vi.advanceTimersByTime(30_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('leaves a fresh category alone', () => {
    const queryFn = setup(5);
    vi.advanceTimersByTime(60_000);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('waits while the page is hidden', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const queryFn = setup(20);
    vi.advanceTimersByTime(90_000);
    expect(queryFn).not.toHaveBeenCalled();
  });
});

function useQueryWithFn(queryFn: () => Promise<typeof cached>) {
  return useQuery({ queryKey: categoryQueryKey('business'), queryFn, staleTime: Infinity });
}

describe('useCategoryArticles while a part of the page hydrates late', () => {
  function FirstTitle() {
    const { articles } = useCategoryArticles('business', { enabled: false });
    return <p>{articles?.[0]?.title ?? 'Loading stories'}</p>;
  }

  it('renders what the page was served with, then the stories the cache got meanwhile, with no mismatch', async () => {
    resetPageDataForTests();
    const served = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <FirstTitle />
      </QueryClientProvider>,
    );
    expect(served).toContain('Loading stories');
    // By the time this part hydrates, the cache already holds the saved stories.
    const client = new QueryClient();
    client.setQueryData(categoryQueryKey('business'), cached);
    const recoverable = vi.fn();
    const container = await hydrateServed(
      served,
      <QueryClientProvider client={client}>
        <FirstTitle />
      </QueryClientProvider>,
      recoverable,
    );
    await waitFor(() => expect(container.textContent).toBe('Cached business story'));
    expect(recoverable).not.toHaveBeenCalled();
  });
});
