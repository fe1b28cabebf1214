import { useSyncExternalStore } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { breakingNewsEnded, DEFAULT_BREAKING_NEWS, type BreakingNews } from '@/config/breaking-news';

const noop = () => () => {};

/** The served banner says whether the editors' line had ended when the page was built. */
const ENDED_ATTRIBUTE = 'data-breaking-ended';

/**
 * Whether the editors' line has ended, as the served page shows it: the build decides with its
 * own clock and writes the answer on the banner; hydration reads it back from there, so the first
 * render in the browser equals the HTML. Right after hydration the reader's clock decides.
 */
function servedEnded(news: BreakingNews): boolean {
  if (typeof document === 'undefined') return breakingNewsEnded(news, Date.now());
  return document.querySelector(`[${ENDED_ATTRIBUTE}]`)?.getAttribute(ENDED_ATTRIBUTE) === 'true';
}

/**
 * The "Breaking" banner at the top of home, readable without JavaScript. When the line has an end,
 * it and the default line share one grid cell with only one visible, so switching them after
 * hydration moves nothing below.
 */
export function BreakingBanner({ news }: { news: BreakingNews }) {
  const ended = useSyncExternalStore(
    noop,
    () => breakingNewsEnded(news, Date.now()),
    () => servedEnded(news),
  );
  return (
    <section aria-label="Breaking news" data-testid="breaking-banner" {...{ [ENDED_ATTRIBUTE]: String(ended) }} className="bg-accent-600 text-white dark:bg-red-900">
      <p className="mx-auto flex max-w-page items-center gap-3 px-4 py-2 text-sm">
        <span className="shrink-0 rounded bg-white px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-accent-600 dark:text-red-900">Breaking</span>
        <span className="grid min-w-0">
          <BreakingLine news={news} shown={!ended} />
          {news.until !== null ? <BreakingLine news={DEFAULT_BREAKING_NEWS} shown={ended} /> : null}
        </span>
      </p>
    </section>
  );
}

/** One line of the banner; the hidden one keeps its room (same grid cell) but is neither seen, read nor focusable. */
function BreakingLine({ news, shown }: { news: BreakingNews; shown: boolean }) {
  const className = `[grid-area:1/1] ${shown ? '' : 'invisible'}`;
  const linkClass = 'font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
  return (
    <span className={className} aria-hidden={shown ? undefined : true} data-breaking-line={shown ? 'shown' : 'hidden'}>
      {news.link === null ? (
        news.text
      ) : news.link.external ? (
        <a href={news.link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {news.text}
        </a>
      ) : (
        <SiteLink to={news.link.href} className={linkClass}>
          {news.text}
        </SiteLink>
      )}
    </span>
  );
}
