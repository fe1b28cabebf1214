/**
 * The routes of the catalogue's feeds (the categories of src/config/categories.ts and the regions
 * of src/config/regions.ts, see feed-sets.ts): one `/feeds/{id}.xml` per feed URL. The route's shape, caching and limits are contracts (src/contracts/feed-route.ts).
 */
import { feedRouteId, feedRoutePath, type FeedRoute } from '../contracts/feed-route.ts';
import { feedSets } from './feed-sets.ts';

/** The catalogued feed behind an id (with or without `.xml`), or undefined: the route serves nothing else. */
export function feedRouteById(id: string): FeedRoute | undefined {
  const bare = id.endsWith('.xml') ? id.slice(0, -4) : id;
  return feedRoutes().find((route) => route.id === bare);
}

/** Every catalogued feed once, in catalogue order. */
export function feedRoutes(): FeedRoute[] {
  const seen = new Map<string, FeedRoute>();
  for (const set of feedSets) {
    for (const url of set.feeds) {
      if (!seen.has(url)) seen.set(url, { id: feedRouteId(url), path: feedRoutePath(url), url });
    }
  }
  return [...seen.values()];
}
