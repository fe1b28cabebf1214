/**
 * The feed route as a Cloudflare Pages Function: functions/feeds/[id].ts
 * (one path segment, the catalogued feeds) and functions/feeds/[[path]].ts
 * (every other path under /feeds/, including /feeds/ itself and deeper paths,
 * which would otherwise fall to the app shell with a 200) both export it. It
 * reads the id from the path, not from the route parameter, so either file
 * answers any request the same way: the feed for a catalogued id, else a 404.
 */
import { feedIdFromPath, handleFeedRequest, type EdgeCache } from './feed-handler';

/** What Cloudflare Pages passes a function (only the parts used here). */
export interface PagesContext {
  readonly request: Request;
  waitUntil(promise: Promise<unknown>): void;
}

export function onPagesFeedRequest(context: PagesContext): Promise<Response> {
  return handleFeedRequest(context.request, feedIdFromPath(new URL(context.request.url).pathname), {
    fetch: (input, init) => fetch(input, init),
    cache: (globalThis.caches as unknown as { default: EdgeCache }).default,
    waitUntil: (promise) => context.waitUntil(promise),
  });
}
