/**
 * Cloudflare Workers with static assets: the asset server serves the prerendered files in dist/,
 * and this Worker answers what no file does: the feed and image routes (edge/), `/feed` as the RSS
 * file, `/404` with a real 404 status, a 404 for a missing `/assets/*` file (a hashed file is never
 * the app shell), and the app shell for any other path. Its hourly `scheduled` handler requests a
 * rebuild (edge/rebuild-hook.ts) so the stories written into the HTML stay fresh.
 *
 * dist/_redirects is Netlify's and is not uploaded: Cloudflare applies `_redirects` before files,
 * so its catch-all would shadow every page (docs/adr/0012-cloudflare-workers-static-assets.md).
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

/** The asset at `path` on this origin; HEAD stays HEAD. */
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

/** The Cron Trigger: one rebuild request; nothing of the event is read. */
export function handleScheduled(env: WorkerEnv): Promise<RebuildOutcome> {
  return triggerRebuild('cloudflare', env.REBUILD_HOOK_URL);
}

export default {
  fetch: handleRequest,
  scheduled(_controller: unknown, env: WorkerEnv, context: WorkerContext): void {
    context.waitUntil(handleScheduled(env));
  },
};
