/**
 * Event dates are calendar days ("YYYY-MM-DD") in Michigan. They are read as
 * local calendar dates, never as UTC midnight (which shows the day before in
 * US time zones).
 */
export function parseCalendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export interface EventDateParts {
  readonly month: string;
  readonly day: string;
  readonly weekday: string;
  readonly long: string;
}

export function eventDateParts(value: string): EventDateParts | null {
  const date = parseCalendarDate(value);
  if (!date) return null;
  const fmt = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options).format(date);
  return {
    month: fmt({ month: 'short' }),
    day: fmt({ day: 'numeric' }),
    weekday: fmt({ weekday: 'long' }),
    long: fmt({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  };
}
