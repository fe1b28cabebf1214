import { describe, expect, it } from 'vitest';
import type { CommunityEvent } from '@/content/events';
import { scheduleEvents, splitByTime } from './event-schedule';

const DETROIT = 'America/Detroit';
const event = (id: string, date: string, startTime: string, endTime: string): CommunityEvent => ({ id, date, startTime, endTime, name: id, place: 'Detroit', description: '' });

const EVENTS = [
  event('late', '2026-12-13', '18:30', '20:30'),
  event('early', '2026-12-03', '18:00', '20:00'),
  event('middle', '2026-12-06', '09:00', '14:00'),
];
const at = (iso: string) => Date.parse(iso);

describe('scheduleEvents', () => {
  it('orders events by start, whatever order editors wrote them in', () => {
    expect(scheduleEvents(EVENTS, DETROIT).map((s) => s.event.id)).toEqual(['early', 'middle', 'late']);
  });

  it('leaves out entries with a bad date, bad times or an end before the start', () => {
    const bad = [event('bad-date', '2026-02-30', '10:00', '11:00'), event('bad-time', '2026-12-01', '7pm', '8pm'), event('backwards', '2026-12-01', '18:00', '17:00')];
    expect(scheduleEvents([...bad, ...EVENTS], DETROIT).map((s) => s.event.id)).toEqual(['early', 'middle', 'late']);
  });
});

describe('splitByTime', () => {
  const scheduled = scheduleEvents(EVENTS, DETROIT);
  const ids = (list: readonly { event: CommunityEvent }[]) => list.map((s) => s.event.id);

  it('before the first event: all upcoming, soonest first', () => {
    const split = splitByTime(scheduled, at('2026-11-23T12:00:00Z'));
    expect(ids(split.upcoming)).toEqual(['early', 'middle', 'late']);
    expect(split.past).toEqual([]);
  });

  it('an event in progress is still upcoming; it is past once its end time (Michigan time) has gone by', () => {
    // 7 p.m. in Detroit on Dec 3 = 00:00 UTC Dec 4.
    expect(ids(splitByTime(scheduled, at('2026-12-04T00:00:00Z')).upcoming)).toEqual(['early', 'middle', 'late']);
    // 8 p.m. Detroit = 01:00 UTC: ended.
    const after = splitByTime(scheduled, at('2026-12-04T01:00:00Z'));
    expect(ids(after.upcoming)).toEqual(['middle', 'late']);
    expect(ids(after.past)).toEqual(['early']);
  });

  it('after the last event: nothing upcoming, past ones most recent first', () => {
    const split = splitByTime(scheduled, at('2027-01-15T12:00:00Z'));
    expect(split.upcoming).toEqual([]);
    expect(ids(split.past)).toEqual(['late', 'middle', 'early']);
  });
});
