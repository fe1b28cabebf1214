import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article } from '@/lib/article';
import { categoryQueryKey } from '../cache';
import { LeadStoryProvider, LiveFeaturedArticle, LiveNewsSection } from './live-sections';

const story = (id: string, extra: Partial<Article> = {}): Article => ({
  id,
  title: `Story ${id}`,
  excerpt: '',
  link: `https://news.example.com/${id}`,
  image: null,
  date: null,
  author: null,
  category: 'National News',
  ...extra,
});

const KEY = categoryQueryKey('national-news');

function renderHome(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LeadStoryProvider slugs={['national-news']}>
          <LiveFeaturedArticle />
          <LiveNewsSection slug="national-news" />
        </LeadStoryProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A card's heading carries the whole title (its link text adds a note for screen readers). */
const leadTitle = () => within(screen.getByTestId('featured-article')).queryByRole('heading')?.getAttribute('title') ?? null;
const sectionTitles = (container: HTMLElement) => [...container.querySelectorAll('[data-section="national-news"] h3')].map((h) => h.getAttribute('title'));

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the lead story and the section it is picked from', () => {
  it('a new lead reaches the lead card and the section that leaves it out together: the story is never shown twice', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The build's snapshot, then the browser's first load with a newer story on top.
    client.setQueryData(KEY, ['s1', 's2', 's3', 's4', 's5', 's6'].map((id) => story(id, { snapshot: true })));
    const { container } = renderHome(client);
    await waitFor(() => expect(leadTitle()).toBe('Story s1'));
    expect(sectionTitles(container)).toEqual(['Story s2', 'Story s3', 'Story s4', 'Story s5', 'Story s6']);

    const twice: string[] = [];
    const observer = new MutationObserver(() => {
      const lead = leadTitle();
      if (lead && sectionTitles(container).includes(lead)) twice.push(lead);
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    act(() => client.setQueryData(KEY, ['n1', 's1', 's2', 's3', 's4', 's5', 's6'].map((id) => story(id))));

    await waitFor(() => expect(leadTitle()).toBe('Story n1'));
    await waitFor(() => expect(sectionTitles(container)).toEqual(['Story s1', 'Story s2', 'Story s3', 'Story s4', 'Story s5']));
    observer.disconnect();
    expect(twice).toEqual([]);
  });
});
