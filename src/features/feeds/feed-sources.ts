import { feedRoutePath } from '@/config/feed-routes';
import type { FeedSource } from './proxy-fetch';

/** Health key of the site's own feed route (one record for the whole route). */
export const SAME_ORIGIN_KEY = 'same-origin';

/**
 * Where to ask for a feed, in order: the site's own feed route
 * (`{origin}/feeds/{id}.xml`) when the host serves one, then the proxy templates.
 */
export function feedSources(feedUrl: string, { proxies, sameOriginFeeds, origin }: { proxies: readonly string[]; sameOriginFeeds: boolean; origin: string | null }): FeedSource[] {
  const list: FeedSource[] = [];
  if (sameOriginFeeds && origin) list.push({ key: SAME_ORIGIN_KEY, template: `${origin.replace(/\/+$/, '')}${feedRoutePath(feedUrl)}` });
  for (const template of proxies) list.push({ key: template, template });
  return list;
}
