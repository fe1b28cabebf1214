import { describe, expect, it } from 'vitest';
import { median, medians, percentile } from './stats.mjs';

describe('stats', () => {
  it('median: the middle value, or the mean of the middle two', () => {
    expect(median([90, 70, 80])).toBe(80);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('medians: each key over the runs', () => {
    expect(medians([{ tbt: 300, lcp: 2 }, { tbt: 100, lcp: 4 }, { tbt: 200, lcp: 3 }], ['tbt', 'lcp'])).toEqual({ tbt: 200, lcp: 3 });
  });

  it('percentile: nearest rank of sorted values', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99), percentile(sorted, 100)]).toEqual([50, 95, 99, 100]);
    expect(percentile([], 50)).toBe(0);
  });
});
