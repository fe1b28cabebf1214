import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface RouteEntry {
  readonly path: string;
  readonly Component: LazyExoticComponent<ComponentType>;
}

/**
 * Every page of the site, each loaded lazily. Features add their routes here,
 * each in its own block. React Router ranks static segments
 * (e.g. /blog/michigan-court-case-update) above dynamic ones (/blog/:slug).
 */

/* Shell (issue 2) */
const shellRoutes: RouteEntry[] = [
  { path: '/privacy', Component: lazy(() => import('./routes/privacy')) },
  { path: '/terms', Component: lazy(() => import('./routes/terms')) },
  { path: '/404', Component: lazy(() => import('./routes/not-found')) },
];

/* Live news: home and the 15 categories (issue 3) */
const newsRoutes: RouteEntry[] = [];

/* Blog and RSS (issues 4 and 5) */
const blogRoutes: RouteEntry[] = [];

/* Editorial pages (issue 6) */
const editorialRoutes: RouteEntry[] = [];

/* Search (issue 8) */
const searchRoutes: RouteEntry[] = [{ path: '/search', Component: lazy(() => import('./routes/search')) }];

export const routeTable: readonly RouteEntry[] = [...shellRoutes, ...newsRoutes, ...blogRoutes, ...editorialRoutes, ...searchRoutes];
