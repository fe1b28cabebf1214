import { env, siteOrigin } from '@/config/env';
import { blogConfigFromEnv, type BlogClientConfig } from '@/features/blog/blog-config';
import { fetchBlogList } from '@/features/blog/get-blog-list';
import { fetchBlogPost } from '@/features/blog/get-blog-post';
import type { BlogSummary } from '@/features/blog/blog-schema';
import { buildRssFeed, feedFileName, type RssFeedResult, type RssPost } from '@/features/rss/build-rss-xml';

/**
 * The site's feed: page 1 of the blog as RSS 2.0, each post with its publication date, which only
 * the post's own details carry. Used in the browser (the /feed view, the RSS download) and by the
 * build's RSS plugin, which passes its own configuration and origin.
 */
interface SiteFeedOptions {
  /** Blog client configuration; defaults to this build's env in the browser. */
  readonly config?: BlogClientConfig;
  /** Origin the feed's links point at; defaults to VITE_SITE_URL, else the page's origin. */
  readonly origin?: string;
  readonly now?: Date;
  readonly log?: (message: string, error: unknown) => void;
}

export function buildSiteFeed(options: SiteFeedOptions = {}): Promise<RssFeedResult> {
  const config = options.config ?? blogConfigFromEnv();
  return buildRssFeed(async () => withDates((await fetchBlogList(config, 1)).posts, config), {
    origin: options.origin ?? siteOrigin(),
    now: options.now ?? new Date(),
    notProduction: env.siteUrl === null,
  }, options.log);
}

/**
 * The posts with their publication dates, asked for in parallel. A post whose details cannot be
 * read keeps no date (the feed gives it the build time).
 */
async function withDates(posts: readonly BlogSummary[], config: BlogClientConfig): Promise<RssPost[]> {
  const dates = await Promise.all(
    posts.map((post) =>
      fetchBlogPost(config, post.slug).then(
        (details) => details.date,
        (error: unknown) => {
          console.warn(`[rss] no publication date for ${post.slug}: the feed gives it the build time`, error instanceof Error ? error.message : error);
          return null;
        },
      ),
    ),
  );
  return posts.map((post, i) => ({ ...post, date: dates[i] ?? null }));
}

/** For the RSS control: the XML and the download file name ("{publication}-feed.xml"). */
export async function siteFeedDownload(): Promise<{ xml: string; fileName: string }> {
  const { xml } = await buildSiteFeed();
  return { xml, fileName: feedFileName() };
}

/** @public The build's RSS plugin reads these from this module through Vite's module runner. */
export { blogConfigFromEnv, env };
