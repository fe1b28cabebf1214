import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { fixedEvents } from '@/content/events';
import { scheduleEvents } from './event-schedule';
import { parseWallClock } from './event-time';

describe('the bundled community events', () => {
  it('each has a real date, start and end time, ending after it starts', () => {
    for (const event of fixedEvents) {
      expect(parseWallClock(event.date, event.startTime), `${event.id} start`).not.toBeNull();
      expect(parseWallClock(event.date, event.endTime), `${event.id} end`).not.toBeNull();
      expect(event.endTime > event.startTime, `${event.id} ends after it starts`).toBe(true);
      expect(event.name.trim()).not.toBe('');
      expect(event.place.trim()).not.toBe('');
    }
    // None is dropped by the scheduler.
    expect(scheduleEvents(fixedEvents, site.timeZone)).toHaveLength(fixedEvents.length);
  });

  it('have unique ids', () => {
    expect(new Set(fixedEvents.map((e) => e.id)).size).toBe(fixedEvents.length);
  });
});
