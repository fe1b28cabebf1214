/**
 * The Content-Security-Policy of the built site, derived from the build's
 * configuration so it allows exactly what the site loads: its own files, the
 * feed route on its own origin (only when the host serves it), the feed proxies
 * and the blog functions service (fetch), the newsletter endpoint,
 * YouTube and the events wall (frames), the ad script when one is configured,
 * and images from any news source (feeds link images on arbitrary hosts).
 * It is written into every HTML file as <meta http-equiv>, so it holds on any
 * host; the hosting configs add the directives a meta policy cannot carry
 * (frame-ancestors). See docs/adr/0005-production-hosting-and-budgets.md.
 */
import { createHash } from 'node:crypto';
import { parseHttpUrl } from '../../src/contracts/index.ts';

export interface CspInput {
  readonly feedProxies: readonly string[];
  /** The app fetches /feeds/{id}.xml from its own origin (VITE_SAME_ORIGIN_FEEDS); 'self' is in connect-src either way. */
  readonly sameOriginFeeds?: boolean;
  readonly functionsUrl: string | null;
  readonly adScriptUrl: string | null;
  readonly eventsEmbedUrl: string | null;
  readonly newsletterUrl: string | null;
  /** Bodies of inline <script> elements in the HTML (hashed into script-src). */
  readonly inlineScripts: readonly string[];
}

/** YouTube players (home video, blog posts' Shorts). */
export const YOUTUBE_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com'] as const;

/** Other embeds the pages frame: Google's document viewer previews the partner documents on /partners. */
export const EMBED_ORIGINS = ['https://docs.google.com'] as const;

/** The origin of an http(s) URL or proxy template, or null. */
export function originOf(url: string | null): string | null {
  if (!url) return null;
  return parseHttpUrl(url.split('{url}').join('x').split('{rawUrl}').join('x'))?.origin ?? null;
}

function unique(values: ReadonlyArray<string | null>): string[] {
  return [...new Set(values.filter((v): v is string => v !== null))];
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export function buildCsp(input: CspInput): string {
  const ad = originOf(input.adScriptUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // An ad script loads further scripts from origins its network picks at run
    // time; pinning them would break the ads, so a configured ad network widens
    // script-src to https: (and only then).
    'script-src': unique(["'self'", ...input.inlineScripts.map(scriptHash), ad, ad ? 'https:' : null]),
    // React style attributes and sonner's injected stylesheet.
    'style-src': ["'self'", "'unsafe-inline'"],
    // News images come from whatever hosts the feeds name.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    // The site's own origin (the feed route when the host serves it, the site's own
    // files such as robots.txt and rss.xml, which tools read from inside the page),
    // then only what the configuration adds: the proxies, the blog service, the newsletter.
    'connect-src': unique([
      "'self'",
      ...input.feedProxies.map(originOf),
      originOf(input.functionsUrl),
      originOf(input.newsletterUrl),
      // Ad networks report back to origins of their own choosing.
      ad ? 'https:' : null,
    ]),
    'frame-src': unique([...YOUTUBE_ORIGINS, ...EMBED_ORIGINS, originOf(input.eventsEmbedUrl), ad ? 'https:' : null]),
    'media-src': ["'self'", 'https:'],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", originOf(input.newsletterUrl)]),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.length > 0 ? values.join(' ') : "'none'"}`)
    .join('; ');
}

/** The bodies of inline classic scripts in an HTML document (not JSON-LD, not external). */
export function inlineScriptBodies(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\bsrc=/.test(attributes)) continue;
    const type = /\btype="([^"]+)"/.exec(attributes)?.[1];
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    bodies.push(match[2] ?? '');
  }
  return bodies;
}
