import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { categories } from '@/config/categories';

export interface RouteEntry {
  readonly path: string;
  readonly Component: LazyExoticComponent<ComponentType>;
  /**
   * Starts the page's data request when the site is opened on this route,
   * before the first render (see src/app/preload-route.ts). Optional; it must
   * never throw, and the page still loads its data itself.
   */
  readonly prefetch?: (params: Readonly<Record<string, string | undefined>>) => Promise<void>;
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
const CategoryPage = lazy(() => import('./routes/category'));
const newsRoutes: RouteEntry[] = [
  { path: '/', Component: lazy(() => import('./routes/home')) },
  ...categories.map((c) => ({ path: `/${c.slug}`, Component: CategoryPage })),
];

/* Blog and RSS (issues 4 and 5) */
const rssFeedView = lazy(() => import('./routes/rss-feed'));
const blogRoutes: RouteEntry[] = [
  { path: '/blog', Component: lazy(() => import('./routes/blog')) },
  { path: '/blog/michigan-court-gag-order-child-abuse', Component: lazy(() => import('./routes/blog-court-gag-order')) },
  { path: '/blog/michigan-court-case-update', Component: lazy(() => import('./routes/blog-court-case-update')) },
  {
    path: '/blog/:slug',
    Component: lazy(() => import('./routes/blog-post')),
    // The post's request starts with the page's code: its title and image are the first paint.
    prefetch: async ({ slug }) => {
      if (!slug) return;
      const [{ appQueryClient }, { blogPostQueryOptions }] = await Promise.all([
        import('@/components/layout/query-provider'),
        import('@/features/blog/get-blog-post'),
      ]);
      await appQueryClient().prefetchQuery(blogPostQueryOptions(slug));
    },
  },
  // In-app views of the feed (servers answer these paths with XML; see scripts/vite-plugins/rss.ts).
  { path: '/rss.xml', Component: rssFeedView },
  { path: '/feed', Component: rssFeedView },
];

/* Editorial pages (issue 6). Sample articles live under their section: /{section}/{slug}. */
const sampleArticle = lazy(() => import('./routes/sample-article'));
const editorialRoutes: RouteEntry[] = [
  { path: '/faq', Component: lazy(() => import('./routes/faq')) },
  { path: '/partners', Component: lazy(() => import('./routes/partners')) },
  { path: '/local-events', Component: lazy(() => import('./routes/local-events')) },
  { path: '/state-news', Component: lazy(() => import('./routes/state-news')) },
  { path: '/state-news/:slug', Component: sampleArticle },
  { path: '/justice-watch', Component: lazy(() => import('./routes/justice-watch')) },
  { path: '/justice-watch/:slug', Component: sampleArticle },
  { path: '/cannabis-corner', Component: lazy(() => import('./routes/cannabis-corner')) },
  { path: '/cannabis-corner/:slug', Component: sampleArticle },
  { path: '/article-example', Component: lazy(() => import('./routes/article-example')) },
  { path: '/dunamis-charge-fox2', Component: lazy(() => import('./routes/featured-story')) },
];

/* Search (issue 8) */
const searchRoutes: RouteEntry[] = [{ path: '/search', Component: lazy(() => import('./routes/search')) }];

export const routeTable: readonly RouteEntry[] = [...shellRoutes, ...newsRoutes, ...blogRoutes, ...editorialRoutes, ...searchRoutes];
