import { feedRoutePath } from '@/contracts/feed-route';

/** Health key of the site's own feed route (one record for the whole route). */
export const SAME_ORIGIN_KEY = 'same-origin';

/**
 * Where a feed can be requested: a proxy template (`key` = the template) or the
 * site's own feed route (`key` = 'same-origin', `template` = its absolute URL).
 */
export interface FeedSource {
  readonly key: string;
  readonly template: string;
}

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
