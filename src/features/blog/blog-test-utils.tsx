import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { isPlainPress } from '@/lib/plain-press';

/** Shows the current URL so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * The app's links are plain links that the document's link handling opens in the app
 * (src/app/link-taps.ts, installed by the browser's start): here, a plain click on a link of this
 * origin that opens in this tab moves the test's router to it.
 */
function LinkHandling() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || event.defaultPrevented || !isPlainPress(event)) return;
      if (anchor.target === '_blank' || anchor.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
  return null;
}

/** Renders `element` at `path` (matched by `pattern`) with a fresh query client (no retries) and a router. */
export function renderWithProviders(element: ReactElement, { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
        <LocationProbe />
        <LinkHandling />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' }, ...init });
}
