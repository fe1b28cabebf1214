import { env } from '@/config/env';
import { fail, ok } from '@/lib/result';
import { createLimiter, type Limiter } from './concurrency';
import { MAX_CONCURRENT_FEEDS, MAX_ITEMS_PER_FEED, hedgeDelayMs } from './feed-settings';
import type { FeedResult, RawFeed } from './feed-types';
import { parseFeed } from './parse-feed';
import { fetchThroughProxies, sessionProxyHealth, type ProxyHealth } from './proxy-fetch';

/** Limits feed requests across the whole page (home loads 15 categories). */
export const feedLimiter: Limiter = createLimiter(MAX_CONCURRENT_FEEDS);

export interface FetchFeedOptions {
  readonly signal?: AbortSignal;
  readonly proxies?: readonly string[];
  readonly fetchImpl?: typeof fetch;
  readonly timeoutMs?: number;
  readonly hedgeDelayMs?: number;
  readonly health?: ProxyHealth;
  readonly limiter?: Limiter;
}

/**
 * One feed through the proxies, parsed (at most 15 items). Failures are
 * logged once to the console and returned typed; the caller decides what the
 * reader sees.
 */
export async function fetchFeed(feedUrl: string, options: FetchFeedOptions = {}): Promise<FeedResult<RawFeed>> {
  const limiter = options.limiter ?? feedLimiter;
  try {
    return await limiter.run(async () => {
      if (options.signal?.aborted) return fail('aborted', 'aborted while queued');
      const result = await fetchThroughProxies(feedUrl, {
        proxies: options.proxies ?? env.feedProxies,
        accept: (body) => {
          const parsed = parseFeed(body, { maxItems: MAX_ITEMS_PER_FEED });
          if (!parsed.ok) return parsed;
          if (parsed.value.items.length === 0) return fail('empty', 'a feed without items');
          return parsed;
        },
        fetchImpl: options.fetchImpl,
        timeoutMs: options.timeoutMs,
        hedgeDelayMs: options.hedgeDelayMs ?? hedgeDelayMs(),
        signal: options.signal,
        health: options.health ?? sessionProxyHealth,
      });
      if (!result.ok) {
        if (result.kind !== 'aborted') console.warn(`[feeds] ${feedUrl} failed (${result.kind}): ${result.message}`);
        return result;
      }
      return ok(result.value.value);
    });
  } catch (error) {
    console.error(`[feeds] ${feedUrl} failed unexpectedly`, error);
    return fail('network', error instanceof Error ? error.message : String(error));
  }
}
