/**
 * Everything the build writes besides Vite's own output, as a map of file
 * name → text: one HTML file per known page, rendered by the app's own
 * components (src/app/render-page.tsx) with that render's head tags and page
 * data; the app-shell fallback; robots.txt and (with a production origin)
 * sitemap.xml. Every HTML file carries the site's Content-Security-Policy.
 * scripts/vite-plugins/prerender.ts writes the files.
 */
import { renderAppShell, renderPage, type RenderedPage } from '@/app/render-page';
import { readBreakingNews } from '@/config/breaking-news';
import { env } from '@/config/env';
import { regionByFeedSetSlug, regionFeedSetSlug } from '@/config/regions';
import { site } from '@/config/site';
import { escapeHtml } from '@/lib/escape';
import { APP_SHELL_FILE, WAVE_1 } from '@/contracts';
import { pageDataScript } from '@/lib/page-data';
import { assertRegions } from './check-regions';
import { buildCsp, inlineScriptBodies, originOf } from './csp';
import { prefetchFeedSnapshot } from './feed-snapshot';
import { collectSitePaths, type SitePath } from './site-paths';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';

/** What the build produced, as scripts/vite-plugins/bundle-stats.ts records it. */
export interface BuildInfo {
  readonly chunks: ReadonlyArray<{
    readonly fileName: string;
    readonly facade: string | null;
    readonly imports: readonly string[];
    readonly dynamicImports: readonly string[];
    readonly isEntry: boolean;
  }>;
}

/** The output file for a route: '/' → index.html, '/faq' → faq.html, '/blog/x' → blog/x.html. */
export function fileForPath(path: string): string {
  if (path === '/') return 'index.html';
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9][a-z0-9/_-]*$/i.test(clean) || clean.includes('..')) throw new Error(`Unsafe route path for prerendering: ${path}`);
  return `${clean}.html`;
}

/** Puts the CSP <meta> right after <meta charset>, before any script; throws when the template has no <meta charset>. */
export function insertCspMeta(html: string, csp: string): string {
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  if (!charset) throw new Error('[prerender] the HTML template has no <meta charset>, so the Content-Security-Policy cannot be placed before the scripts');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}" />`;
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`;
}

function staticClosure(build: BuildInfo, start: readonly string[]): Set<string> {
  const byFile = new Map(build.chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/** Lazy modules of the app shell that every page loads at once. */
export const SHELL_LAZY_MODULES: readonly string[] = ['src/start.tsx', 'src/components/layout/query-provider.tsx'];

/** Route modules whose lazy chunks are part of the first view (a blog post's markdown renderer). */
const WITH_LAZY_CHUNKS = new Set(['blog-post']);

/**
 * The pages most of a page's content links to: home's sections to their categories (one module for
 * the fifteen), the blog's list to its posts. Their code is preloaded after the page's own, while
 * the page loads (a few kilobytes), so a tap before the page has settled finds the next page's code
 * in, whatever the network and the server are doing; src/app/link-prefetch.ts imports it as soon
 * as the app can open pages.
 */
const NEXT_PAGES: Readonly<Record<string, readonly string[]>> = { home: ['category'], blog: ['blog-post'] };

/**
 * The page's route chunk and the chunks it imports (not those the entry already loads), then those
 * of its `NEXT_PAGES`, as `<meta name="route-chunks">`. The entry (src/main.tsx) preloads them
 * right after the first paint: as `<link rel="modulepreload">` in the HTML they would share a slow
 * connection with the stylesheet and hold back the first paint of a page that is already in the HTML.
 */
export function routeChunks(build: BuildInfo, module: string | null): string[] {
  if (!module) return [];
  const routeChunk = (name: string) => {
    const facade = `src/app/routes/${name}.tsx`;
    const route = build.chunks.find((c) => c.facade === facade);
    if (!route) throw new Error(`[prerender] no chunk for ${facade}: is it registered in src/app/route-table.ts?`);
    return route;
  };
  const route = routeChunk(module);
  const initial = staticClosure(
    build,
    build.chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  const shell = build.chunks.filter((c) => SHELL_LAZY_MODULES.includes(c.facade ?? '')).map((c) => c.fileName);
  const start = [route.fileName, ...shell, ...(WITH_LAZY_CHUNKS.has(module) ? route.dynamicImports : [])];
  const own = staticClosure(build, start);
  const next = staticClosure(build, (NEXT_PAGES[module] ?? []).map((name) => routeChunk(name).fileName));
  const files = [...own, ...[...next].filter((file) => !own.has(file))].filter((file) => !initial.has(file));
  return files.length === 0 ? [] : [`<meta name="route-chunks" content="${files.map((file) => `/${file}`).join(' ')}" />`];
}

/** <link rel="preconnect"> for the service a page calls at once: the first feed proxy (home, category and region pages) or the blog service. */
export function preconnects(module: string | null, services: { feeds: string | null; blog: string | null }): string[] {
  const service = module === 'home' || module === 'category' || module === 'region' ? services.feeds : module === 'blog' || module === 'blog-post' ? services.blog : null;
  return service ? [`<link rel="preconnect" href="${service}" crossorigin />`] : [];
}

const HEAD_START = '<!--page-head-->';
const HEAD_END = '<!--/page-head-->';

/**
 * Fills the template with a rendered page: the page's head tags between the
 * page-head markers (src/start.tsx removes them when it renders afresh instead
 * of hydrating), the markup inside <div id="root">, the page data before the
 * scripts, and any extra head tags. String positions, not String.replace with
 * a string replacement, so `$'` or `$&` in page text stay text.
 */
