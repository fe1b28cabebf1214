import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateWithWeekday, formatShortDate, toDate, toIsoDate } from './dates';

describe('dates', () => {
  it('formats the header date in long US format', () => {
    expect(formatLongDateWithWeekday(new Date(2026, 10, 22, 12))).toBe('Sunday, November 22, 2026');
  });

  it('formats long dates and never shows "Invalid Date"', () => {
    expect(formatLongDate(new Date(2026, 0, 5, 12))).toBe('January 5, 2026');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatLongDate(null)).toBe('');
    expect(formatShortDate('not a date')).toBe('');
  });

  it('matches Intl.DateTimeFormat en-US for every day of a year', () => {
    const withWeekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    const plain = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    const short = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2028, 0, 1 + day, 9, 30);
      expect(formatLongDateWithWeekday(date)).toBe(withWeekday.format(date));
      expect(formatLongDate(date)).toBe(plain.format(date));
      expect(formatShortDate(date)).toBe(short.format(date));
    }
  });

  it('returns null or undefined for unparseable input', () => {
    expect(toDate('garbage')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toIsoDate('2026-11-01T10:00:00Z')).toBe('2026-11-01T10:00:00.000Z');
    expect(toIsoDate(undefined)).toBeUndefined();
  });
});
