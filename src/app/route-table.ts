import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface RouteEntry {
  readonly path: string;
  readonly Component: LazyExoticComponent<ComponentType>;
}

/**
 * Every page of the site, each loaded lazily. Features add their routes here.
 * Order matters only for readability: React Router ranks static segments
 * (e.g. /blog/michigan-court-case-update) above dynamic ones (/blog/:slug).
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/privacy', Component: lazy(() => import('./routes/privacy')) },
  { path: '/terms', Component: lazy(() => import('./routes/terms')) },
  { path: '/404', Component: lazy(() => import('./routes/not-found')) },
];
