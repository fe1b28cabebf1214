import { Seo } from '@/components/seo/seo';
import { AdSlot } from '@/components/ui/ad-slot';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import type { CommunityEvent } from '@/content/events';
import { safeHttpUrl } from '@/lib/safe-url';
import type { ScheduledEvent } from './event-schedule';
import { useEventSchedule } from './use-event-schedule';

const TITLE = 'Local Events';
const DESCRIPTION = 'Community events across Michigan: town halls, public forums, markets and workshops, from a live community feed and our newsroom’s own picks.';

function EventCard({ item, past = false }: { item: ScheduledEvent; past?: boolean }) {
  const { event, when } = item;
  return (
    <li
      className={`flex gap-4 rounded-lg border p-5 ${past ? 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-900/60' : 'border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900'}`}
      data-event-id={event.id}
    >
      <p
        aria-hidden="true"
        className={`flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-md ${past ? 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100' : 'bg-brand-700 text-white dark:bg-brand-100 dark:text-brand-900'}`}
      >
        <span className="text-xs font-semibold uppercase tracking-wider">{when.month}</span>
        <span className="font-serif text-2xl font-bold leading-none">{when.day}</span>
      </p>
      <div className="min-w-0">
        {past ? (
          <p className="mb-1 inline-block rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold uppercase tracking-wider text-slate-800 dark:bg-slate-700 dark:text-slate-100">
            Past event
          </p>
        ) : null}
        <h3 className="font-serif text-lg font-bold leading-snug text-slate-900 dark:text-white">{event.name}</h3>
        <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          <time dateTime={when.isoDate}>{when.long}</time>
          <span aria-hidden="true"> · </span>
          <time dateTime={when.isoStart} className="whitespace-nowrap">{when.time}</time>
          <span aria-hidden="true"> · </span>
          {event.place}
        </p>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{event.description}</p>
      </div>
    </li>
  );
}

function EventList({ items, past = false, testId }: { items: readonly ScheduledEvent[]; past?: boolean; testId: string }) {
  return (
    <ul className="flex flex-col gap-4" data-testid={testId}>
      {items.map((item) => (
        <EventCard key={item.event.id} item={item} past={past} />
      ))}
    </ul>
  );
}

const sectionTitle = 'mb-4 font-serif text-2xl font-bold text-slate-900 dark:text-white';

/**
 * The newsroom's events. At build time and while hydrating the reader's clock
 * is unknown: the events are listed by date under a neutral heading. Then
 * upcoming events come first and ended ones move to "Past events", labelled.
 */
function NewsroomEvents({ events }: { events: readonly CommunityEvent[] }) {
  const { all, byTime } = useEventSchedule(events);
  if (!byTime) {
    return (
      <section aria-labelledby="events-fixed-title">
        <h2 id="events-fixed-title" className={sectionTitle}>
          Community events
        </h2>
        <EventList items={all} testId="fixed-events" />
      </section>
    );
  }
  return (
    <>
      <section aria-labelledby="events-fixed-title">
        <h2 id="events-fixed-title" className={sectionTitle}>
          Upcoming community events
        </h2>
        {byTime.upcoming.length > 0 ? (
          <EventList items={byTime.upcoming} testId="upcoming-events" />
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-5 text-slate-700 dark:border-slate-600 dark:text-slate-300" data-testid="no-upcoming-events">
            No upcoming events are listed right now. Check the community feed, or send us yours below.
          </p>
        )}
      </section>
      {byTime.past.length > 0 ? (
        <section aria-labelledby="events-past-title" className="mt-8">
          <h2 id="events-past-title" className={sectionTitle}>
            Past events
          </h2>
          <EventList items={byTime.past} past testId="past-events" />
        </section>
      ) : null}
    </>
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

        <div>
          <NewsroomEvents events={events} />
          <section aria-labelledby="events-submit-title" className="mt-6 rounded-lg bg-brand-50 p-5 dark:bg-slate-900">
            <h2 id="events-submit-title" className="font-serif text-lg font-bold text-slate-900 dark:text-white">
              List your event
            </h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              Free or low-cost, open to the public and serving Michigan residents? Send the details at least two weeks ahead.
            </p>
            <a href={submitHref} className="btn-primary mt-4">
              Submit an event
            </a>
          </section>
          <AdSlot id="events-sidebar" size="rectangle" className="mt-8" />
          <div className="mt-8">
            <NewsletterBox />
          </div>
        </div>
      </div>
    </div>
  );
}
