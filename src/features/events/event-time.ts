/**
 * Event times. Editors write an event as a day and wall-clock times in the publication's time zone;
 * here they become instants to compare with the reader's clock, and instants become text in that
 * same zone, so every reader sees the time on the poster and the build writes the same words as
 * the browser. The words are spelled out here rather than by Intl, whose ICU versions disagree
 * (on the space before "PM", for one).
 */

import { easternOffsetMs, SITE_TIME_ZONE } from '@/lib/dates';

interface WallClock {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
  /** 0–23 */
  readonly hour: number;
  readonly minute: number;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

function numericFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading in `timeZone` at `instant` (milliseconds since the epoch). */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  if (timeZone === SITE_TIME_ZONE) {
    // The publication's own zone, by the US rules in src/lib/dates.ts: no Intl formatter (creating
    // one loads the browser's time-zone data, a long task on a slow phone while home hydrates).
    const local = new Date(instant + easternOffsetMs(instant));
    return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
  }
  const parts = numericFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
}

function asUtc(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
}

/** Minutes the zone is ahead of UTC at `instant` (America/Detroit: -300 in winter, -240 in summer). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const floored = Math.floor(instant / 60_000) * 60_000;
  return (asUtc(wallClockAt(floored, timeZone)) - floored) / 60_000;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "YYYY-MM-DD" + "HH:MM" → that wall-clock time's calendar fields, or null when either is malformed or impossible. */
export function parseWallClock(date: string, time: string): WallClock | null {
  const d = DATE.exec(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  const clock = { year: Number(d[1]), month: Number(d[2]), day: Number(d[3]), hour: Number(t[1]), minute: Number(t[2]) };
  const check = new Date(asUtc(clock));
  if (check.getUTCFullYear() !== clock.year || check.getUTCMonth() !== clock.month - 1 || check.getUTCDate() !== clock.day) return null;
  return clock;
}

/**
 * The instant at which the wall clocks of `timeZone` show `date` `time`, or
 * null for a malformed date or time. A time that happens twice (the repeated
 * hour in autumn) is its first occurrence; one skipped by the spring-forward
 * hour moves an hour on (as Temporal's "compatible" rule does).
 */
export function zonedInstant(date: string, time: string, timeZone: string): number | null {
  const clock = parseWallClock(date, time);
  if (!clock) return null;
  const guess = asUtc(clock);
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  const second = guess - zoneOffsetMinutes(first, timeZone) * 60_000;
  if (asUtc(wallClockAt(second, timeZone)) === guess) return second;
  // No such wall-clock time (the hour skipped in spring): the later candidate, an hour on.
  return Math.max(first, second);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function clockText(hour: number, minute: number, withPeriod: boolean): string {
  if (minute === 0 && hour === 12) return 'noon';
  if (minute === 0 && hour === 0) return 'midnight';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  const base = minute === 0 ? String(h12) : `${h12}:${pad(minute)}`;
  return withPeriod ? `${base} ${hour < 12 ? 'a.m.' : 'p.m.'}` : base;
}

/** "6–8 p.m.", "9 a.m.–2 p.m.", "6:30–8:30 p.m.", "noon–1 p.m." (newspaper style). */
export function timeRangeText(start: WallClock, end: WallClock): string {
  const startNamed = clockText(start.hour, start.minute, true);
  const endText = clockText(end.hour, end.minute, true);
  const samePeriod = (start.hour < 12) === (end.hour < 12);
  const startText = samePeriod && !/noon|midnight/.test(startNamed) && !/noon|midnight/.test(endText) ? clockText(start.hour, start.minute, false) : startNamed;
  return `${startText}–${endText}`;
}

export interface EventWhen {
  /** "Dec" */
  readonly month: string;
  /** "3" */
  readonly day: string;
  /** "Thursday, December 3, 2026" */
  readonly long: string;
  /** "Thu, Dec 3" */
  readonly short: string;
  /** "6–8 p.m." */
  readonly time: string;
  /** "2026-12-03", for <time dateTime> */
  readonly isoDate: string;
  /** "2026-12-03T18:00-05:00", for <time dateTime> */
  readonly isoStart: string;
}

function isoOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** How an event from `start` to `end` (instants) reads in `timeZone`. */
export function describeEventTime(start: number, end: number, timeZone: string): EventWhen {
  const s = wallClockAt(start, timeZone);
  const e = wallClockAt(end, timeZone);
  const weekday = WEEKDAYS[new Date(Date.UTC(s.year, s.month - 1, s.day)).getUTCDay()]!;
  const month = MONTHS[s.month - 1]!;
  const isoDate = `${s.year}-${pad(s.month)}-${pad(s.day)}`;
  return {
    month: month.slice(0, 3),
    day: String(s.day),
    long: `${weekday}, ${month} ${s.day}, ${s.year}`,
    short: `${weekday.slice(0, 3)}, ${month.slice(0, 3)} ${s.day}`,
    time: timeRangeText(s, e),
    isoDate,
    isoStart: `${isoDate}T${pad(s.hour)}:${pad(s.minute)}${isoOffset(zoneOffsetMinutes(start, timeZone))}`,
  };
}
