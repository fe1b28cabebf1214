/**
 * Everything the build writes besides Vite's own output, as a map of file
 * name → text: one HTML file per static route with its head tags, the SPA
 * fallback page, robots.txt and (with a production origin) sitemap.xml. Every
 * HTML file carries the site's Content-Security-Policy. Pure apart from the
 * blog client's fetch; scripts/vite-plugins/prerender.ts writes the files.
 */
import { buildCsp, inlineScriptBodies } from './csp';
import { robotsTxt, sitemapXml } from './sitemap';
import { fileForPath, renderStaticHead, replaceStaticHead } from './static-head';
import { collectStaticPages } from './static-pages';

/** The SPA fallback the hosting configs serve for paths without a file (deploy/nginx.conf, public/_redirects, vercel.json). */
export const FALLBACK_FILE = 'app-shell.html';

/** Puts the CSP <meta> right after <meta charset>, before any script. */
export function insertCspMeta(html: string, csp: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${csp.replace(/"/g, '&quot;')}" />`;
  return html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`);
}

export interface RenderedSite {
  readonly files: Record<string, string>;
  readonly warnings: string[];
  readonly summary: string;
}

export async function renderSite(template: string): Promise<RenderedSite> {
  const { pages, fallback, warnings, env } = await collectStaticPages();
  const origin = env.siteUrl;
  const csp = buildCsp({ ...env, inlineScripts: inlineScriptBodies(template) });
  const base = insertCspMeta(template, csp);
  const files: Record<string, string> = {};
  for (const page of pages) {
    const file = fileForPath(page.path);
    if (file in files) throw new Error(`[prerender] two pages write ${file}`);
    files[file] = replaceStaticHead(base, renderStaticHead(page, { origin }));
  }
  files[FALLBACK_FILE] = replaceStaticHead(base, renderStaticHead(fallback, { origin }));
  files['robots.txt'] = robotsTxt(origin);
  if (origin) files['sitemap.xml'] = sitemapXml(pages, origin);
  const summary = `${pages.length} pages + ${FALLBACK_FILE}; ${
    origin ? `sitemap.xml for ${origin}` : 'no VITE_SITE_URL: noindex everywhere, robots.txt disallows all, no sitemap'
  }`;
  return { files, warnings, summary };
}
