import { matchRoutes } from 'react-router-dom';
import { routeTable, type RouteEntry } from './route-table';

interface RouteMatch {
  readonly entry: RouteEntry;
  readonly params: Readonly<Record<string, string | undefined>>;
}

const routePatterns = routeTable.map((route) => ({ path: route.path }));
/** The routes without parameters, by lower-case path: React Router matches paths case-insensitively. */
const staticRoutes = new Map(routeTable.filter((route) => !/[:*]/.test(route.path)).map((route) => [route.path.toLowerCase(), route]));

/** Paths with parameters matched lately, and what they matched. */
const recentMatches = new Map<string, RouteMatch | null>();
/** Enough for a page's links, a few pages over. */
const RECENT_MATCHES = 200;

/**
 * The route table entry (and its parameters) for a path, or null. React Router's matching ranks
 * the whole table on every call and each press on a link asks several times, so static paths are
 * looked up in a map and parameterised ones remembered.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const direct = staticRoutes.get(withoutTrailingSlashes(pathname).toLowerCase());
  if (direct) return { entry: direct, params: {} };
  const known = recentMatches.get(pathname);
  if (known !== undefined) return known;
  const match = matchRoutes(routePatterns, pathname)?.[0];
  const entry = match ? routeTable.find((route) => route.path === match.route.path) : undefined;
  const found = match && entry ? { entry, params: Object.freeze({ ...match.params }) } : null;
  if (recentMatches.size >= RECENT_MATCHES) recentMatches.delete(recentMatches.keys().next().value as string);
  recentMatches.set(pathname, found);
  return found;
}

/** `/technology/` → `/technology`; `/` stays. A loop, not a regex, since the path is untrusted input. */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end--;
  return pathname.slice(0, end);
}

/**
 * Loads the module of the route at `pathname` before the first render, so the first render (or
 * hydration) has the page at once, with no loading placeholder; a route's `prefetch` starts its
 * data alongside. Resolves after `timeoutMs` at the latest and never rejects; false when the
 * page's module failed to load.
 */
export async function preloadRoute(pathname: string, search = '', timeoutMs = 3000): Promise<boolean> {
  const match = matchRoute(pathname);
  if (!match) return true;
  const { entry, params } = match;
  if (entry.prefetch) {
    const { appQueryClient } = await import('@/components/layout/query-provider');
    entry.prefetch(params, appQueryClient(), new URLSearchParams(search)).catch((error: unknown) => console.warn('[routes] prefetch failed; the page loads its data itself', error));
  }
  return Promise.race([
    entry.page.preload().then(
      () => true,
      (error: unknown) => {
        console.warn(`[routes] could not load the page for ${pathname} ahead of rendering`, error);
        return false;
      },
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), timeoutMs)),
  ]);
}

/**
 * Makes the page at `pathname` ready before a tap: its module and, unless `data` is false, the
 * data it shows first (`warm`, else `prefetch`) in the query cache. Never rejects.
 */
export async function warmRoute(pathname: string, search = '', { data: withData = true }: { data?: boolean } = {}): Promise<void> {
  const match = matchRoute(pathname);
  if (!match) return;
  const { entry, params } = match;
  const data = async () => {
    if (!withData || (!entry.warm && !entry.prefetch)) return;
    const { appQueryClient } = await import('@/components/layout/query-provider');
    const client = appQueryClient();
    await (entry.warm ? entry.warm(params, client) : entry.prefetch?.(params, client, new URLSearchParams(search)));
  };
  await Promise.all([entry.page.preload(), data()]).catch((error: unknown) => console.warn(`[routes] could not get ${pathname} ready ahead of a tap`, error));
}
