import type { CategoryConfig } from '@/config/categories';
import type { Article } from '@/lib/article';
import { fail, ok } from '@/lib/result';
import type { FeedResult } from '../feed-types';
import { readFeedArticles } from '../parse';
import type { FeedSource } from './feed-sources';
import { fetchThroughProxies, type ProxyTry } from './proxy-fetch';
import type { ProxyHealth } from './proxy-health';

/**
 * One feed, from request to Articles: the job the feed worker runs, or the main thread where
 * workers are unavailable. Jobs and outcomes are plain data, so they cross postMessage.
 */
export interface FeedJob {
  readonly feedUrl: string;
  readonly category: Pick<CategoryConfig, 'slug' | 'label'>;
  /** The newsroom its cards name (a region's table gives it); else the feed's own title. */
  readonly newsroom?: string;
  /** Sources in configured order (own feed route first when enabled). */
  readonly sources: readonly FeedSource[];
  readonly timeoutMs?: number;
  /** Overrides the hedge delay derived from the health record (Infinity = sequential). */
  readonly hedgeDelayMs?: number;
  /** Articles kept from this feed (newest first). */
  readonly limit?: number;
}

export interface FeedJobOutcome {
  readonly result: FeedResult<Article[]>;
  readonly tries: readonly ProxyTry[];
}

interface LoadFeedHooks {
  readonly health: ProxyHealth;
  readonly signal?: AbortSignal;
  readonly fetchImpl?: typeof fetch;
  /** Called right before the synchronous parse and conversion, and right after. */
  readonly onParseStart?: () => void;
  readonly onParseEnd?: () => void;
}

/** Fetches one feed (hedged through its sources), parses it and converts its newest items. Never throws. */
export async function loadFeed(job: FeedJob, hooks: LoadFeedHooks): Promise<FeedJobOutcome> {
  try {
    const result = await fetchThroughProxies<Article[]>(job.feedUrl, {
      proxies: job.sources,
      accept: (body) => {
        hooks.onParseStart?.();
        try {
          return readFeedArticles(body, job);
        } finally {
          hooks.onParseEnd?.();
        }
      },
      fetchImpl: hooks.fetchImpl,
      timeoutMs: job.timeoutMs,
      hedgeDelayMs: job.hedgeDelayMs,
      signal: hooks.signal,
      health: hooks.health,
    });
    if (!result.ok) return { result, tries: [] };
    return { result: ok(result.value.value), tries: result.value.tries };
  } catch (error) {
    return { result: fail('network', error instanceof Error ? error.message : String(error)), tries: [] };
  }
}
