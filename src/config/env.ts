/**
 * The only module that reads `import.meta.env`. Every value is validated here
 * and handed out typed, with the defaults from the configuration contract.
 */

/**
 * Public CORS proxies that answer with the feed's raw body and need no key,
 * tried in this order (hedged; see docs/adr/0002-feed-proxies.md for why these four).
 */
export const DEFAULT_FEED_PROXIES: readonly string[] = [
  'https://api.allorigins.win/raw?url={url}',
  'https://api.codetabs.com/v1/proxy?quest={url}',
  'https://api.cors.lol/?url={url}',
  'https://cors.eu.org/{url}',
];

export interface AppEnv {
  /** Proxy templates, each containing `{url}`, in the order they are tried. */
  readonly feedProxies: readonly string[];
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

/** An absolute http(s) URL, or null (with a console warning) when the value is not one. */
function httpUrl(raw: RawEnv, key: string, { stripSlash = true } = {}): string | null {
  const value = text(raw, key);
  if (value === null) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    return stripSlash ? value.replace(/\/+$/, '') : value;
  } catch {
    console.warn(`[config] ${key} is not an absolute http(s) URL and was ignored: ${value}`);
    return null;
  }
}

function proxies(raw: RawEnv): readonly string[] {
  const value = text(raw, 'VITE_FEED_PROXIES');
  if (value === null) return DEFAULT_FEED_PROXIES;
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => {
      if (!entry.includes('{url}')) {
        console.warn(`[config] VITE_FEED_PROXIES entry without {url} was ignored: ${entry}`);
        return false;
      }
      try {
        const probe = new URL(entry.replace('{url}', 'x'));
        return probe.protocol === 'http:' || probe.protocol === 'https:';
      } catch {
        console.warn(`[config] VITE_FEED_PROXIES entry is not a URL template and was ignored: ${entry}`);
        return false;
      }
    });
  return list.length > 0 ? list : DEFAULT_FEED_PROXIES;
}

/** Pure parser, exported for tests and build scripts (which pass `process.env`). */
export function parseEnv(raw: RawEnv): AppEnv {
  const domain = text(raw, 'VITE_BLOG_DOMAIN');
  return {
    feedProxies: proxies(raw),
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

export const env: AppEnv = parseEnv(import.meta.env as unknown as RawEnv);

/** The site's canonical origin: the configured one, else the page's own. */
export function siteOrigin(): string {
  if (env.siteUrl) return env.siteUrl;
  if (typeof window !== 'undefined') return window.location.origin;
  return 'http://localhost';
}

/** Absolute URL for a site path. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin()}/`).toString();
}
