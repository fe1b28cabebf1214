import type { CommunityEvent } from '@/content/events';
import { describeEventTime, zonedInstant, type EventWhen } from './event-time';

export interface ScheduledEvent {
  readonly event: CommunityEvent;
  /** Start and end as instants (ms since the epoch). */
  readonly start: number;
  readonly end: number;
  /** Its date and time as they read in the publication's time zone. */
  readonly when: EventWhen;
}

/** The events that have a valid date and times, soonest first; malformed entries are left out. */
export function scheduleEvents(events: readonly CommunityEvent[], timeZone: string): ScheduledEvent[] {
  const scheduled: ScheduledEvent[] = [];
  for (const event of events) {
    const start = zonedInstant(event.date, event.startTime, timeZone);
    const end = zonedInstant(event.date, event.endTime, timeZone);
    if (start === null || end === null || end <= start) continue;
    scheduled.push({ event, start, end, when: describeEventTime(start, end, timeZone) });
  }
  return scheduled.sort((a, b) => a.start - b.start || a.end - b.end || a.event.id.localeCompare(b.event.id));
}

export interface EventsByTime {
  /** Not yet ended (an event in progress is still upcoming), soonest first. */
  readonly upcoming: readonly ScheduledEvent[];
  /** Ended, most recent first. */
  readonly past: readonly ScheduledEvent[];
}

/** Splits soonest-first events at `now`: an event is past once its end time has gone by. */
export function splitByTime(scheduled: readonly ScheduledEvent[], now: number): EventsByTime {
  return {
    upcoming: scheduled.filter((s) => s.end > now),
    past: scheduled.filter((s) => s.end <= now).reverse(),
  };
}
