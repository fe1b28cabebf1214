/** Pure builders for sitemap.xml and robots.txt. */
import { escapeXml } from '@/lib/escape';

export interface SitemapEntry {
  readonly path: string;
  /** Last modification, ISO date (YYYY-MM-DD). */
  readonly lastmod?: string;
  readonly changefreq?: 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly';
}

export function sitemapXml(pages: readonly SitemapEntry[], origin: string): string {
  const urls = pages
    .map((page) => {
      const loc = new URL(page.path, `${origin}/`).toString();
      const parts = [`    <loc>${escapeXml(loc)}</loc>`];
      if (page.lastmod) parts.push(`    <lastmod>${escapeXml(page.lastmod)}</lastmod>`);
      if (page.changefreq) parts.push(`    <changefreq>${page.changefreq}</changefreq>`);
      return `  <url>\n${parts.join('\n')}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: with a production origin it allows everything and points to the
 * sitemap; without one (a preview or test build) it asks crawlers to stay out.
 */
export function robotsTxt(origin: string | null): string {
  if (!origin) {
    return '# Built without VITE_SITE_URL: not the production site, keep it out of search engines.\nUser-agent: *\nDisallow: /\n';
  }
  return `User-agent: *\nAllow: /\nDisallow: /404\nDisallow: /search\n\nSitemap: ${origin}/sitemap.xml\n`;
}
