import { env as appEnv, type AppEnv } from '@/config/env';

/** Everything the blog client needs, passed explicitly so the same fetchers run in the browser and in the build. */
export interface BlogClientConfig {
  /** Base URL of the functions service without trailing slash; null → bundled sample posts. */
  readonly baseUrl: string | null;
  /** Public anonymous bearer; null → no Authorization header. */
  readonly anonKey: string | null;
  /** The `domain` sent to get_metainfo. */
  readonly domain: string;
  readonly fetch: typeof fetch;
}

/** `VITE_BLOG_DOMAIN` when configured, else the hostname without a leading `www.`. */
export function blogDomain(configured: string | null, hostname: string): string {
  const source = configured ?? hostname;
  return source.trim().toLowerCase().replace(/^www\./, '');
}

function currentHostname(): string {
  return typeof window !== 'undefined' && window.location.hostname ? window.location.hostname : 'localhost';
}

/** Calls the global fetch at call time (so tests and polyfills that replace it are honoured). */
const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** The client configuration of this build (browser default). */
export function blogConfigFromEnv(source: AppEnv = appEnv, hostname: string = currentHostname(), fetchImpl: typeof fetch = globalFetch): BlogClientConfig {
  return {
    baseUrl: source.functionsUrl,
    anonKey: source.functionsAnonKey,
    domain: blogDomain(source.blogDomain, hostname),
    fetch: fetchImpl,
  };
}

export function blogRequestHeaders(config: Pick<BlogClientConfig, 'anonKey'>): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    ...(config.anonKey ? { Authorization: `Bearer ${config.anonKey}` } : {}),
  };
}
