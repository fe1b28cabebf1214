import { env } from '@/config/env';
import type { CategoryConfig } from '@/config/categories';
import type { Article } from '@/lib/article';
import type { Limiter } from '@/lib/concurrency';
import { nextTask } from '@/lib/next-task';
import { ARTICLES_PER_CATEGORY } from '@/contracts/limits';
import { pageFeedClient, type FeedClient } from './feed-client';
import { feedSources } from './feed-sources';
import type { FeedJob } from './load-feed';
import { mergeArticles } from './merge-articles';

/** True only in the feed benchmark's sequential build (vite.config.ts defines it): hedging off. */
declare const __FEEDS_SEQUENTIAL__: boolean | undefined;

function hedgeDelayOverride(): number | undefined {
  return typeof __FEEDS_SEQUENTIAL__ === 'boolean' && __FEEDS_SEQUENTIAL__ ? Number.POSITIVE_INFINITY : undefined;
}

export interface FetchCategoryOptions {
  readonly client?: FeedClient;
  readonly proxies?: readonly string[];
  readonly sameOriginFeeds?: boolean;
  /** Default: the client's own, shared by every category it loads. */
  readonly limiter?: Limiter;
  readonly signal?: AbortSignal;
}

function origin(): string | null {
  return typeof location === 'undefined' ? null : location.origin;
}

/**
 * The job of one feed of a category (see loadFeed). Sources: the site's own feed route first when
 * VITE_SAME_ORIGIN_FEEDS is on, then the proxy templates.
 */
function feedJob(feedUrl: string, category: Pick<CategoryConfig, 'slug' | 'label' | 'newsrooms'>, { proxies = env.feedProxies, sameOriginFeeds = env.sameOriginFeeds }: FetchCategoryOptions): FeedJob {
  const newsroom = category.newsrooms?.[feedUrl];
  return {
    feedUrl,
    category: { slug: category.slug, label: category.label },
    ...(newsroom ? { newsroom } : {}),
    sources: feedSources(feedUrl, { proxies, sameOriginFeeds, origin: origin() }),
    hedgeDelayMs: hedgeDelayOverride(),
  };
}

/**
 * Fetches every feed of a category in parallel through the client's limiter and merges them.
 * Failed feeds contribute nothing. No cache involved.
 */
export async function fetchCategoryArticles(category: CategoryConfig, options: FetchCategoryOptions = {}): Promise<Article[]> {
  const client = options.client ?? pageFeedClient();
  const { limiter = client.limiter, signal } = options;
  const lists = await Promise.all(
    category.feeds.map(async (feedUrl) => {
      const outcome = await limiter.run(() => (signal?.aborted ? Promise.resolve(null) : client.run(feedJob(feedUrl, category, options), signal)));
      if (!outcome) return [];
      const { result } = outcome;
      // Each failed feed is logged once; the others still make the category.
      if (!result.ok && result.kind !== 'aborted') console.warn(`[feeds] ${feedUrl} failed (${result.kind}): ${result.message}`);
      return result.ok ? result.value : [];
    }),
  );
  // The merge runs in a task of its own, so the reader's input does not wait behind it and the
  // worker's last reply together.
  await nextTask();
  return mergeArticles(lists, ARTICLES_PER_CATEGORY);
}
