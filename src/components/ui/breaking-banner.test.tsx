import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBreakingNews } from '@/config/breaking-news';
import { BREAKING_DEFAULT_TEXT } from '@/config/site';
import { BreakingBanner } from './breaking-banner';

const inRouter = (node: React.ReactNode) => <MemoryRouter>{node}</MemoryRouter>;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('BreakingBanner', () => {
  it('is a labelled region: "Breaking" and the editors\' line', () => {
    render(inRouter(<BreakingBanner news={readBreakingNews({ text: 'Polls close at 8 PM statewide' })} />));
    const banner = screen.getByRole('region', { name: 'Breaking news' });
    expect(banner).toHaveTextContent('Breaking');
    expect(banner).toHaveTextContent('Polls close at 8 PM statewide');
    expect(banner.querySelectorAll('[data-breaking-line]')).toHaveLength(1);
  });

  it('links the line in the app for a site path, in a new tab for another site', () => {
    const { unmount } = render(inRouter(<BreakingBanner news={readBreakingNews({ text: 'Read the budget', link: '/politics' })} />));
    expect(screen.getByRole('link', { name: 'Read the budget' })).toHaveAttribute('href', '/politics');
    expect(screen.getByRole('link', { name: 'Read the budget' })).not.toHaveAttribute('target');
    unmount();
    render(inRouter(<BreakingBanner news={readBreakingNews({ text: 'Results', link: 'https://www.michigan.gov/sos' })} />));
    const link = screen.getByRole('link', { name: 'Results' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toMatch(/noopener/);
  });

  it('after its end shows the default line; the ended line keeps its room but is hidden from every reader', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 3) });
    render(inRouter(<BreakingBanner news={readBreakingNews({ text: 'Polls close at 8 PM', link: '/politics', until: '2026-12-01T20:00:00-05:00' })} />));
    const banner = screen.getByRole('region', { name: 'Breaking news' });
    expect(banner).toHaveAttribute('data-breaking-ended', 'true');
    const [editors, fallback] = banner.querySelectorAll('[data-breaking-line]');
    expect(editors).toHaveAttribute('aria-hidden', 'true');
    expect(editors).toHaveClass('invisible');
    expect(fallback).toHaveTextContent(BREAKING_DEFAULT_TEXT);
    expect(fallback).not.toHaveClass('invisible');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('hydrates what the build served, then switches to the reader\'s clock without an error', async () => {
    const news = readBreakingNews({ text: 'Polls close at 8 PM', until: '2026-12-01T20:00:00-05:00' });
    // Built before the end (server render, no document: the build's clock)...
    vi.useFakeTimers({ now: Date.UTC(2026, 11, 1, 12) });
    const html = renderToString(inRouter(<BreakingBanner news={news} />));
    expect(html).toContain('data-breaking-ended="false"');
    // ...read after it.
    vi.setSystemTime(Date.UTC(2026, 11, 3));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, inRouter(<BreakingBanner news={news} />), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-breaking-ended]')).toHaveAttribute('data-breaking-ended', 'true');
    expect(container.querySelector('[data-breaking-line="shown"]')).toHaveTextContent(BREAKING_DEFAULT_TEXT);
  });
});
