import type { CategoryConfig } from '@/config/categories';
import type { Article } from '@/lib/article';
import { fail, ok } from '@/lib/result';
import type { FeedResult } from './feed-types';
import { MAX_ITEMS_READ, parseFeed } from './parse-feed';
import { fetchThroughProxies, type FeedSource, type ProxyTry } from './proxy-fetch';
import type { ProxyHealth } from './proxy-health';
import { ARTICLES_PER_FEED, feedToArticles } from './to-article';

/**
 * One feed, from request to Articles: the unit of work the feed worker runs
 * (and the main thread runs where workers are unavailable). Everything in it
 * is plain data in and out, so it can cross a postMessage boundary.
 */
export interface FeedJob {
  readonly feedUrl: string;
  readonly category: Pick<CategoryConfig, 'slug' | 'label'>;
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

export interface FeedJobHooks {
  readonly health: ProxyHealth;
  readonly signal?: AbortSignal;
  readonly fetchImpl?: typeof fetch;
  /** Called right before the synchronous parse and conversion, and right after. */
  readonly onParseStart?: () => void;
  readonly onParseEnd?: () => void;
}

/** Fetches (hedged through the sources), parses, sorts and converts one feed. Never throws. */
export async function runFeedJob(job: FeedJob, hooks: FeedJobHooks): Promise<FeedJobOutcome> {
  try {
    const result = await fetchThroughProxies<Article[]>(job.feedUrl, {
      proxies: job.sources,
      accept: (body) => {
        hooks.onParseStart?.();
        try {
          const parsed = parseFeed(body, { maxItems: MAX_ITEMS_READ });
          if (!parsed.ok) return parsed;
          if (parsed.value.items.length === 0) return fail('empty', 'a feed without items');
          const articles = feedToArticles(parsed.value, job.category, job.feedUrl, job.limit ?? ARTICLES_PER_FEED);
          return articles.length > 0 ? ok(articles) : fail('empty', 'no item with a title');
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
