/**
 * Pure renderer of the head tags a prerendered page carries for scrapers that
 * do not run JavaScript. It mirrors what the `Seo` component writes at run
 * time (title pattern, description, robots, canonical, Open Graph, Twitter,
 * JSON-LD with the Organization and WebSite blocks first). Every tag is marked
 * `data-static-head`, so src/main.tsx removes them when the app boots and `Seo`
 * takes over.
 */
import { organizationJsonLd, serializeJsonLd, websiteJsonLd, type JsonLd } from '@/components/seo/json-ld';
import { pageTitle, site } from '@/config/site';

export interface StaticPage {
  /** Site path, e.g. '/', '/faq', '/blog/some-slug'. */
  readonly path: string;
  /** Page title without the site name. */
  readonly title: string;
  readonly description: string;
  readonly keywords?: readonly string[];
  /** Site-relative or absolute image for the social card; the default card otherwise. */
  readonly image?: string | null;
  readonly type?: 'website' | 'article';
  readonly noindex?: boolean;
  /** false: no canonical or og:url (the SPA fallback page, served for many paths). */
  readonly canonical?: false;
  /** Extra JSON-LD blocks for the page, built with an absolute origin. */
  readonly jsonLd?: readonly JsonLd[];
  readonly article?: { readonly publishedTime?: string; readonly modifiedTime?: string; readonly section?: string };
  /** For the sitemap: last modification (ISO date) and whether the page changes often. */
  readonly lastmod?: string;
  readonly changefreq?: 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly';
  /** The lazy route module that renders the page (e.g. 'src/app/routes/faq.tsx'): its chunks are modulepreloaded. */
  readonly routeModule?: string;
  /** The page's lead image, drawn at the top (usually the LCP element): preloaded with high priority. */
  readonly leadImage?: string | null;
  /** Also modulepreload the chunks the route module imports lazily (e.g. the markdown renderer of a blog post). */
  readonly preloadLazyChunks?: boolean;
  /** Services the page calls as soon as it starts: their origins get <link rel="preconnect">. */
  readonly connect?: ReadonlyArray<'feeds' | 'blog'>;
  /** Listed in sitemap.xml (default true unless noindex). */
  readonly inSitemap?: boolean;
}

export interface HeadOptions {
  /** The production origin (VITE_SITE_URL) or null when the build is not for production. */
  readonly origin: string | null;
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Absolute URL when the origin is known, else the site-relative path. */
export function urlFor(path: string, origin: string | null): string {
  if (/^https?:\/\//i.test(path)) return path;
  return origin ? new URL(path, `${origin}/`).toString() : path;
}

export function renderStaticHead(page: StaticPage, { origin }: HeadOptions): string {
  const indexable = origin !== null && !page.noindex;
  const fullTitle = pageTitle(page.title);
  const canonical = origin && page.canonical !== false ? urlFor(page.path, origin) : null;
  const image = urlFor(page.image ?? site.defaultImagePath, origin);
  const ldOrigin = origin ?? '';
  const blocks: JsonLd[] = [organizationJsonLd(ldOrigin), websiteJsonLd(ldOrigin), ...(page.jsonLd ?? [])];
  const tag = (name: string, attributes: Record<string, string>, body?: string) => {
    const attrs = Object.entries(attributes)
      .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
      .join('');
    return body === undefined ? `<${name} data-static-head${attrs} />` : `<${name} data-static-head${attrs}>${body}</${name}>`;
  };
  const lines = [
    tag('title', {}, escapeHtml(fullTitle)),
    tag('meta', { name: 'description', content: page.description }),
    page.keywords && page.keywords.length > 0 ? tag('meta', { name: 'keywords', content: page.keywords.join(', ') }) : null,
    tag('meta', { name: 'robots', content: indexable ? 'index, follow' : 'noindex, nofollow' }),
    canonical && !page.noindex ? tag('link', { rel: 'canonical', href: canonical }) : null,
    tag('link', { rel: 'alternate', type: 'application/rss+xml', title: `${site.name} RSS feed`, href: urlFor('/rss.xml', origin) }),
    tag('meta', { property: 'og:site_name', content: site.name }),
    tag('meta', { property: 'og:locale', content: 'en_US' }),
    tag('meta', { property: 'og:type', content: page.type ?? 'website' }),
    tag('meta', { property: 'og:title', content: fullTitle }),
    tag('meta', { property: 'og:description', content: page.description }),
    canonical && !page.noindex ? tag('meta', { property: 'og:url', content: canonical }) : null,
    tag('meta', { property: 'og:image', content: image }),
    page.article?.publishedTime ? tag('meta', { property: 'article:published_time', content: page.article.publishedTime }) : null,
    page.article?.modifiedTime ? tag('meta', { property: 'article:modified_time', content: page.article.modifiedTime }) : null,
    page.article?.section ? tag('meta', { property: 'article:section', content: page.article.section }) : null,
    tag('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    tag('meta', { name: 'twitter:title', content: fullTitle }),
    tag('meta', { name: 'twitter:description', content: page.description }),
    tag('meta', { name: 'twitter:image', content: image }),
    ...blocks.map((block) => tag('script', { type: 'application/ld+json' }, serializeJsonLd(block))),
  ];
  return lines.filter((line): line is string => line !== null).join('\n    ');
}

const STATIC_HEAD_TAG = /[ \t]*<(title|meta|link|script)\b[^>]*\bdata-static-head\b[^>]*?(?:\/>|>(?:[\s\S]*?<\/\1>)?)[ \t]*\r?\n?/g;

/** Replaces the `data-static-head` tags of an HTML document with new ones, where the first of them stood. */
export function replaceStaticHead(html: string, head: string): string {
  let inserted = false;
  const out = html.replace(STATIC_HEAD_TAG, (match, name: string) => {
    // <meta>/<link> never have a closing tag; only title and script bodies are consumed.
    if (!inserted) {
      inserted = true;
      const indent = /^[ \t]*/.exec(match)?.[0] ?? '';
      return `${indent}${head}\n`;
    }
    void name;
    return '';
  });
  if (inserted) return out;
  return html.replace('</head>', `    ${head}\n  </head>`);
}

/** The output file for a route: '/' → index.html, '/faq' → faq.html, '/blog/x' → blog/x.html. */
export function fileForPath(path: string): string {
  if (path === '/') return 'index.html';
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9][a-z0-9/_-]*$/i.test(clean) || clean.includes('..')) throw new Error(`Unsafe route path for prerendering: ${path}`);
  return `${clean}.html`;
}
