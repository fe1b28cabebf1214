import { SiteLink } from '@/components/ui/site-link';
import { SectionHeader } from '@/components/ui/section-header';
import { paths } from '@/config/paths';
import type { CommunityEvent } from '@/content/events';
import type { ScheduledEvent } from './event-schedule';
import { useEventSchedule } from './use-event-schedule';

const TEASER_COUNT = 4;

function TeaserItem({ item }: { item: ScheduledEvent }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <p className="text-xs font-semibold uppercase tracking-wider text-accent-600 dark:text-red-300">
        <time dateTime={item.when.isoDate}>{item.when.short}</time>
      </p>
      <h3 className="mt-1 font-serif text-lg font-bold leading-snug text-slate-900 dark:text-white">{item.event.name}</h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        <time dateTime={item.when.isoStart} className="whitespace-nowrap">{item.when.time}</time>
        <span aria-hidden="true"> · </span>
        {item.event.place}
      </p>
    </li>
  );
}

/**
 * Home page teaser: the next community events. Past events are left out once the reader's clock is
 * known; until then the events are listed by date without calling them upcoming.
 */
export function EventsTeaser({ events, className = '' }: { events: readonly CommunityEvent[]; className?: string }) {
  const { all, byTime } = useEventSchedule(events);
  const shown = (byTime ? byTime.upcoming : all).slice(0, TEASER_COUNT);
  return (
    <section aria-labelledby="home-events" className={className}>
      <SectionHeader
        id="home-events"
        title="Local Events"
        description="Town halls, markets and forums across Michigan, picked by our newsroom."
        viewAllTo={paths.events}
        viewAllLabel="See all"
      />
      {shown.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {shown.map((item) => (
            <TeaserItem key={item.event.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="py-4 text-sm text-slate-700 dark:text-slate-300">
          No upcoming events are listed right now.{' '}
          <SiteLink to={paths.events} className="link">
            Browse the community events feed
          </SiteLink>{' '}
          or send us yours.
        </p>
      )}
    </section>
  );
}
