import { useMemo } from 'react';
import { site } from '@/config/site';
import type { CommunityEvent } from '@/content/events';
import { scheduleEvents, splitByTime, type EventsByTime, type ScheduledEvent } from './event-schedule';
import { useReaderNow } from './reader-clock';

interface EventSchedule {
  /** Every valid event, soonest first (what the build shows). */
  readonly all: readonly ScheduledEvent[];
  /** Upcoming and past by the reader's clock; null at build time and while hydrating, when "now" is not known. */
  readonly byTime: EventsByTime | null;
}

/**
 * The events in the publication's time zone, and, once the page runs in the
 * reader's browser, which are upcoming and which are past. The build and the
 * first client render agree (no split), so hydration matches the HTML.
 */
export function useEventSchedule(events: readonly CommunityEvent[]): EventSchedule {
  const all = useMemo(() => scheduleEvents(events, site.timeZone), [events]);
  const now = useReaderNow();
  const byTime = useMemo(() => (now === null ? null : splitByTime(all, now)), [all, now]);
  return { all, byTime };
}
