import { mkdirSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import type * as SiteFeed from '../../src/app/site-feed.ts';
import { BLOG_SERVICE_TIMEOUT_MS, SITE_SECURITY_HEADERS } from '../../src/contracts/index.ts';

/**
 * RSS for readers on every way the site runs (ADR 0004):
 * - `npm run build` writes dist/rss.xml from the blog service configured at
 *   build time (or the sample posts); an unreachable service gives the welcome
 *   feed, and the build never fails for it.
 * - `npm run dev` and `npm run preview` answer /rss.xml and /feed with freshly
 *   built XML, before the SPA fallback.
 * The feed code is the app's own (src/app/site-feed.ts → blog client + rss
 * builder), loaded through Vite's module runner so `@/` imports and
 * `import.meta.env` behave as in the app.
 */
const FEED_PATHS = new Set(['/rss.xml', '/feed', '/feed/']);
const CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

type SiteFeedModule = typeof SiteFeed;

function fetchWithTimeout(ms: number): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(ms) });
}

export function rssPlugin(): Plugin {
  let config: ResolvedConfig;
  let loading: Promise<SiteFeedModule> | null = null;

  function loadFeedModule(): Promise<SiteFeedModule> {
    loading ??= runnerImport<SiteFeedModule>('/src/app/site-feed.ts', {
      root: config.root,
      configFile: false,
      logLevel: 'error',
      resolve: { alias: config.resolve.alias },
      define: { 'import.meta.env': JSON.stringify(config.env) },
    })
      .then(({ module }) => module)
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  }

  /** Builds the feed; `requestOrigin` is used when no VITE_SITE_URL is configured. */
  async function feedXml(requestOrigin: string): Promise<{ xml: string; fallback: boolean; items: number }> {
    const feed = await loadFeedModule();
    const origin = feed.env.siteUrl ?? requestOrigin;
    const hostname = new URL(origin).hostname;
    const result = await feed.buildSiteFeed({
      config: feed.blogConfigFromEnv(feed.env, hostname, fetchWithTimeout(BLOG_SERVICE_TIMEOUT_MS)),
      origin,
      log: (message, error) => config.logger.warn(`${message} ${error instanceof Error ? error.message : String(error)}`),
    });
    return { ...result, items: (result.xml.match(/<item>/g) ?? []).length };
  }

  async function middleware(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (!FEED_PATHS.has(path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    try {
      const host = req.headers.host ?? 'localhost';
      const { xml } = await feedXml(`http://${host}`);
      res.writeHead(200, { 'Content-Type': CONTENT_TYPE, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': SITE_SECURITY_HEADERS['X-Content-Type-Options'] });
      res.end(req.method === 'HEAD' ? undefined : xml);
    } catch (error) {
      next(error);
    }
  }

  return {
    name: 'rss-feed',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.command !== 'build' || config.build.ssr) return;
        const target = join(resolve(config.root, config.build.outDir), 'rss.xml');
        try {
          const { xml, fallback, items } = await feedXml('http://localhost:4173');
          mkdirSync(resolve(config.root, config.build.outDir), { recursive: true });
          writeFileSync(target, xml);
          config.logger.info(`[rss] wrote ${target} (${fallback ? 'welcome feed: the blog service could not be read' : `${items} items`})`);
        } catch (error) {
          // The feed must never fail the build.
          config.logger.error(`[rss] could not write ${target}: ${error instanceof Error ? error.message : String(error)}`);
        }
      },
    },
  };
}
