import { describe, expect, it } from 'vitest';
import { calibrateCpu, cpuSlowdownFor, MAX_CPU_SLOWDOWN } from './cpu-calibration.mjs';

describe('cpuSlowdownFor (Lighthouse docs/throttling.md calculator)', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [1766, 5],
    [2000, 6],
    [2750, 9.2],
  ])('a host of benchmarkIndex %d stands for the target phone at %dx', (index, multiplier) => {
    expect(cpuSlowdownFor(index)).toEqual({ multiplier, exact: multiplier, capped: false, tooSlow: false });
  });

  it('caps a very fast host at the largest slowdown Lighthouse is trusted with', () => {
    expect(cpuSlowdownFor(4000)).toEqual({ multiplier: MAX_CPU_SLOWDOWN, exact: 14.6, capped: true, tooSlow: false });
  });

  it('says when the host is slower than the target phone', () => {
    expect(cpuSlowdownFor(120)).toEqual({ multiplier: 1, exact: 1, capped: false, tooSlow: true });
  });

  it('refuses what is not a benchmarkIndex', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/benchmarkIndex/);
    expect(() => cpuSlowdownFor(0)).toThrow(/benchmarkIndex/);
  });
});

describe('calibrateCpu', () => {
  it('takes the highest run (a busy moment only lowers a run) and says how it got there', () => {
    const cpu = calibrateCpu([2400.5, 1648, 2434], undefined);
    expect(cpu).toMatchObject({ benchmarkIndex: 2434, multiplier: 7.9, tooSlow: false });
    expect(cpu.line).toBe("host benchmarkIndex 2434 (highest of 2401, 1648, 2434) → CPU slowdown 7.9x (Lighthouse's calculator; the target phone is 4x on a host of 1,533)");
  });

  it('prints what the calculator asks beside the cap, on a host faster than the cap allows for', () => {
    const cpu = calibrateCpu([3600], undefined);
    expect(cpu).toMatchObject({ multiplier: MAX_CPU_SLOWDOWN, uncapped: 12.9 });
    expect(cpu.line).toContain('the calculator asks 12.9x, capped at 10x');
    expect(calibrateCpu([3600], 8).line).toContain('set by hand; the calculator asks 12.9x');
  });

  it('lets an experiment set the slowdown by hand, and never calls that host too slow', () => {
    expect(calibrateCpu([100], 4)).toMatchObject({ multiplier: 4, tooSlow: false });
    expect(calibrateCpu([100], undefined)).toMatchObject({ multiplier: 1, tooSlow: true });
  });

  it('needs at least one run', () => {
    expect(() => calibrateCpu([], undefined)).toThrow(/no benchmarkIndex/);
  });
});
