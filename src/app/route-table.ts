import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { categories } from '@/config/categories';
import { lazyWithPreload, type LazyWithPreload } from '@/lib/lazy-with-preload';

type PageModule = () => Promise<{ default: ComponentType }>;

export interface RouteEntry {
  readonly path: string;
  /** The route module's file name under src/app/routes/ (the build modulepreloads its chunk). */
  readonly module: string;
  readonly page: LazyWithPreload<object>;
  /**
   * Puts the data the page needs for its first render into `client`: the build awaits it before
   * rendering, the browser starts it alongside the page's code. It must never throw.
   */
  readonly prefetch?: (params: Readonly<Record<string, string | undefined>>, client: QueryClient, search: URLSearchParams) => Promise<void>;
  /**
   * Browser only: puts the data the page shows first into `client` ahead of a tap, for data the
   * build cannot give (a category's live stories). Without it, `prefetch` is used. Never throws.
   */
  readonly warm?: (params: Readonly<Record<string, string | undefined>>, client: QueryClient) => Promise<void>;
}

function route(path: string, module: string, load: PageModule, prefetch?: RouteEntry['prefetch']): RouteEntry {
  return { path, module, page: lazyWithPreload(load), prefetch };
}

/** The same page for several paths (categories, sample articles, the feed views): one lazy module. */
function shared(module: string, load: PageModule) {
  const page = lazyWithPreload(load);
  return (path: string, warm?: RouteEntry['warm']): RouteEntry => ({ path, module, page, warm });
}

/**
 * Every page of the site, each loaded on demand, rendered by both the browser and the build.
 * React Router ranks static segments above dynamic ones (/blog/:slug).
 */

/* Shell */
const shellRoutes: RouteEntry[] = [
  route('/privacy', 'privacy', () => import('./routes/privacy')),
  route('/terms', 'terms', () => import('./routes/terms')),
  route('/404', 'not-found', () => import('./routes/not-found')),
];

/* Live news: home, the 15 categories and the regions of Local News */
const categoryRoute = shared('category', () => import('./routes/category'));
/** A category's stories come from its feeds in the browser, into the query cache the page reads. */
const warmCategory =
  (slug: string): RouteEntry['warm'] =>
  async (_params, client) => {
    const { categoryArticlesQuery } = await import('@/features/feeds/ui');
    await client.prefetchQuery(categoryArticlesQuery(slug));
  };
/** The Michigan regions under Local News, one page each (every region's is built: scripts/prerender/site-paths.ts); only the reader's own is warmed. */
const warmRegion: RouteEntry['warm'] = ({ region }, client) => import('./region-warm').then((m) => m.warmChosenRegion(region, client));
const newsRoutes: RouteEntry[] = [
  route('/', 'home', () => import('./routes/home')),
  ...categories.map((c) => categoryRoute(`/${c.slug}`, warmCategory(c.slug))),
  { ...route('/local-news/:region', 'region', () => import('./routes/region')), warm: warmRegion },
];

/* Blog and RSS */
const rssFeedRoute = shared('rss-feed', () => import('./routes/rss-feed'));
const blogRoutes: RouteEntry[] = [
  route('/blog', 'blog', () => import('./routes/blog'), async (_params, client, search) => {
    const [{ blogListQueryOptions }, { parsePageParam }] = await Promise.all([import('@/features/blog/get-blog-list'), import('@/features/blog/blog-paging')]);
    await client.prefetchQuery(blogListQueryOptions(parsePageParam(search.get('page'))));
  }),
  route('/blog/michigan-court-gag-order-child-abuse', 'blog-court-gag-order', () => import('./routes/blog-court-gag-order')),
  route('/blog/michigan-court-case-update', 'blog-court-case-update', () => import('./routes/blog-court-case-update')),
  // The post's request starts with the page's code: its title and image are the first paint.
  route('/blog/:slug', 'blog-post', () => import('./routes/blog-post'), async ({ slug }, client) => {
    if (!slug) return;
    const [{ blogPostQueryOptions }, { preloadPostBody }] = await Promise.all([import('@/features/blog/get-blog-post'), import('@/features/blog/blog-post-page')]);
    await Promise.all([client.prefetchQuery(blogPostQueryOptions(slug)), preloadPostBody(slug)]);
  }),
  // In-app views of the feed (servers answer these paths with XML; see scripts/vite-plugins/rss.ts).
  rssFeedRoute('/rss.xml'),
  rssFeedRoute('/feed'),
];

/* Editorial pages. Sample articles live under their section: /{section}/{slug}. */
const sampleArticleRoute = shared('sample-article', () => import('./routes/sample-article'));
const editorialRoutes: RouteEntry[] = [
  route('/faq', 'faq', () => import('./routes/faq')),
  route('/partners', 'partners', () => import('./routes/partners')),
  route('/local-events', 'local-events', () => import('./routes/local-events')),
  route('/state-news', 'state-news', () => import('./routes/state-news')),
  sampleArticleRoute('/state-news/:slug'),
  route('/justice-watch', 'justice-watch', () => import('./routes/justice-watch')),
  sampleArticleRoute('/justice-watch/:slug'),
  route('/cannabis-corner', 'cannabis-corner', () => import('./routes/cannabis-corner')),
  sampleArticleRoute('/cannabis-corner/:slug'),
  route('/article-example', 'article-example', () => import('./routes/article-example')),
  route('/dunamis-charge-fox2', 'featured-story', () => import('./routes/featured-story')),
];

/* Search */
const searchRoutes: RouteEntry[] = [route('/search', 'search', () => import('./routes/search'))];

export const routeTable: readonly RouteEntry[] = [...shellRoutes, ...newsRoutes, ...blogRoutes, ...editorialRoutes, ...searchRoutes];
