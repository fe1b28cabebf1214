/**
 * The build's snapshot of the live news: when FEED_SNAPSHOT allows, the build
 * fetches the categories a page shows first (a region's page: that region's feed
 * set, `local-news/{region}`, see src/config/feed-sets.ts) and renders their
 * stories into the page's HTML, with the same query data in the page data. A reader then sees
 * stories (and their pictures start loading) before any script has run; the
 * browser's first load of each category replaces them without asking
 * (src/features/feeds/ui/live-updates.ts). When a feed cannot be reached, its
 * category keeps the skeleton cards, as without a snapshot: the build never fails
 * for a feed.
 *
 * FEED_SNAPSHOT (build-time only, read here):
 *   unset, "off"   no snapshot (the default: a build needs no network)
 *   "on"           fetch each publisher's feed directly (a build has no CORS)
 *   a template     fetch through it, with `{url}` (encoded) or `{rawUrl}`, e.g. a
 *                  local stand-in for the publishers in tests
 */
import type { QueryClient } from '@tanstack/react-query';
import { feedSetBySlug } from '@/config/feed-sets';
import { categoryQueryKey } from '@/features/feeds/cache';
import { FeedClient, fetchCategoryArticles, ProxyHealth } from '@/features/feeds/transport';
import type { Article } from '@/lib/article';

export const SNAPSHOT_ENV = 'FEED_SNAPSHOT';

/** The source template FEED_SNAPSHOT names, or null for no snapshot. Throws on a value it cannot use. */
export function snapshotTemplate(value: string | undefined): string | null {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'off') return null;
  if (setting === 'on') return '{rawUrl}';
  if (/^https?:\/\//.test(setting) && /\{(?:url|rawUrl)\}/.test(setting)) return setting;
  throw new Error(`[prerender] ${SNAPSHOT_ENV} must be "on", "off" or an http(s) template with {url} or {rawUrl}; got ${JSON.stringify(setting)}`);
}

interface Snapshot {
  readonly articles: readonly Article[];
  readonly at: number;
}

/** One load per category per build, shared by home and the category's own page. */
const loads = new Map<string, Promise<Snapshot | null>>();

async function loadSnapshot(slug: string, template: string, client: FeedClient): Promise<Snapshot | null> {
  const category = feedSetBySlug(slug);
  if (!category) return null;
  const articles = await fetchCategoryArticles(category, { proxies: [template], sameOriginFeeds: false, client });
  if (articles.length === 0) {
    console.warn(`[prerender] ${slug}: no feed answered; the page keeps its skeleton cards`);
    return null;
  }
  return { articles: articles.map((article) => ({ ...article, snapshot: true })), at: Date.now() };
}

let feedClient: FeedClient | null = null;

/** A feed client that parses in this process (a build has no Web Worker), each feed with a health record of its own. */
function buildFeedClient(): FeedClient {
  feedClient ??= new FeedClient({ createWorker: () => null, mainThreadHealth: () => new ProxyHealth() });
  return feedClient;
}

/**
 * Puts the snapshot of each of `slugs` into `client` as that category's query data,
 * dated when it was fetched (so the browser refreshes it as it would a cache entry
 * of that age). Does nothing when FEED_SNAPSHOT is off. Returns the categories that got stories.
 */
export async function prefetchFeedSnapshot(client: QueryClient, slugs: readonly string[], setting = process.env[SNAPSHOT_ENV]): Promise<string[]> {
  const template = snapshotTemplate(setting);
  if (!template) return [];
  const snapshots = await Promise.all(
    slugs.map((slug) => {
      let load = loads.get(slug);
      if (!load) {
        load = loadSnapshot(slug, template, buildFeedClient()).catch((error: unknown) => {
          console.warn(`[prerender] ${slug}: the feed snapshot failed`, error);
          return null;
        });
        loads.set(slug, load);
      }
      return load;
    }),
  );
  const stored: string[] = [];
  snapshots.forEach((snapshot, i) => {
    const slug = slugs[i] ?? '';
    if (!snapshot) return;
    client.setQueryData(categoryQueryKey(slug), [...snapshot.articles], { updatedAt: snapshot.at });
    stored.push(slug);
  });
  return stored;
}

/** For tests: forget the loads of earlier calls. */
export function resetFeedSnapshotForTests(): void {
  loads.clear();
}
