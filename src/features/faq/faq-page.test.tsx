import { act, fireEvent, render, screen } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaqEntry } from '@/content/faq';
import { FaqPage } from './faq-page';
import { FAQ_URL_WRITE_DELAY_MS } from './use-faq-filter';

const entries: readonly FaqEntry[] = [
  { id: 'county', category: 'michigan', question: 'Do you cover every county?', answer: 'We cover all 83 Michigan counties.' },
  { id: 'rss', category: 'subscription', question: 'Is there an RSS feed?', answer: 'Yes, at /rss.xml.' },
  { id: 'tips', category: 'contact', question: 'How do I send a tip?', answer: 'Write to the newsroom.' },
];

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/faq',
        element: (
          <>
            <FaqPage entries={entries} />
            <Location />
          </>
        ),
      },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>,
  );
  return router;
}

const field = () => screen.getByRole('searchbox', { name: 'Search the FAQ' });
const location = () => screen.getByTestId('location').textContent;

/** One change event per character, with no pause between them (a burst: pasting, an IME, a slow phone). */
function typeBurst(text: string) {
  for (let length = 1; length <= text.length; length += 1) fireEvent.change(field(), { target: { value: text.slice(0, length) } });
}

describe('FaqPage search field', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps every letter of a burst and writes the URL once typing pauses', () => {
    renderAt('/faq');
    typeBurst('michigan county');
    expect(field()).toHaveValue('michigan county');
    expect(location()).toBe('/faq');
    act(() => vi.advanceTimersByTime(FAQ_URL_WRITE_DELAY_MS));
    expect(location()).toBe('/faq?q=michigan+county');
    expect(field()).toHaveValue('michigan county');
  });

  it('filters the list at once, before the URL is written', () => {
    renderAt('/faq');
    typeBurst('county');
    expect(screen.getByTestId('faq-count')).toHaveTextContent('Showing 1 of 3 questions for "county"');
    expect(screen.getByRole('button', { name: /Do you cover every county/ })).toBeInTheDocument();
  });

  it('keeps typing that goes on while an earlier write reaches the URL', () => {
    renderAt('/faq');
    typeBurst('cou');
    act(() => vi.advanceTimersByTime(FAQ_URL_WRITE_DELAY_MS));
    expect(location()).toBe('/faq?q=cou');
    typeBurst('county');
    expect(field()).toHaveValue('county');
    act(() => vi.advanceTimersByTime(FAQ_URL_WRITE_DELAY_MS));
    expect(location()).toBe('/faq?q=county');
  });

  it('writes the URL at once on Enter and when the field loses focus', () => {
    renderAt('/faq');
    typeBurst('rss');
    fireEvent.submit(field().closest('form')!);
    expect(location()).toBe('/faq?q=rss');
    typeBurst('tip');
    fireEvent.blur(field());
    expect(location()).toBe('/faq?q=tip');
  });

  it('starts from the URL and follows a URL change it did not make (back, forward, a link)', async () => {
    const router = renderAt('/faq?q=tip&category=contact');
    expect(field()).toHaveValue('tip');
    expect(screen.getByRole('button', { name: /How do I send a tip/ })).toBeInTheDocument();
    await act(() => router.navigate('/faq?q=rss'));
    expect(field()).toHaveValue('rss');
    expect(screen.getByTestId('faq-count')).toHaveTextContent('Showing 1 of 3 questions for "rss"');
  });

  it('keeps the typed text when a category is chosen before the pause, and writes both', () => {
    renderAt('/faq');
    typeBurst('county');
    fireEvent.click(screen.getByRole('button', { name: 'Michigan Coverage' }));
    expect(location()).toBe('/faq?q=county&category=michigan');
    expect(field()).toHaveValue('county');
  });

  it('does not write the URL after the page is left', () => {
    const router = renderAt('/faq');
    typeBurst('county');
    act(() => {
      void router.navigate('/technology');
    });
    act(() => vi.advanceTimersByTime(FAQ_URL_WRITE_DELAY_MS * 2));
    expect(location()).toBe('/technology');
    expect(router.state.location.pathname).toBe('/technology');
  });
});
