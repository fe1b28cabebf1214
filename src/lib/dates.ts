/*
 * Every date the site prints, in one fixed en-US form and in the publication's time zone
 * (America/Detroit), so the build and every reader's browser print the same text and hydration
 * matches. Spelled out rather than through Intl.DateTimeFormat, whose first formatter loads the
 * locale data, noticeable main-thread work on a phone.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export const SITE_TIME_ZONE = 'America/Detroit';

const HOUR = 3_600_000;

/** The n-th Sunday (1-based) of a month, as a day of the month (UTC calendar). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/**
 * Offset of US Eastern time from UTC at instant `t` (ms): -4 h from the second
 * Sunday of March, 2:00 EST (07:00 UTC), to the first Sunday of November,
 * 2:00 EDT (06:00 UTC); -5 h otherwise (US rules since 2007).
 */
export function easternOffsetMs(t: number): number {
  const year = new Date(t).getUTCFullYear();
  const start = Date.UTC(year, 2, nthSunday(year, 2, 2), 7);
  const end = Date.UTC(year, 10, nthSunday(year, 10, 1), 6);
  return t >= start && t < end ? -4 * HOUR : -5 * HOUR;
}

interface Parts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly weekday: number;
  readonly hour: number;
  readonly minute: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Calendar parts in the publication's time zone. A date-only string
 * ('2026-12-05') is a calendar day, not midnight UTC, and keeps its day.
 */
function partsOf(value: Date | string | number): Parts | null {
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) {
      const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      if (!Number.isNaN(d.getTime())) return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), weekday: d.getUTCDay(), hour: 0, minute: 0 };
    }
  }
  const d = toDate(value);
  if (!d) return null;
  const local = new Date(d.getTime() + easternOffsetMs(d.getTime()));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

type DateInput = Date | string | number | null | undefined;

function withParts(value: DateInput, format: (p: Parts) => string): string {
  if (value === null || value === undefined || value === '') return '';
  const p = partsOf(value);
  return p ? format(p) : '';
}

/** Long US date, e.g. "Sunday, November 22, 2026". Empty string for an invalid date. */
export function formatLongDateWithWeekday(date: DateInput): string {
  return withParts(date, (p) => `${WEEKDAYS[p.weekday]}, ${MONTHS[p.month]} ${p.day}, ${p.year}`);
}

/** Long US date without weekday, e.g. "November 22, 2026". Empty string for an invalid date. */
export function formatLongDate(date: DateInput): string {
  return withParts(date, (p) => `${MONTHS[p.month]} ${p.day}, ${p.year}`);
}

/** Short US date, e.g. "Nov 22, 2026" (article cards). Empty string for an invalid date. */
export function formatShortDate(date: DateInput): string {
  return withParts(date, (p) => `${MONTHS[p.month]!.slice(0, 3)} ${p.day}, ${p.year}`);
}

/** Short weekday, month and day, e.g. "Sat, Dec 5" (event teasers). */
export function formatShortWeekdayDate(date: DateInput): string {
  return withParts(date, (p) => `${WEEKDAYS[p.weekday]!.slice(0, 3)}, ${MONTHS[p.month]!.slice(0, 3)} ${p.day}`);
}

/** Clock time, e.g. "7:30 PM". */
export function formatTime(date: DateInput): string {
  return withParts(date, (p) => `${p.hour % 12 === 0 ? 12 : p.hour % 12}:${String(p.minute).padStart(2, '0')} ${p.hour < 12 ? 'AM' : 'PM'}`);
}

/** The calendar day in the publication's time zone, 'YYYY-MM-DD' (for <time dateTime>). */
export function calendarDay(date: DateInput): string {
  return withParts(date, (p) => `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`);
}

/** A valid Date or null; never an "Invalid Date". */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** ISO 8601 string for a valid date, else undefined. */
export function toIsoDate(value: DateInput): string | undefined {
  return toDate(value)?.toISOString();
}
