import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { SearchDocument } from './search-document';
import { SearchPage } from './search-page';
import type { SearchSource } from './search-sources';
import { doc, testDocuments } from './test-documents';
import { deferred } from '@/test/deferred';

const browse = [{ label: 'Politics', to: '/politics' }];

function staticSource(docs: readonly SearchDocument[]): SearchSource {
  return { id: 'static', label: 'Static', initial: () => docs };
}

function renderPage(query: string, sources: readonly SearchSource[], onSearch = vi.fn()) {
  const utils = render(
    <HelmetProvider>
      <MemoryRouter>
        <SearchPage query={query} sources={sources} onSearch={onSearch} browse={browse} />
      </MemoryRouter>
    </HelmetProvider>,
  );
  return { ...utils, onSearch };
}

describe('SearchPage', () => {
  it('asks for a query and offers suggestions when there is none, without loading anything', () => {
    const load = vi.fn(() => Promise.resolve([]));
    renderPage('', [{ id: 'news', label: 'News', load }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lansing' })).toHaveAttribute('href', '/search?q=Lansing');
    expect(load).not.toHaveBeenCalled();
  });

  it('shows results grouped by kind with counts, highlighted as text, linking like cards', async () => {
    renderPage('budget', [staticSource(testDocuments)]);
    const news = await screen.findByRole('region', { name: 'News (2)' });
    expect(screen.getByRole('region', { name: 'Sections (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Blog/ })).toBeNull();
    expect(screen.getByTestId('search-count')).toHaveTextContent('3 results');
    const first = within(news).getAllByRole('article')[0]!;
    const link = within(first).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://example.com/budget');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Lansing lawmakers debate the state budget');
    expect(first.querySelector('mark')).toHaveTextContent('budget');
    const section = screen.getByRole('region', { name: 'Sections (1)' });
    expect(within(section).getByRole('link')).toHaveAttribute('href', '/section/state');
    expect(within(section).getByRole('link')).not.toHaveAttribute('target');
  });

  it('shows a loading state until a slow source arrives', async () => {
    const slow = deferred<readonly SearchDocument[]>();
    renderPage('absentee', [{ id: 'news', label: 'News', load: () => slow.promise }]);
    expect(await screen.findByTestId('search-loading')).toBeInTheDocument();
    expect(screen.getByTestId('search-count')).toHaveTextContent('Searching…');
    expect(screen.getByTestId('search-pending')).toHaveTextContent('Still loading 1 source');
    await act(async () => slow.resolve(testDocuments));
    expect(await screen.findByRole('region', { name: 'News (1)' })).toBeInTheDocument();
    expect(screen.queryByTestId('search-loading')).toBeNull();
    expect(screen.queryByTestId('search-pending')).toBeNull();
  });

  it('shows an empty state with suggestions when nothing matches', async () => {
    renderPage('xylophone', [staticSource(testDocuments)]);
    expect(await screen.findByRole('heading', { name: 'No results for “xylophone”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Politics' })).toHaveAttribute('href', '/politics');
    expect(screen.getByTestId('search-count')).toHaveTextContent('0 results');
  });

  it('renders hostile queries as plain text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"><b>budget</b>';
    const { container } = renderPage(hostile, [staticSource(testDocuments)]);
    expect(screen.getByTestId('search-query')).toHaveTextContent(hostile);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('main b, [data-testid="search-query"] b')).toBeNull();
    expect(screen.getByRole('searchbox')).toHaveValue(hostile);
    expect(await screen.findByRole('region', { name: 'News (2)' })).toBeInTheDocument();
  });

  it('says when a very long query was shortened, and still searches', async () => {
    renderPage(`budget ${'a'.repeat(5000)}`, [staticSource(testDocuments)]);
    expect(screen.getByText(/searched its first 200 characters/)).toBeInTheDocument();
    expect(await screen.findByTestId('search-count')).toHaveTextContent('3 results');
  });

  it('submits the field and keeps it in step with the URL query', async () => {
    const { onSearch, rerender } = renderPage('budget', [staticSource(testDocuments)]);
    const box = screen.getByRole('searchbox');
    expect(box).toHaveAttribute('data-search-page-input');
    await userEvent.clear(box);
    await userEvent.type(box, '  roads {enter}');
    expect(onSearch).toHaveBeenCalledWith('roads');
    rerender(
      <HelmetProvider>
        <MemoryRouter>
          <SearchPage query="election" sources={[staticSource(testDocuments)]} onSearch={onSearch} browse={browse} />
        </MemoryRouter>
      </HelmetProvider>,
    );
    expect(screen.getByRole('searchbox')).toHaveValue('election');
  });

  it('does not move results under the pointer: late hits wait, then append below', async () => {
    const late = deferred<readonly SearchDocument[]>();
    renderPage('budget', [
      staticSource([doc('s', 'section', 'Budget basics', 'How the budget works.')]),
      { id: 'news', label: 'News', load: () => late.promise },
    ]);
    const results = screen.getByTestId('search-results');
    expect(await screen.findByRole('region', { name: 'Sections (1)' })).toBeInTheDocument();
    fireEvent.pointerEnter(results);
    await act(async () => late.resolve([doc('n1', 'news', 'Budget deal reached'), doc('n2', 'news', 'Budget talks stall')]));
    expect(screen.queryByRole('region', { name: /^News/ })).toBeNull();
    const show = screen.getByRole('button', { name: 'Show 2 new results' });
    fireEvent.pointerLeave(results);
    expect(await screen.findByRole('region', { name: 'News (2)' })).toBeInTheDocument();
    expect(show).not.toBeInTheDocument();
  });

  it('keeps the order of shown hits when more arrive for the same query', async () => {
    const late = deferred<readonly SearchDocument[]>();
    renderPage('budget', [
      staticSource([doc('a', 'news', 'County notes', 'The budget passed.')]),
      { id: 'news', label: 'News', load: () => late.promise },
    ]);
    await screen.findByRole('region', { name: 'News (1)' });
    await act(async () => late.resolve([doc('b', 'news', 'Budget budget budget')]));
    const news = await screen.findByRole('region', { name: 'News (2)' });
    const titles = within(news).getAllByRole('heading', { level: 3 }).map((h) => h.getAttribute('title'));
    expect(titles).toEqual(['County notes', 'Budget budget budget']);
  });

  it('lets a keyboard reader pull in waiting results with the button', async () => {
    const late = deferred<readonly SearchDocument[]>();
    renderPage('budget', [
      staticSource([doc('s', 'section', 'Budget basics', 'How the budget works.')]),
      { id: 'news', label: 'News', load: () => late.promise },
    ]);
    const link = await screen.findByRole('link', { name: 'Budget basics' });
    act(() => link.focus());
    await act(async () => late.resolve([doc('n1', 'news', 'Budget deal reached')]));
    await userEvent.click(screen.getByRole('button', { name: 'Show 1 new result' }));
    expect(await screen.findByRole('region', { name: 'News (1)' })).toBeInTheDocument();
  });
});
