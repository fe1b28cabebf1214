import { matchRoutes } from 'react-router-dom';
import { routeTable } from './route-table';

interface LazyInternals {
  readonly _init?: (payload: unknown) => unknown;
  readonly _payload?: unknown;
}

/**
 * Starts loading the lazy module of the route at `pathname` and resolves once
 * it is loaded (or after `timeoutMs`), so the first render already has the
 * page: no loading placeholder, no React reveal throttle between the shell
 * and the content (better LCP, no layout shift). Prerendered pages also
 * `modulepreload` the same chunks, so this is usually a short wait.
 *
 * React.lazy has no public preload; this calls its initializer the way React
 * does during render (`_init(_payload)`, stable since React 16). If that ever
 * changes, the try/catch leaves the app rendering exactly as before.
 */
export async function preloadRoute(pathname: string, timeoutMs = 3000): Promise<void> {
  const match = matchRoutes(
    routeTable.map((route) => ({ path: route.path })),
    pathname,
  )?.[0];
  const entry = match ? routeTable.find((route) => route.path === match.route.path) : undefined;
  if (!entry) return;
  const lazy = entry.Component as unknown as LazyInternals;
  let pending: unknown;
  try {
    lazy._init?.(lazy._payload);
    return;
  } catch (thrown) {
    pending = thrown;
  }
  if (!pending || typeof (pending as PromiseLike<unknown>).then !== 'function') return;
  await Promise.race([
    Promise.resolve(pending as PromiseLike<unknown>).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}
