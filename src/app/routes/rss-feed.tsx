import { useQuery } from '@tanstack/react-query';
import { Seo } from '@/components/seo/seo';
import { PageHeading } from '@/components/ui/page-heading';
import { absoluteUrl } from '@/config/env';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { buildSiteFeed } from '../site-feed';

/**
 * In-app view of /rss.xml and /feed for client-side navigation; servers answer a direct request
 * with the XML itself. A failure ends in the welcome feed.
 */
export default function RssFeedRoute() {
  const feed = useQuery({
    queryKey: ['rss', 'site-feed'],
    queryFn: () => buildSiteFeed(),
    staleTime: 60 * 1000,
    retry: false,
  });
  const feedUrl = absoluteUrl(paths.rss);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Seo
        title="RSS Feed"
        description="Subscribe to the newsroom's articles in any RSS reader."
        keywords={['RSS feed', 'news feed', 'subscribe', 'Michigan news', site.name]}
        canonical={paths.rss}
      />
      <PageHeading title="RSS Feed" description="Follow our newsroom's articles in any RSS reader.">
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          Add this address to your reader:{' '}
          <a href={paths.rss} className="link break-all" target="_blank" rel="noopener noreferrer">
            {feedUrl}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </PageHeading>
      {feed.data ? (
        <section aria-labelledby="rss-source">
          <h2 id="rss-source" className="mb-3 font-serif text-2xl font-bold text-slate-900 dark:text-white">
            Feed source{feed.data.fallback ? ' (the articles could not be loaded just now)' : ''}
          </h2>
          <pre
            tabIndex={0}
            aria-labelledby="rss-source"
            data-testid="rss-xml"
            className="max-h-[70vh] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-slate-300 bg-slate-50 p-4 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          >
            {feed.data.xml}
          </pre>
        </section>
      ) : (
        <p role="status" className="text-lg text-slate-700 dark:text-slate-300">
          Loading RSS feed...
        </p>
      )}
    </div>
  );
}
