import { describe, expect, it } from 'vitest';
import { busiest, parseCpuList, placeFor, processTree, splitCores } from './own-core.mjs';

describe("the page's main thread on a core of its own", () => {
  it('parseCpuList: reads the kernel\'s CPU lists, ranges included, and refuses anything else', () => {
    expect(parseCpuList('0-1')).toEqual([0, 1]);
    expect(parseCpuList('0,2-4,7\n')).toEqual([0, 2, 3, 4, 7]);
    expect(parseCpuList('3')).toEqual([3]);
    expect(() => parseCpuList('2-1')).toThrow(/not a CPU list/);
    expect(() => parseCpuList('a')).toThrow(/not a CPU list/);
  });

  it('splitCores: the last CPU for the main threads, the others for the rest; nothing to split on one CPU', () => {
    expect(splitCores([0, 1])).toEqual({ main: '1', rest: '0' });
    expect(splitCores([5, 0, 2, 3])).toEqual({ main: '5', rest: '0,2,3' });
    expect(splitCores([0])).toBeNull();
    expect(splitCores([])).toBeNull();
  });

  it("processTree: the root and every process under it, however deep, and none beside it", () => {
    // 10 the audit → 20 Chromium → 30 zygote → 40 renderer; 10 → 50 nginx → 51 worker; 99 elsewhere.
    const parents = new Map([[10, 1], [20, 10], [30, 20], [40, 30], [50, 10], [51, 50], [99, 1], [98, 99]]);
    expect([...processTree(parents, 10)].sort((a, b) => a - b)).toEqual([10, 20, 30, 40, 50, 51]);
    expect([...processTree(parents, 40)]).toEqual([40]);
    expect([...processTree(new Map(), 7)]).toEqual([7]);
  });

  it("placeFor: the measured renderer's main thread alone; its other threads, other renderers and every other process with the rest", () => {
    const cores = { main: '1', rest: '0' };
    expect(placeFor({ pid: 40, tid: 40 }, 40, cores)).toBe('1');
    expect(placeFor({ pid: 40, tid: 41 }, 40, cores)).toBe('0');
    expect(placeFor({ pid: 60, tid: 60 }, 40, cores)).toBe('0');
    expect(placeFor({ pid: 20, tid: 20 }, null, cores)).toBe('0');
  });

  it('busiest: the renderer that ran longest since the last look; the current one keeps the core on a tie or when none ran', () => {
    expect(busiest(new Map([[40, 5e6], [60, 30e6]]), 40)).toBe(60);
    expect(busiest(new Map([[40, 5e6], [60, 5e6]]), 40)).toBe(40);
    expect(busiest(new Map([[40, 0], [60, 0]]), 60)).toBe(60);
    // The current one is gone: the busiest of the others, or none at all.
    expect(busiest(new Map([[60, 1e6], [70, 2e6]]), 40)).toBe(70);
    expect(busiest(new Map(), 40)).toBeNull();
  });
});
