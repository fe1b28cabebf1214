/**
 * Every path the build renders to HTML: the route table's own paths, each
 * Michigan region's page, each sample article, and each blog post the blog
 * client knows at build time.
 * Paths only: what a page says (title, description, JSON-LD, text) comes from
 * rendering it (src/app/render-page.tsx), never from a copy here.
 * Loaded through Vite's module runner (scripts/vite-plugins/prerender.ts), so
 * `@/` imports and `import.meta.env` behave as in the app.
 */
import { routeTable } from '@/app/route-table';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { regions } from '@/config/regions';
import { BLOG_SERVICE_TIMEOUT_MS } from '@/contracts';
import { sampleSections } from '@/content/sample-articles';
import { blogConfigFromEnv, fetchBlogList } from '@/features/blog';

/** Paths servers answer with a file of their own (the blog's RSS feed), not with a page. */
export const SERVER_FILE_PATHS: ReadonlySet<string> = new Set([paths.rss, paths.feed]);

export interface SitePath {
  readonly path: string;
  /** The route module that renders it (file name under src/app/routes/). */
  readonly module: string;
}

/** Blog posts prerendered per build at most (the rest still work through the app-shell fallback). */
export const MAX_BLOG_POSTS = 500;

const SAFE_SLUG = /^[a-z0-9][a-z0-9_-]{0,150}$/i;

function withTimeout(ms: number): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(ms) });
}

/** Slugs of every post on the blog's list pages, at most `max` (a page that answers more still counts against the cap). */
export async function blogSlugs(
  listPage: (page: number) => Promise<{ posts: ReadonlyArray<{ slug: string }>; total: number | null }>,
  max: number,
  warnings: string[],
): Promise<string[]> {
  const slugs: string[] = [];
  try {
    for (let page = 1; slugs.length < max; page += 1) {
      const list = await listPage(page);
      slugs.push(...list.posts.slice(0, max - slugs.length).map((post) => post.slug));
      if (list.posts.length === 0 || slugs.length >= Math.min(list.total ?? 0, max)) break;
    }
  } catch (error) {
    warnings.push(`blog list unavailable, prerendering ${slugs.length} posts: ${error instanceof Error ? error.message : String(error)}`);
  }
  return slugs;
}

export async function collectSitePaths(warnings: string[]): Promise<SitePath[]> {
  const out: SitePath[] = [];
  const taken = new Set<string>();
  const add = (path: string, module: string) => {
    if (taken.has(path)) return;
    taken.add(path);
    out.push({ path, module });
  };
  for (const route of routeTable) {
    if (!route.path.includes(':') && !SERVER_FILE_PATHS.has(route.path)) add(route.path, route.module);
  }
  const regionModule = routeTable.find((r) => r.path === '/local-news/:region')?.module ?? 'region';
  for (const region of regions) add(paths.region(region.slug), regionModule);
  const sampleModule = routeTable.find((r) => r.path.endsWith('/:slug') && r.module === 'sample-article')?.module ?? 'sample-article';
  for (const section of sampleSections) for (const story of section.stories) add(story.path, sampleModule);

  const postModule = routeTable.find((r) => r.path === '/blog/:slug')?.module ?? 'blog-post';
  const hostname = env.siteUrl ? new URL(env.siteUrl).hostname : 'localhost';
  const config = blogConfigFromEnv(env, hostname, withTimeout(BLOG_SERVICE_TIMEOUT_MS));
  const slugs = await blogSlugs((page) => fetchBlogList(config, page), MAX_BLOG_POSTS, warnings);
  for (const slug of slugs) {
    if (SAFE_SLUG.test(slug)) add(paths.blogPost(slug), postModule);
    else warnings.push(`blog post with an unsafe slug was not prerendered: ${JSON.stringify(slug.slice(0, 80))}`);
  }
  return out;
}


