/**
 * The only module that reads `import.meta.env`. Every value is validated here
 * and handed out typed, with the defaults from the configuration contract.
 */
import { IMAGE_ROUTE_PATH } from '@/contracts/paths';
import { isHttpProtocol, parseHttpUrl, parseUrl } from '@/contracts/url';

/**
 * Public CORS proxies that answer with the feed's raw body and need no key, most reliable first
 * (docs/adr/0002-feed-proxies.md). cors.eu.org reads the target from the raw path, so it takes
 * `{rawUrl}`; allorigins needs `disableCache=true` or it may answer an old copy; cors.lol comes last
 * because its rate limit is below what one home page asks for.
 */
export const DEFAULT_FEED_PROXIES: readonly string[] = [
  'https://cors.eu.org/{rawUrl}',
  'https://api.allorigins.win/raw?disableCache=true&url={url}',
  'https://api.cors.lol/?url={url}',
];

/**
 * Where story pictures are resized (docs/adr/0011): `{url}` is the encoded address, `{width}` the
 * width in pixels. Hosts with the site's own routes answer OWN_IMAGE_ROUTE; otherwise wsrv.nl does
 * (`we`: never enlarge; `output=webp`).
 */
export const OWN_IMAGE_ROUTE = `${IMAGE_ROUTE_PATH}?url={url}&w={width}`;
export const DEFAULT_IMAGE_PROXY = 'https://wsrv.nl/?url={url}&w={width}&we&output=webp';

export interface AppEnv {
  /** Proxy templates, each containing `{url}` (encoded feed URL) or `{rawUrl}` (the URL as is), in the order they are tried. */
  readonly feedProxies: readonly string[];
  /** The host serves the site's own feed route: it is asked first, the proxies only as a fallback. */
  readonly sameOriginFeeds: boolean;
  /**
   * Picture resizer template with `{url}` and `{width}` (an http(s) URL or a site path), or null:
   * pictures are shown as the publishers send them. `VITE_IMAGE_PROXY`; `off` → null; unset →
   * the own route when `sameOriginFeeds`, else DEFAULT_IMAGE_PROXY.
   */
  readonly imageProxy: string | null;
  /** Base URL of the blog functions service, without trailing slash; null → bundled sample posts. */
  readonly functionsUrl: string | null;
  readonly functionsAnonKey: string | null;
  /** Explicit blog domain; null → derive from the current hostname. */
  readonly blogDomain: string | null;
  /** Canonical origin configured at build time; null → window.location.origin. */
  readonly siteUrl: string | null;
  readonly adScriptUrl: string | null;
  readonly eventsEmbedUrl: string | null;
  readonly newsletterUrl: string | null;
  readonly isProduction: boolean;
}

type RawEnv = Record<string, string | boolean | undefined>;

function text(raw: RawEnv, key: string): string | null {
  const value = raw[key];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** `true`/`1` → true; unset, empty, `false`/`0` → false; anything else → false with a warning. */
function flag(raw: RawEnv, key: string): boolean {
  const value = raw[key];
  if (value === true) return true;
  const t = text(raw, key)?.toLowerCase() ?? null;
  if (t === null || t === 'false' || t === '0') return false;
  if (t === 'true' || t === '1') return true;
  console.warn(`[config] ${key} should be true or false and was ignored: ${t}`);
  return false;
}

/** An absolute http(s) URL, or null (with a console warning) when the value is not one. */
function httpUrl(raw: RawEnv, key: string, { stripSlash = true } = {}): string | null {
  const value = text(raw, key);
  if (value === null) return null;
  if (parseHttpUrl(value)) return stripSlash ? value.replace(/\/+$/, '') : value;
  console.warn(`[config] ${key} is not an absolute http(s) URL and was ignored: ${value}`);
  return null;
}

function proxies(raw: RawEnv): readonly string[] {
  const value = text(raw, 'VITE_FEED_PROXIES');
  if (value === null) return DEFAULT_FEED_PROXIES;
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      if (!entry.includes('{url}') && !entry.includes('{rawUrl}')) {
        console.warn(`[config] VITE_FEED_PROXIES entry without {url} or {rawUrl} was ignored: ${entry}`);
        return false;
      }
      const probe = parseUrl(entry.split('{url}').join('x').split('{rawUrl}').join('https://feed.test/x'));
      if (!probe) {
        console.warn(`[config] VITE_FEED_PROXIES entry is not a URL template and was ignored: ${entry}`);
        return false;
      }
      if (isHttpProtocol(probe)) return true;
      console.warn(`[config] VITE_FEED_PROXIES entry is not an http(s) URL template and was ignored: ${entry}`);
      return false;
    });
  return list.length > 0 ? list : DEFAULT_FEED_PROXIES;
}

