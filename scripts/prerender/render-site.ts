/**
 * Everything the build writes besides Vite's own output, as a map of file
 * name → text: one HTML file per static route with its head tags, the SPA
 * fallback page, robots.txt and (with a production origin) sitemap.xml. Every
 * HTML file carries the site's Content-Security-Policy. Pure apart from the
 * blog client's fetch; scripts/vite-plugins/prerender.ts writes the files.
 */
import { buildCsp, inlineScriptBodies, originOf } from './csp';
import { robotsTxt, sitemapXml } from './sitemap';
import { escapeHtml, fileForPath, renderStaticHead, replaceStaticHead, type StaticPage } from './static-head';
import { collectStaticPages } from './static-pages';

/** The SPA fallback the hosting configs serve for paths without a file (deploy/nginx.conf, public/_redirects, vercel.json). */
export const FALLBACK_FILE = 'app-shell.html';

/** Puts the CSP <meta> right after <meta charset>, before any script. */
export function insertCspMeta(html: string, csp: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp.replace(/"/g, '&quot;')}" />`;
  return html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`);
}

/** What the build produced, as scripts/vite-plugins/bundle-stats.ts records it. */
export interface BuildInfo {
  readonly chunks: ReadonlyArray<{
    readonly fileName: string;
    readonly facade: string | null;
    readonly imports: readonly string[];
    readonly dynamicImports: readonly string[];
    readonly isEntry: boolean;
  }>;
  /** Every file name under the output folder's assets/. */
  readonly assets: readonly string[];
}

/**
 * The serif draws the masthead, headings and article text (the usual LCP
 * element): preloaded so it is there at first paint and nothing swaps. The
 * sans (navigation, small print) is left to swap: preloading it too would put
 * another 49 KB in front of the entry script on a slow connection.
 */
export const PRELOADED_FONTS = [/^assets\/source-serif-4-latin-wght-normal-[\w-]+\.woff2$/, /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/];

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
export const SHELL_LAZY_MODULES: readonly string[] = ['src/components/layout/query-provider.tsx'];

/**
 * <link rel="modulepreload"> for the page's route chunk and the chunks it
 * imports, so they download alongside the entry instead of after it.
 */
export function routePreloads(build: BuildInfo, routeModule: string | undefined, { lazyChunks = false } = {}): string[] {
  if (!routeModule) return [];
  const route = build.chunks.find((c) => c.facade === routeModule);
  if (!route) throw new Error(`[prerender] no chunk for ${routeModule}: is it registered in src/app/route-table.ts?`);
  const initial = staticClosure(
    build,
    build.chunks.filter((c) => c.isEntry).map((c) => c.fileName),
  );
  // The layout's query provider is lazy (kept out of the initial script) but every page needs it
  // before it can ask for data: fetch it alongside the route instead of after the entry runs.
  const shell = build.chunks.filter((c) => SHELL_LAZY_MODULES.includes(c.facade ?? '')).map((c) => c.fileName);
  const start = [route.fileName, ...shell, ...(lazyChunks ? route.dynamicImports : [])];
  return [...staticClosure(build, start)].filter((file) => !initial.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
}

export function fontPreloads(build: BuildInfo): string[] {
  return build.assets
    .filter((file) => PRELOADED_FONTS.some((re) => re.test(file)))
    .sort()
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}" />`);
}

/** <link rel="preconnect"> for the services a page calls at once (the first feed proxy, the blog service). */
export function preconnects(page: StaticPage, services: { feeds: string | null; blog: string | null }): string[] {
  const origins = new Set((page.connect ?? []).map((name) => services[name]).filter((o): o is string => o !== null));
  return [...origins].map((origin) => `<link rel="preconnect" href="${origin}" crossorigin />`);
}

/**
 * <link rel="preload" as="image"> for the lead image, so it downloads while the
 * scripts do instead of after the page has rendered. Same referrer policy as
 * the <img> (no-referrer) so the browser reuses the response.
 */
export function leadImagePreload(page: StaticPage): string[] {
  const image = page.leadImage;
  if (!image || !(/^https?:\/\//i.test(image) || image.startsWith('/'))) return [];
  return [`<link rel="preload" as="image" href="${escapeHtml(image)}" referrerpolicy="no-referrer" fetchpriority="high" />`];
}

function beforeHeadEnd(html: string, tags: readonly string[]): string {
  if (tags.length === 0) return html;
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

export interface RenderedSite {
  readonly files: Record<string, string>;
  readonly warnings: string[];
  readonly summary: string;
}

export async function renderSite(template: string, build: BuildInfo): Promise<RenderedSite> {
  const { pages, fallback, warnings, env } = await collectStaticPages();
  const origin = env.siteUrl;
  const csp = buildCsp({ ...env, inlineScripts: inlineScriptBodies(template) });
  const base = beforeHeadEnd(insertCspMeta(template, csp), fontPreloads(build));
  const services = { feeds: originOf(env.feedProxies[0] ?? null), blog: originOf(env.functionsUrl) };
  const files: Record<string, string> = {};
  for (const page of pages) {
    const file = fileForPath(page.path);
    if (file in files) throw new Error(`[prerender] two pages write ${file}`);
    files[file] = beforeHeadEnd(replaceStaticHead(base, renderStaticHead(page, { origin })), [...preconnects(page, services), ...leadImagePreload(page), ...routePreloads(build, page.routeModule, { lazyChunks: page.preloadLazyChunks })]);
  }
  files[FALLBACK_FILE] = replaceStaticHead(base, renderStaticHead(fallback, { origin }));
  files['robots.txt'] = robotsTxt(origin);
  if (origin) files['sitemap.xml'] = sitemapXml(pages, origin);
  const summary = `${pages.length} pages + ${FALLBACK_FILE}; ${
    origin ? `sitemap.xml for ${origin}` : 'no VITE_SITE_URL: noindex everywhere, robots.txt disallows all, no sitemap'
  }`;
  return { files, warnings, summary };
}
