import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SearchToggle } from './search-toggle';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function setup(initial = '/') {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <SearchToggle />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SearchToggle', () => {
  it('reveals the search box and submits to /search?q=', async () => {
    setup();
    const toggle = screen.getByRole('button', { name: 'Open search' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
    const box = screen.getByPlaceholderText('Search articles...');
    expect(box).toHaveFocus();
    await userEvent.type(box, 'water <b>&{enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=water%20%3Cb%3E%26');
  });

  it('does not navigate for an empty query', async () => {
    setup('/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    await userEvent.type(screen.getByPlaceholderText('Search articles...'), '   {enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/privacy');
  });

  it('keeps the current query on the search page', () => {
    setup('/search?q=lansing');
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('lansing');
  });

  it('submits the text in the box, also before the app has seen it (typed as the app took the box over)', async () => {
    setup('/technology');
    await userEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const box = screen.getByPlaceholderText('Search articles...') as HTMLInputElement;
    // In the box, without an input event React has handled yet.
    box.value = 'election';
    await userEvent.type(box, '{enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=election');
  });

  it("opens with '/' but not while typing in a field", async () => {
    setup();
    await userEvent.keyboard('/');
    expect(screen.getByPlaceholderText('Search articles...')).toHaveFocus();
    await userEvent.type(screen.getByPlaceholderText('Search articles...'), 'a/b');
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('a/b');
  });
});

describe('SearchToggle in the served page', () => {
  it('keeps what the reader typed before the app hydrated the box: submitted after, it is the query', async () => {
    const page = (
      <MemoryRouter initialEntries={['/technology']}>
        <SearchToggle />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    // The served form sends a search made before the app runs to the search page.
    expect(container.querySelector('form')).toHaveAttribute('action', '/search');
    // The reader opened it (early-input shows the panel before the app runs) and typed.
    container.querySelector<HTMLElement>('[hidden]')!.hidden = false;
    container.querySelector('input')!.value = 'election';
    const root = await act(async () => hydrateRoot(container, page));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles' }), '{enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=election');
    act(() => root.unmount());
    container.remove();
  });
});
