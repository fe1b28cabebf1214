/**
 * Cloudflare Workers with static assets (wrangler.jsonc): the prerendered site in dist/ is served
 * by Cloudflare's asset server (`/faq` → faq.html, `/blog/<slug>` → blog/<slug>.html, `/` →
 * index.html, with the headers of dist/_headers). This Worker answers what no file does:
 *
 * - `/feeds/*`: the site's own feed route, the handler Netlify runs too
 *   (edge/feed-handler.ts), with its copies in Cloudflare's Cache API;
 * - `/images/?url=…&w=…`: the image route (edge/image-handler.ts), resized by Cloudflare Images
 *   where the zone has it (`IMAGE_RESIZING = "on"`), else the original passed through;
 * - `/feed`: the RSS file, as `/rss.xml`;
 * - `/404`: the prerendered "Page Not Found" page with a real 404 status;
 * - `/assets/*` that no file matches: a 404 (a hashed file is never the app shell);
 * - any other path: the app shell (dist/app-shell.html) with a 200; the app shows the page it
 *   knows (a blog post built after the deploy, /search) or sends the reader to /404.
 *
 * On its Cron Trigger (wrangler.jsonc `triggers.crons`, hourly) the `scheduled` handler asks Workers
 * Builds to build and deploy the site again through the deploy hook in the REBUILD_HOOK_URL secret
 * (edge/rebuild-hook.ts: only a Cloudflare deploy hook, one POST, a time limit), so the stories the
 * build writes into the HTML stay fresh. No request reaches it.
 *
 * dist/_redirects is Netlify's and is not uploaded (dist/.assetsignore): Cloudflare applies
 * `_redirects` before files, so its catch-all would shadow every page. See
 * docs/adr/0012-cloudflare-workers-static-assets.md.
 */
import { handleFeedRequest, type EdgeCache } from '../edge/feed-handler';
import { handleImageRequest } from '../edge/image-handler';
import { PUBLISHER_UPSTREAM } from '../edge/publisher-upstream';
import { triggerRebuild, type RebuildOutcome } from '../edge/rebuild-hook';
import { APP_SHELL_ASSET_PATH, FEED_ROUTE_PREFIX, feedIdFromPath, IMAGE_ROUTE_PATH } from '../src/contracts';

/** The asset server, bound as ASSETS in wrangler.jsonc. */
interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

export interface WorkerEnv {
  readonly ASSETS: AssetFetcher;
  /** "on" when the zone has Cloudflare Images transformations (wrangler.jsonc `vars`). */
  readonly IMAGE_RESIZING?: string;
  /** Cloudflare's rate limiting binding (wrangler.jsonc `ratelimits`): image cache misses per client. */
  readonly IMAGE_MISSES?: RateLimiter;
  /** A secret (`wrangler secret put REBUILD_HOOK_URL`): the Workers Builds deploy hook the hourly cron POSTs. */
  readonly REBUILD_HOOK_URL?: string;
}

/** The Workers rate limiting binding's API. */
interface RateLimiter {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

interface WorkerContext {
  waitUntil(promise: Promise<unknown>): void;
}

/** The asset at `path` on this origin (the reader's method kept: HEAD stays HEAD). */
function asset(env: WorkerEnv, request: Request, path: string): Promise<Response> {
  return env.ASSETS.fetch(new Request(new URL(path, request.url), { method: request.method === 'HEAD' ? 'HEAD' : 'GET' }));
}

/** The same answer with another status and extra headers (asset answers are immutable). */
function withStatus(response: Response, status: number, headers: Record<string, string> = {}): Response {
  const copy = new Response(response.body, { status, headers: response.headers });
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

export async function handleRequest(request: Request, env: WorkerEnv, context: WorkerContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(FEED_ROUTE_PREFIX) || `${pathname}/` === FEED_ROUTE_PREFIX) {
    return handleFeedRequest(request, feedIdFromPath(pathname), {
      fetch: (input, init) => fetch(input, init),
      cache: (globalThis.caches as unknown as { default: EdgeCache }).default,
      waitUntil: (promise) => context.waitUntil(promise),
      upstream: PUBLISHER_UPSTREAM,
    });
  }
  if (pathname === IMAGE_ROUTE_PATH) {
    return handleImageRequest(request, {
      fetch: (input, init) => fetch(input, init as RequestInit),
      cache: (globalThis.caches as unknown as { default: EdgeCache }).default,
      waitUntil: (promise) => context.waitUntil(promise),
      resize: env.IMAGE_RESIZING === 'on',
      upstream: PUBLISHER_UPSTREAM,
      ...(env.IMAGE_MISSES ? { allowMiss: async (client: string) => (await env.IMAGE_MISSES!.limit({ key: client })).success } : {}),
    });
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  if (pathname === '/feed') {
    const feed = await asset(env, request, '/rss.xml');
    return feed.ok ? withStatus(feed, 200, { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'no-cache' }) : feed;
  }
  if (pathname === '/404') return withStatus(await asset(env, request, '/404'), 404);
  if (pathname.startsWith('/assets/') || pathname.startsWith('/.')) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' } });
  }
  return withStatus(await asset(env, request, APP_SHELL_ASSET_PATH), 200);
}

/** The Cron Trigger: one rebuild request through the deploy hook (nothing of the event is read). */
export function handleScheduled(env: WorkerEnv): Promise<RebuildOutcome> {
  return triggerRebuild('cloudflare', env.REBUILD_HOOK_URL);
}

export default {
  fetch: handleRequest,
  scheduled(_controller: unknown, env: WorkerEnv, context: WorkerContext): void {
    context.waitUntil(handleScheduled(env));
  },
};
