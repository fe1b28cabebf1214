import type { RssDownloadBuilder } from '@/components/layout/rss-link';

/** The RSS control's download fallback; the feed code loads only when it is needed. */
export const loadSiteFeedDownload: RssDownloadBuilder = () => import('./site-feed').then((m) => m.siteFeedDownload());
