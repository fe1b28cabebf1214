/*
 * The site prints dates in one fixed en-US long form, in the reader's time zone.
 * Spelled out here instead of through Intl.DateTimeFormat: the first formatter
 * a page creates loads the locale data, about 25 ms of main-thread work on a
 * phone, paid by every page because the header shows today's date (issue 7).
 * dates.test.ts checks the output against Intl for every day of a year.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

function longDate(d: Date): string {
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** Long US date, e.g. "Sunday, November 22, 2026". */
export function formatLongDateWithWeekday(date: Date): string {
  return `${WEEKDAYS[date.getDay()]}, ${longDate(date)}`;
}

/** Short US date, e.g. "Nov 22, 2026" (article cards). Empty string for an invalid date. */
export function formatShortDate(date: Date | string | number | null | undefined): string {
  const d = toDate(date);
  if (!d) return '';
  return `${MONTHS[d.getMonth()]!.slice(0, 3)} ${d.getDate()}, ${d.getFullYear()}`;
}

/** Long US date without weekday, e.g. "November 22, 2026". Empty string for an invalid date. */
export function formatLongDate(date: Date | string | number | null | undefined): string {
  const d = toDate(date);
  if (!d) return '';
  return longDate(d);
}

/** A valid Date or null; never an "Invalid Date". */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** ISO 8601 string for a valid date, else undefined. */
export function toIsoDate(value: Date | string | number | null | undefined): string | undefined {
  return toDate(value)?.toISOString();
}
