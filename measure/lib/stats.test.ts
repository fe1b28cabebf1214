import { describe, expect, it } from 'vitest';
import { median, medians } from './stats.mjs';

describe('stats', () => {
  it('median: the middle value, or the mean of the middle two', () => {
    expect(median([90, 70, 80])).toBe(80);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('medians: each key over the runs', () => {
    expect(medians([{ tbt: 300, lcp: 2 }, { tbt: 100, lcp: 4 }, { tbt: 200, lcp: 3 }], ['tbt', 'lcp'])).toEqual({ tbt: 200, lcp: 3 });
  });

});
