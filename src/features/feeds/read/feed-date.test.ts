import { describe, expect, it } from 'vitest';
import { parseFeedDate } from './feed-date';

describe('parseFeedDate', () => {
  it.each([
    ['Fri, 20 Nov 2026 10:00:00 GMT', '2026-11-20T10:00:00.000Z'],
    ['Fri, 20 Nov 2026 05:00:00 EST', '2026-11-20T10:00:00.000Z'],
    ['20 Nov 2026 06:00 EDT', '2026-11-20T10:00:00.000Z'],
    ['Fri, 20 Nov 2026 04:00:00 -0600', '2026-11-20T10:00:00.000Z'],
    ['Fri, 20 Nov 26 02:00:00 PST', '2026-11-20T10:00:00.000Z'],
    ['Friday, 20 November 2026 10:00:00 UT', '2026-11-20T10:00:00.000Z'],
    ['Fri, 20 Nov 2026 10:00:00 Z', '2026-11-20T10:00:00.000Z'],
    ['Fri, 20 Nov 2026 11:00:00 +01:00', '2026-11-20T10:00:00.000Z'],
    ['2026-11-20T05:00:00-05:00', '2026-11-20T10:00:00.000Z'],
    ['2026-11-20T10:00:00.000Z', '2026-11-20T10:00:00.000Z'],
    ['2026-11-20T10:00:00Z', '2026-11-20T10:00:00.000Z'],
    ['2026-11-20 10:00:00', '2026-11-20T10:00:00.000Z'],
    ['2026-11-20T11:00:00+0100', '2026-11-20T10:00:00.000Z'],
    ['2026-11-20', '2026-11-20T00:00:00.000Z'],
  ])('%s', (input, expected) => {
    expect(parseFeedDate(input)).toBe(expected);
  });

  it.each(['', '   ', 'sometime last week', '2026-13-45', '32 Nov 2026 10:00 GMT', 'Fri, 20 Foo 2026 10:00:00 GMT', 'Invalid Date'])('unparseable %j → null', (input) => {
    expect(parseFeedDate(input)).toBeNull();
  });

  it('non-strings → null', () => {
    expect(parseFeedDate(null)).toBeNull();
    expect(parseFeedDate(undefined)).toBeNull();
    expect(parseFeedDate({})).toBeNull();
  });
});
