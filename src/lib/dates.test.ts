import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  easternOffsetMs,
  formatLongDate,
  formatLongDateWithWeekday,
  formatShortDate,
  formatShortWeekdayDate,
  formatTime,
  SITE_TIME_ZONE,
  toDate,
  toIsoDate,
} from './dates';

const zone = { timeZone: SITE_TIME_ZONE } as const;

describe('dates (publication time zone)', () => {
  it('formats the header date in long US format, in Michigan time', () => {
    expect(formatLongDateWithWeekday(new Date('2026-11-22T17:00:00Z'))).toBe('Sunday, November 22, 2026');
    // 03:00 UTC on the 23rd is still the evening of the 22nd in Detroit.
    expect(formatLongDateWithWeekday(new Date('2026-11-23T03:00:00Z'))).toBe('Sunday, November 22, 2026');
  });

  it('keeps a date-only string on its calendar day', () => {
    expect(formatLongDate('2026-12-05')).toBe('December 5, 2026');
    expect(formatShortDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(calendarDay('2026-12-05')).toBe('2026-12-05');
  });

  it('never shows "Invalid Date"', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatLongDate(null)).toBe('');
    expect(formatShortDate('not a date')).toBe('');
    expect(formatTime(undefined)).toBe('');
  });

  it('matches Intl.DateTimeFormat en-US in America/Detroit for every hour of 2026–2028, DST changes included', () => {
    const withWeekday = new Intl.DateTimeFormat('en-US', { ...zone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    const plain = new Intl.DateTimeFormat('en-US', { ...zone, year: 'numeric', month: 'long', day: 'numeric' });
    const short = new Intl.DateTimeFormat('en-US', { ...zone, year: 'numeric', month: 'short', day: 'numeric' });
    const teaser = new Intl.DateTimeFormat('en-US', { ...zone, weekday: 'short', month: 'short', day: 'numeric' });
    const time = new Intl.DateTimeFormat('en-US', { ...zone, hour: 'numeric', minute: '2-digit' });
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < Date.UTC(2029, 0, 1); t += 3_600_000 + 17 * 60_000) {
      const date = new Date(t);
      expect(formatLongDateWithWeekday(date)).toBe(withWeekday.format(date));
      expect(formatLongDate(date)).toBe(plain.format(date));
      expect(formatShortDate(date)).toBe(short.format(date));
      expect(formatShortWeekdayDate(date)).toBe(teaser.format(date));
      expect(formatTime(date)).toBe(time.format(date).replace(/\u202f/g, ' '));
    }
    // About 130,000 comparisons: a second on a quiet host, several on a loaded CI host; a correctness check, not a timing one.
  }, 60_000);

  it('switches between EST and EDT at 2:00 local time', () => {
    expect(easternOffsetMs(Date.UTC(2026, 2, 8, 6, 59))).toBe(-5 * 3_600_000);
    expect(easternOffsetMs(Date.UTC(2026, 2, 8, 7, 0))).toBe(-4 * 3_600_000);
    expect(easternOffsetMs(Date.UTC(2026, 10, 1, 5, 59))).toBe(-4 * 3_600_000);
    expect(easternOffsetMs(Date.UTC(2026, 10, 1, 6, 0))).toBe(-5 * 3_600_000);
  });

  it('returns null or undefined for unparseable input', () => {
    expect(toDate('garbage')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toIsoDate('2026-11-01T10:00:00Z')).toBe('2026-11-01T10:00:00.000Z');
    expect(toIsoDate(undefined)).toBeUndefined();
  });
});
