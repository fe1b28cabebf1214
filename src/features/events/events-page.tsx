import { Seo } from '@/components/seo/seo';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { CommunityEvent } from '@/content/events';
import { safeHttpUrl } from '@/lib/safe-url';
import { eventDateParts } from './event-date';

const TITLE = 'Local Events';
const DESCRIPTION = 'Community events across Michigan: town halls, public forums, markets and workshops, from a live community feed and our newsroom’s own picks.';

function EventCard({ event }: { event: CommunityEvent }) {
  const date = eventDateParts(event.date);
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      {date ? (
        <p aria-hidden="true" className="flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-md bg-brand-700 text-white dark:bg-brand-100 dark:text-brand-900">
          <span className="text-xs font-semibold uppercase tracking-wider">{date.month}</span>
          <span className="font-serif text-2xl font-bold leading-none">{date.day}</span>
        </p>
      ) : null}
      <div className="min-w-0">
        <h3 className="font-serif text-lg font-bold leading-snug text-slate-900 dark:text-white">{event.name}</h3>
        <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          {date ? <time dateTime={event.date}>{date.long}</time> : null}
          {date ? <span aria-hidden="true"> · </span> : null}
          {event.place}
        </p>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{event.description}</p>
      </div>
    </li>
  );
}

/** /local-events: the configured external events wall (lazy, titled, sandboxed) plus the fixed events. */
export function EventsPage({ events, embedUrl }: { events: readonly CommunityEvent[]; embedUrl: string | null }) {
  const wall = safeHttpUrl(embedUrl);
  const submitHref = `mailto:${site.editorEmail}?subject=${encodeURIComponent('Event listing')}`;
  return (
    <div className="mx-auto max-w-page px-4 py-8 md:py-10">
      <Seo title={TITLE} description={DESCRIPTION} canonical={paths.events} keywords={['Michigan events', 'community events', 'town hall', 'Detroit events']} />
      <PageHeading title={TITLE} description={DESCRIPTION} />

      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="events-feed-title" className="min-w-0">
          <h2 id="events-feed-title" className="mb-4 font-serif text-2xl font-bold text-slate-900 dark:text-white">
            Community events feed
          </h2>
          {wall ? (
            <>
              <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900">
                <iframe
                  src={wall}
                  title="Michigan community events feed"
                  loading="lazy"
                  sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
                  referrerPolicy="no-referrer"
                  className="block h-[28rem] w-full border-0 md:h-[44rem]"
                />
              </div>
              <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
                Can&apos;t see the feed? Your browser may block embedded content.{' '}
                <a href={wall} target="_blank" rel="noopener noreferrer" className="link">
                  Open the events feed in a new tab
                </a>
                .
              </p>
            </>
          ) : (
            <p role="note" className="rounded-lg border border-slate-200 bg-slate-50 p-5 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
              The live community events feed is not available on this site right now. The events listed here are chosen by our newsroom.
            </p>
          )}
        </section>

        <section aria-labelledby="events-fixed-title">
          <h2 id="events-fixed-title" className="mb-4 font-serif text-2xl font-bold text-slate-900 dark:text-white">
            Upcoming community events
          </h2>
          <ul className="flex flex-col gap-4" data-testid="fixed-events">
            {events.map((event) => (
              <EventCard key={event.id} event={event} />
            ))}
          </ul>
          <div className="mt-6 rounded-lg bg-brand-50 p-5 dark:bg-slate-900">
            <h3 className="font-serif text-lg font-bold text-slate-900 dark:text-white">List your event</h3>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              Free or low-cost, open to the public and serving Michigan residents? Send the details at least two weeks ahead.
            </p>
            <a href={submitHref} className="btn-primary mt-4">
              Submit an event
            </a>
          </div>
        </section>
      </div>
    </div>
  );
}
