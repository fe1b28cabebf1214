/** Long US date, e.g. "Sunday, November 22, 2026". */
export function formatLongDateWithWeekday(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** Long US date without weekday, e.g. "November 22, 2026". Empty string for an invalid date. */
export function formatLongDate(date: Date | string | number | null | undefined): string {
  const d = toDate(date);
  if (!d) return '';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(d);
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
