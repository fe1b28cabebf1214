/**
 * Publication dates as feeds write them: RFC 822 / RFC 1123 (RSS, with named
 * zones such as EST or GMT, optional weekday and seconds, two-digit years)
 * and ISO 8601 / RFC 3339 (Atom, dc:date). Returns an ISO string, or null for
 * anything unparseable, so the UI never shows 'Invalid Date'.
 */
import { collapseSpaces } from './html-text';

/** Characters read from the raw value, and kept after whitespace is collapsed. */
const MAX_DATE_INPUT = 2_000;
const MAX_DATE_TEXT = 64;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Offsets in minutes east of UTC. */
const ZONES: Record<string, number> = {
  UT: 0, UTC: 0, GMT: 0, Z: 0,
  EST: -300, EDT: -240, CST: -360, CDT: -300, MST: -420, MDT: -360, PST: -480, PDT: -420,
  AKST: -540, AKDT: -480, HST: -600, BST: 60, CET: 60, CEST: 120, EET: 120, EEST: 180,
};

const RFC822 =
  /^(?:[a-z]{3,9},?\s+)?(\d{1,2})[\s-]+([a-z]{3,9})\.?[\s-]+(\d{2,4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*([+-]\d{2}:?\d{2}|[a-z]{1,5})?\s*(?:\([^)]*\))?$/i;

function zoneOffset(zone: string | undefined): number {
  if (!zone) return 0;
  const numeric = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3]);
    return numeric[1] === '-' ? -minutes : minutes;
  }
  // Unknown names (and RFC 822's unreliable military letters) are read as UTC.
  return ZONES[zone.toUpperCase()] ?? 0;
}

function parseRfc822(value: string): Date | null {
  const m = RFC822.exec(value);
  if (!m) return null;
  const [, day, monthName, yearText, hh = '0', mm = '0', ss = '0', zone] = m;
  const month = MONTHS.indexOf(monthName!.slice(0, 3).toLowerCase());
  if (month < 0) return null;
  let year = Number(yearText);
  if (yearText!.length === 2) year += year < 50 ? 2000 : 1900;
  else if (yearText!.length === 3) year += 1900;
  const d = Number(day);
  const h = Number(hh);
  const min = Number(mm);
  const s = Number(ss);
  if (d < 1 || d > 31 || h > 23 || min > 59 || s > 60) return null;
  const utc = Date.UTC(year, month, d, h, min, Math.min(s, 59)) - zoneOffset(zone) * 60_000;
  return new Date(utc);
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function parseIso(value: string): Date | null {
  const m = ISO.exec(value);
  if (!m) return null;
  const [, y, mo, d, hh = '00', mm = '00', ss = '00', frac = '0', zone] = m;
  const month = Number(mo) - 1;
  const day = Number(d);
  if (month < 0 || month > 11 || day < 1 || day > 31 || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 60) return null;
  let offset = 0;
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
  }
  const ms = Number(`0.${frac}`) * 1000;
  const utc = Date.UTC(Number(y), month, day, Number(hh), Number(mm), Math.min(Number(ss), 59), Math.round(ms)) - offset * 60_000;
  return new Date(utc);
}

/** ISO 8601 string for a feed date, or null when it is missing or unparseable. */
export function parseFeedDate(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  // Untrusted text: cut before any pattern runs (no real date is longer), then collapse
  // whitespace, so a date padded with thousands of spaces costs nothing.
  // (collapseSpaces: `.replace(/\s+/g, ' ').trim()` without a global regex, which nginx's njs 0.7
  // fails on some text.)
  const text = collapseSpaces(String(value).trim().slice(0, MAX_DATE_INPUT)).slice(0, MAX_DATE_TEXT);
  if (text === '') return null;
  const date = parseIso(text) ?? parseRfc822(text);
  if (!date || Number.isNaN(date.getTime())) return null;
  return date.toISOString();
}
