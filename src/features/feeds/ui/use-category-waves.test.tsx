import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCategoryWaves } from './use-category-waves';

/**
 * A stand-in IntersectionObserver: a test says which elements came near the screen; as in a
 * browser, an element already near is reported as soon as it is watched.
 */
class FakeObserver {
  static all: FakeObserver[] = [];
  static nearby = new Set<Element>();
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
    if (FakeObserver.nearby.has(element)) queueMicrotask(() => this.report(element));
  }
  private report(element: Element) {
    if (this.watched.has(element)) this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {
    this.watched.clear();
  }
  static near(element: Element) {
    FakeObserver.nearby.add(element);
    for (const observer of FakeObserver.all) observer.report(element);
  }
}

function Waves({ waves }: { waves: string[][] }) {
  useCategoryWaves(waves);
  return (
    <>
      <section data-section="national-news" />
      <section data-section="technology" />
      <section data-section="archives" />
    </>
  );
}

function setup(waves: string[][]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetched: string[] = [];
  vi.spyOn(client, 'fetchQuery').mockImplementation(((options: { queryKey: readonly unknown[] }) => {
    fetched.push(String(options.queryKey.at(-1)));
    return Promise.resolve([]);
  }) as QueryClient['fetchQuery']);
  const view = render(
    <QueryClientProvider client={client}>
      <Waves waves={waves} />
    </QueryClientProvider>,
  );
  return { fetched, view, section: (slug: string) => view.container.querySelector(`[data-section="${slug}"]`)! };
}

beforeEach(() => {
  localStorage.clear();
  FakeObserver.all = [];
  FakeObserver.nearby = new Set();
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("home's feed waves", () => {
  it('the first wave loads at once; a later one only when the reader nears one of its sections', async () => {
    const { fetched, section } = setup([['national-news'], ['technology']]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetched).toEqual(['national-news']);
    act(() => FakeObserver.near(section('technology')));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetched).toEqual(['national-news', 'technology']);
  });

  it('a reader who jumps to a section of the last wave brings the waves before it too, in order', async () => {
    const { fetched, section } = setup([['national-news'], ['technology'], ['archives']]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetched).toEqual(['national-news']);
    act(() => FakeObserver.near(section('archives')));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetched).toEqual(['national-news', 'technology', 'archives']);
  });

  it('a later wave loads without the reader 12 s after the page loaded, not before', async () => {
    const { fetched } = setup([['national-news'], ['technology']]);
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(fetched).toEqual(['national-news']);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(fetched).toEqual(['national-news', 'technology']);
  });

  it('a later wave with no section on the page loads right after the one before', async () => {
    const { fetched } = setup([['national-news'], ['sports']]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(fetched).toEqual(['national-news', 'sports']);
  });

  it('leaving the page stops the watching: nothing loads afterwards', async () => {
    const { fetched, view } = setup([['national-news'], ['technology']]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(fetched).toEqual(['national-news']);
  });
});
