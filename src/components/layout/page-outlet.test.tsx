import { act, render, screen } from '@testing-library/react';
import { useEffect, useSyncExternalStore } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isShownPath, onShownPath } from '@/lib/page-shown';
import { PageOutlet } from './page-outlet';

const served = vi.hoisted(() => ({ waiting: false }));
vi.mock('@/lib/page-shown', async (original) => ({ ...(await original<typeof import('@/lib/page-shown')>()), servedPartsWaiting: () => served.waiting }));

const cleanups: string[] = [];

/** A page that shows the path it sees and whether it is the page shown, and logs its effect's clean-up. */
function Page({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  const shown = useSyncExternalStore(onShownPath, () => isShownPath(pathname), () => true);
  useEffect(() => () => void cleanups.push(name), [name]);
  return (
    <h1 data-testid={`page-${name}`} data-shown={String(shown)}>
      {name} at {pathname}
      {search}
    </h1>
  );
}

let navigate: ReturnType<typeof useNavigate> = () => undefined;
function NavigateHandle() {
  navigate = useNavigate();
  return null;
}

function renderSite() {
  return render(
    <MemoryRouter initialEntries={['/a']}>
      <NavigateHandle />
      <Routes>
        <Route element={<PageOutlet />}>
          <Route path="/a" element={<Page name="a" />} />
          <Route path="/b" element={<Page name="b" />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  served.waiting = false;
  cleanups.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('PageOutlet', () => {
  it('shows the new page at once and keeps the page left, hidden, with its own location and effects, until the browser is idle', async () => {
    renderSite();
    expect(screen.getByTestId('page-a').textContent).toBe('a at /a');

    act(() => navigate('/b'));
    const b = screen.getByTestId('page-b');
    expect(b.textContent).toBe('b at /b');
    expect(b.dataset.shown).toBe('true');
    expect(b.closest('[hidden]')).toBeNull();
    // The page left: still there, after the new one, hidden, showing its own path, its effects alive.
    const a = screen.getByTestId('page-a');
    expect(a.closest('[hidden]')).not.toBeNull();
    expect(a.textContent).toBe('a at /a');
    expect(b.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cleanups).toEqual([]);
    // No longer the page shown: its head tags step back.
    expect(a.dataset.shown).toBe('false');

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId('page-a')).toBeNull();
    expect(cleanups).toEqual(['a']);
    expect(screen.getByTestId('page-b').dataset.shown).toBe('true');
  });

  it('a change of query on the same page updates it in place', async () => {
    renderSite();
    const before = screen.getByTestId('page-a');
    act(() => navigate('/a?page=2'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('page-a')).toBe(before);
    expect(before.textContent).toBe('a at /a?page=2');
    expect(document.querySelectorAll('[hidden]')).toHaveLength(0);
    expect(cleanups).toEqual([]);
  });

  it('going back to the page just left, before it was removed, shows that same page again', async () => {
    renderSite();
    const a = screen.getByTestId('page-a');
    act(() => navigate('/b'));
    act(() => navigate('/a'));
    expect(screen.getByTestId('page-a')).toBe(a);
    expect(a.closest('[hidden]')).toBeNull();
    expect(a.dataset.shown).toBe('true');
    expect(screen.getByTestId('page-b').closest('[hidden]')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId('page-b')).toBeNull();
    expect(cleanups).toEqual(['b']);
  });

  it('a page with parts still served (not yet taken over by React) is removed at once', () => {
    renderSite();
    served.waiting = true;
    act(() => navigate('/b'));
    expect(screen.getByTestId('page-b').dataset.shown).toBe('true');
    expect(screen.queryByTestId('page-a')).toBeNull();
    expect(cleanups).toEqual(['a']);
  });
});
