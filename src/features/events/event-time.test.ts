import { describe, expect, it } from 'vitest';
import { describeEventTime, parseWallClock, timeRangeText, wallClockAt, zonedInstant, zoneOffsetMinutes } from './event-time';

const DETROIT = 'America/Detroit';

describe('zonedInstant (Michigan wall clock → instant)', () => {
  it('reads a winter time as UTC-5 and a summer time as UTC-4', () => {
    expect(new Date(zonedInstant('2026-12-03', '18:00', DETROIT)!).toISOString()).toBe('2026-12-03T23:00:00.000Z');
    expect(new Date(zonedInstant('2026-07-04', '21:30', DETROIT)!).toISOString()).toBe('2026-07-05T01:30:00.000Z');
  });

  it('handles the days the clocks change', () => {
    // 2026-03-08: 2:00 EST becomes 3:00 EDT. 1:30 is still EST; 3:30 is EDT; 2:30 does not exist and moves an hour on.
    expect(new Date(zonedInstant('2026-03-08', '01:30', DETROIT)!).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(new Date(zonedInstant('2026-03-08', '03:30', DETROIT)!).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(new Date(zonedInstant('2026-03-08', '02:30', DETROIT)!).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    // 2026-11-01: 2:00 EDT becomes 1:00 EST. 1:30 happens twice (the first, EDT, is taken); noon is EST.
    expect(new Date(zonedInstant('2026-11-01', '01:30', DETROIT)!).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(new Date(zonedInstant('2026-11-01', '12:00', DETROIT)!).toISOString()).toBe('2026-11-01T17:00:00.000Z');
  });

  it('round-trips through the wall clock for every hour of a year', () => {
    for (let day = 0; day < 365; day += 1) {
      const date = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      for (const time of ['00:00', '06:15', '12:00', '18:45', '23:59']) {
        const instant = zonedInstant(date, time, DETROIT)!;
        const clock = wallClockAt(instant, DETROIT);
        const back = `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
        expect(`${back} ${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`).toBe(`${date} ${time}`);
      }
    }
  });

  it('rejects malformed or impossible dates and times', () => {
    expect(zonedInstant('2026-02-30', '10:00', DETROIT)).toBeNull();
    expect(zonedInstant('12/03/2026', '10:00', DETROIT)).toBeNull();
    expect(zonedInstant('2026-12-03', '24:00', DETROIT)).toBeNull();
    expect(zonedInstant('2026-12-03', '6 pm', DETROIT)).toBeNull();
    expect(parseWallClock('', '')).toBeNull();
  });

  it('knows the zone offset', () => {
    expect(zoneOffsetMinutes(Date.UTC(2026, 11, 3, 23), DETROIT)).toBe(-300);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 4, 12), DETROIT)).toBe(-240);
    expect(zoneOffsetMinutes(Date.UTC(2026, 6, 4, 12), 'UTC')).toBe(0);
  });
});

describe('event text', () => {
  it('is written in Michigan time whatever zone the instant is looked at from', () => {
    const start = zonedInstant('2026-12-03', '18:00', DETROIT)!;
    const end = zonedInstant('2026-12-03', '20:00', DETROIT)!;
    expect(describeEventTime(start, end, DETROIT)).toEqual({
      month: 'Dec',
      day: '3',
      long: 'Thursday, December 3, 2026',
      short: 'Thu, Dec 3',
      time: '6–8 p.m.',
      isoDate: '2026-12-03',
      isoStart: '2026-12-03T18:00-05:00',
    });
    // 6 p.m. in Detroit is already the next day in UTC: the text keeps Michigan's day.
    expect(new Date(start).getUTCDate()).toBe(3);
    const late = zonedInstant('2026-12-03', '21:00', DETROIT)!;
    expect(new Date(late).getUTCDate()).toBe(4);
    expect(describeEventTime(late, late + 3_600_000, DETROIT).long).toBe('Thursday, December 3, 2026');
  });

  it('writes time ranges in newspaper style', () => {
    const at = (hour: number, minute = 0) => ({ year: 2026, month: 12, day: 3, hour, minute });
    expect(timeRangeText(at(18), at(20))).toBe('6–8 p.m.');
    expect(timeRangeText(at(9), at(14))).toBe('9 a.m.–2 p.m.');
    expect(timeRangeText(at(18, 30), at(20, 30))).toBe('6:30–8:30 p.m.');
    expect(timeRangeText(at(12), at(13))).toBe('noon–1 p.m.');
    expect(timeRangeText(at(10), at(12))).toBe('10 a.m.–noon');
    expect(timeRangeText(at(0), at(1))).toBe('midnight–1 a.m.');
  });

  it('gives the summer offset in the ISO start', () => {
    const start = zonedInstant('2026-07-04', '10:00', DETROIT)!;
    expect(describeEventTime(start, start + 3_600_000, DETROIT).isoStart).toBe('2026-07-04T10:00-04:00');
  });
});

describe('wallClockAt in the publication zone (no Intl formatter)', () => {
  it('reads as Intl does in America/Detroit every 30 minutes of 2026–2028, clock changes included', () => {
    const intl = new Intl.DateTimeFormat('en-US', { timeZone: DETROIT, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2029, 0, 1); t += 30 * 60_000) {
      const parts = Object.fromEntries(intl.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
      const expected = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
      const actual = wallClockAt(t, DETROIT);
      if (actual.year !== expected.year || actual.month !== expected.month || actual.day !== expected.day || actual.hour !== expected.hour || actual.minute !== expected.minute) {
        expect({ at: new Date(t).toISOString(), ...actual }).toEqual({ at: new Date(t).toISOString(), ...expected });
      }
    }
  });
});