export function fillTemplate(template: string, page: RenderedPage, extraHead: readonly string[]): string {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start === -1 || end < start) throw new Error('[prerender] the HTML template has no <!--page-head--> … <!--/page-head--> markers');
  let html = `${template.slice(0, start + HEAD_START.length)}${page.head}${template.slice(end)}`;
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  if (at === -1) throw new Error('[prerender] the HTML template has no empty <div id="root"></div>');
  html = `${html.slice(0, at)}<div id="root">${page.body}</div>\n    ${pageDataScript(page.pageData)}${html.slice(at + root.length)}`;
  if (extraHead.length > 0) {
    const headEnd = html.indexOf('</head>');
    html = `${html.slice(0, headEnd)}  ${extraHead.join('\n    ')}\n  ${html.slice(headEnd)}`;
  }
  return html;
}

/** An attribute of the first hoisted tag matching `selector` ('meta[property="article:published_time"]'-like, by regex). */
function metaContent(head: string, property: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(head);
  return tag?.[1];
}

const CHANGEFREQ: Record<string, SitemapEntry['changefreq']> = {
  home: 'hourly',
  category: 'hourly',
  region: 'hourly',
  blog: 'hourly',
  'local-events': 'daily',
  'state-news': 'weekly',
  'justice-watch': 'weekly',
  'cannabis-corner': 'weekly',
  faq: 'monthly',
  partners: 'monthly',
  privacy: 'yearly',
  terms: 'yearly',
};

/** Pages a search engine should not list: the 404 page and the search page (also disallowed in robots.txt). */
const NOT_IN_SITEMAP = new Set(['not-found', 'search']);

/**
 * The categories a page shows first: home's first wave, a category or region page's own. The feed snapshot
 * renders their stories into the page; `<meta name="feed-categories">` tells the browser to start
 * the loads of those it could not (all of them without the snapshot) as soon as the page has
 * painted (src/main.tsx). A category already in the page is refreshed after hydration, as every
 * other: on a phone, loading the feed code before hydration costs the reader's first taps more than
 * a fresher list a moment sooner gives.
 */
export function firstFeedCategories(module: string, path: string): readonly string[] {
  if (module === 'home') return WAVE_1;
  // A region's page (`/local-news/{region}`, whatever its module): that region's feed set only.
  const region = regionByFeedSetSlug(path.replace(/^\/+|\/+$/g, ''));
  if (region) return [regionFeedSetSlug(region)];
  if (module === 'category') return [path.replace(/^\/+/, '').split('/')[0] ?? ''];
  return [];
}

/** `<meta name="feed-categories">` for src/main.tsx, which starts those loads right after the first paint. */
export function feedCategoriesMeta(slugs: readonly string[]): string[] {
  return slugs.length > 0 ? [`<meta name="feed-categories" content="${escapeHtml(slugs.join(' '))}" />`] : [];
}

export interface RenderedSite {
  readonly files: Record<string, string>;
  readonly warnings: string[];
  readonly summary: string;
}

export async function renderSite(template: string, build: BuildInfo): Promise<RenderedSite> {
  // The editors' settings a page could not show stop the build here, with a message saying what to fix.
  readBreakingNews(site.breakingNews);
  assertRegions();
  const warnings: string[] = [];
  const origin = env.siteUrl;
  const csp = buildCsp({ ...env, inlineScripts: inlineScriptBodies(template) });
  const base = insertCspMeta(template, csp);
  const services = { feeds: env.sameOriginFeeds ? null : originOf(env.feedProxies[0] ?? null), blog: originOf(env.functionsUrl) };
  const files: Record<string, string> = {};
  const sitemap: SitemapEntry[] = [];
  const sitePaths: SitePath[] = await collectSitePaths(warnings);
  for (const { path, module } of sitePaths) {
    const file = fileForPath(path);
    if (file in files) throw new Error(`[prerender] two pages write ${file}`);
    let page: RenderedPage;
    const first = firstFeedCategories(module, path);
    let inPage: readonly string[] = [];
    try {
      page = await renderPage(path, {
        prepare: async (client) => {
          inPage = await prefetchFeedSnapshot(client, first);
        },
      });
    } catch (error) {
      // A blog post the service lists but cannot render is left to the app-shell fallback; every other page must render.
      if (module !== 'blog-post') throw error;
      warnings.push(`${path} was not prerendered: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      continue;
    }
    files[file] = fillTemplate(base, page, [...preconnects(module, services), ...routeChunks(build, module), ...feedCategoriesMeta(first.filter((slug) => !inPage.includes(slug)))]);
    if (!NOT_IN_SITEMAP.has(module) && !/<meta name="robots" content="noindex/.test(page.head)) {
      const lastmod = (metaContent(page.head, 'article:modified_time') ?? metaContent(page.head, 'article:published_time'))?.slice(0, 10);
      sitemap.push({ path, lastmod, changefreq: CHANGEFREQ[module] });
    }
  }
  files[APP_SHELL_FILE] = fillTemplate(base, await renderAppShell(), []);
  files['robots.txt'] = robotsTxt(origin);
  if (origin) files['sitemap.xml'] = sitemapXml(sitemap, origin);
  const summary = `${Object.keys(files).filter((f) => f.endsWith('.html')).length - 1} pages + ${APP_SHELL_FILE}; ${
    origin ? `sitemap.xml for ${origin}` : 'no VITE_SITE_URL: noindex everywhere, robots.txt disallows all, no sitemap'
  }`;
  return { files, warnings, summary };
}