function imageProxy(raw: RawEnv, sameOriginFeeds: boolean): string | null {
  const fallback = sameOriginFeeds ? OWN_IMAGE_ROUTE : DEFAULT_IMAGE_PROXY;
  const value = text(raw, 'VITE_IMAGE_PROXY');
  if (value === null) return fallback;
  if (['off', 'none', 'false', '0'].includes(value.toLowerCase())) return null;
  if (!value.includes('{url}') || !value.includes('{width}')) {
    console.warn(`[config] VITE_IMAGE_PROXY must contain {url} and {width} and was ignored: ${value}`);
    return fallback;
  }
  const probe = value.split('{url}').join('x').split('{width}').join('1');
  if (value.startsWith('/') ? !value.startsWith('//') : parseHttpUrl(probe) !== null) return value;
  console.warn(`[config] VITE_IMAGE_PROXY is not an http(s) URL or a site path and was ignored: ${value}`);
  return fallback;
}

/** Pure parser, exported for tests and build scripts (which pass `process.env`). */
export function parseEnv(raw: RawEnv): AppEnv {
  const domain = text(raw, 'VITE_BLOG_DOMAIN');
  const sameOriginFeeds = flag(raw, 'VITE_SAME_ORIGIN_FEEDS');
  return {
    feedProxies: proxies(raw),
    sameOriginFeeds,
    imageProxy: imageProxy(raw, sameOriginFeeds),
    functionsUrl: httpUrl(raw, 'VITE_FUNCTIONS_URL'),
    functionsAnonKey: text(raw, 'VITE_FUNCTIONS_ANON_KEY'),
    blogDomain: domain === null ? null : domain.replace(/^www\./i, '').toLowerCase(),
    siteUrl: httpUrl(raw, 'VITE_SITE_URL'),
    adScriptUrl: httpUrl(raw, 'VITE_AD_SCRIPT_URL', { stripSlash: false }),
    eventsEmbedUrl: httpUrl(raw, 'VITE_EVENTS_EMBED_URL', { stripSlash: false }),
    newsletterUrl: httpUrl(raw, 'VITE_NEWSLETTER_URL', { stripSlash: false }),
    isProduction: raw.PROD === true,
  };
}

// Scripts run by plain Node have no `import.meta.env` and call parseEnv with `process.env`.
export const env: AppEnv = parseEnv((import.meta.env ?? {}) as unknown as RawEnv);

/**
 * The site's canonical origin: the configured one, else the page's own. Build code and the first
 * client render use `buildTimeOrigin()` instead, so the HTML and hydration agree.
 */
export function siteOrigin(): string {
  if (env.siteUrl) return env.siteUrl;
  if (typeof window !== 'undefined') return window.location.origin;
  return '';
}

/** The origin known at build time: VITE_SITE_URL, or '' (URLs stay site-relative). */
export function buildTimeOrigin(): string {
  return env.siteUrl ?? '';
}

/** Absolute URL for a site path on `origin`; a site-relative URL when the origin is '' (unknown). */
export function absoluteUrl(path: string, origin: string = siteOrigin()): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (!origin) {
    const url = new URL(path, 'https://origin.invalid/');
    return `${url.pathname}${url.search}${url.hash}`;
  }
  return new URL(path, `${origin}/`).toString();
}
