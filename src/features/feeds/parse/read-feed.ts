import type { CategoryConfig } from '@/config/categories';
import type { Article } from '@/lib/article';
import { fail, ok } from '@/lib/result';
import type { FeedResult } from '../feed-types';
import { ARTICLES_PER_FEED, MAX_ITEMS_READ } from '../read';
import { parseFeed } from './parse-feed';
import { feedToArticles } from './to-article';

/**
 * A feed body → its newest usable items as Articles (at most `limit`, 20 by default), or why
 * there are none: the parse's own failure, or 'empty' for a feed without items or without a titled one.
 */
export function readFeedArticles(
  body: string,
  { feedUrl, category, newsroom, limit = ARTICLES_PER_FEED }: { feedUrl: string; category: Pick<CategoryConfig, 'slug' | 'label'>; newsroom?: string; limit?: number },
): FeedResult<Article[]> {
  const parsed = parseFeed(body, { maxItems: MAX_ITEMS_READ });
  if (!parsed.ok) return parsed;
  if (parsed.value.items.length === 0) return fail('empty', 'a feed without items');
  const articles = feedToArticles(parsed.value, category, feedUrl, limit, newsroom);
  return articles.length > 0 ? ok(articles) : fail('empty', 'no item with a title');
}
