import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateWithWeekday, toDate, toIsoDate } from './dates';

describe('dates', () => {
  it('formats the header date in long US format', () => {
    expect(formatLongDateWithWeekday(new Date(2026, 10, 22, 12))).toBe('Sunday, November 22, 2026');
  });

  it('formats long dates and never shows "Invalid Date"', () => {
    expect(formatLongDate(new Date(2026, 0, 5, 12))).toBe('January 5, 2026');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatLongDate(null)).toBe('');
  });

  it('returns null or undefined for unparseable input', () => {
    expect(toDate('garbage')).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toIsoDate('2026-11-01T10:00:00Z')).toBe('2026-11-01T10:00:00.000Z');
    expect(toIsoDate(undefined)).toBeUndefined();
  });
});
