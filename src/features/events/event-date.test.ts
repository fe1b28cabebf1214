import { describe, expect, it } from 'vitest';
import { eventDateParts, parseCalendarDate } from './event-date';

describe('event dates', () => {
  it('reads a calendar day as that local day', () => {
    const d = parseCalendarDate('2026-12-03')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate()]).toEqual([2026, 11, 3]);
    expect(eventDateParts('2026-12-03')).toEqual({ month: 'Dec', day: '3', weekday: 'Thursday', long: 'Thursday, December 3, 2026' });
  });

  it('rejects malformed or impossible dates', () => {
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('12/03/2026')).toBeNull();
    expect(eventDateParts('')).toBeNull();
  });
});
