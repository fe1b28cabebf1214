import { matchRoutes } from 'react-router-dom';
import { preloadLazy } from '@/lib/preload-lazy';
import { routeTable } from './route-table';

/**
 * Loads the lazy module of the route at `pathname` before the first render,
 * so the first paint already has the page: no loading placeholder and no
 * React reveal throttle between the shell and the content (better LCP, no
 * layout shift). Prerendered pages `modulepreload` the same chunks, so this is
 * usually a short wait. A route with a `prefetch` starts its data request at
 * the same time.
 */
export async function preloadRoute(pathname: string, timeoutMs = 3000): Promise<void> {
  const match = matchRoutes(
    routeTable.map((route) => ({ path: route.path })),
    pathname,
  )?.[0];
  const entry = match ? routeTable.find((route) => route.path === match.route.path) : undefined;
  if (!entry) return;
  if (match && entry.prefetch) {
    entry.prefetch(match.params).catch((error: unknown) => console.warn('[routes] prefetch failed; the page loads its data itself', error));
  }
  await preloadLazy(entry.Component, timeoutMs);
}
