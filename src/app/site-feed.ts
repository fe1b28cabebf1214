import { env, siteOrigin } from '@/config/env';
import { blogConfigFromEnv, type BlogClientConfig } from '@/features/blog/blog-config';
import { fetchBlogList } from '@/features/blog/get-blog-list';
import { buildRssFeed, feedFileName, type RssFeedResult } from '@/features/rss/build-rss-xml';

/**
 * The site's feed: page 1 of the blog (through the blog client) turned into
 * RSS 2.0 by the rss feature. Used in the browser (the /feed view, the RSS
 * control's download fallback) and in Node by scripts/vite-plugins/rss.ts,
 * which loads this module through Vite's module runner and passes its own
 * client configuration and origin.
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
  return buildRssFeed(async () => (await fetchBlogList(config, 1)).posts, {
    origin: options.origin ?? siteOrigin(),
    now: options.now ?? new Date(),
    notProduction: env.siteUrl === null,
  }, options.log);
}

/** For the RSS control: the XML and the download file name ("{publication}-feed.xml"). */
export async function siteFeedDownload(): Promise<{ xml: string; fileName: string }> {
  const { xml } = await buildSiteFeed();
  return { xml, fileName: feedFileName() };
}

/** @public The build's RSS plugin reads these from this module through Vite's module runner. */
export { blogConfigFromEnv, env };
