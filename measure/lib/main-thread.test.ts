import { describe, expect, it } from 'vitest';
import { mainThreadLine, mainThreadTime, runningShare, simulatedBlocking, simulatedLine } from './main-thread.mjs';

const MAIN = { pid: 1, tid: 7 };
const navigation = { ...MAIN, name: 'navigationStart', ph: 'R', ts: 1_000_000, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/' } } };
const fcp = { ...MAIN, name: 'firstContentfulPaint', ph: 'R', ts: 2_000_000 };
const task = (at: number, wallMs: number, threadMs: number, where = MAIN) => ({ ...where, name: 'RunTask', ph: 'X', ts: at, dur: wallMs * 1000, tdur: threadMs * 1000 });

describe('runningShare', () => {
  it('is the share of the long tasks’ wall time the thread ran, and 1 without tasks or figures', () => {
    expect(runningShare({ tasks: 2, wallMs: 50, threadMs: 32, wallBlockingMs: 0, threadBlockingMs: 0 })).toBeCloseTo(0.64);
    expect(runningShare({ tasks: 0, wallMs: 0, threadMs: 0, wallBlockingMs: 0, threadBlockingMs: 0 })).toBe(1);
    expect(runningShare(null)).toBe(1);
    expect(runningShare({ tasks: 1, wallMs: 10, threadMs: 10.4, wallBlockingMs: 0, threadBlockingMs: 0 })).toBe(1);
  });
});

describe('mainThreadTime', () => {
  it('reads the main thread’s tasks of 10 ms or more after the first paint, by wall time and by thread time', () => {
    const figures = mainThreadTime(
      [
        navigation,
        fcp,
        task(1_500_000, 40, 40), // before the first paint
        task(2_100_000, 30, 12), // waited 18 ms for a core
        task(2_200_000, 9, 9), // under 10 ms: not in Lighthouse's graph
        task(2_300_000, 20, 20),
        task(2_400_000, 50, 50, { pid: 1, tid: 8 }), // the page's worker
      ],
      8,
    );
    expect(figures).toEqual({ tasks: 2, wallMs: 50, threadMs: 32, wallBlockingMs: 190 + 110, threadBlockingMs: 46 + 110 });
    expect(mainThreadLine(figures)).toBe('2 tasks of 10 ms+ after FCP, thread time 32 of 50 ms (36% waiting for a core): blocking 156 ms by thread time, 300 by wall time');
  });

  it('takes the wall time where a task has no thread time', () => {
    const { tdur: _dropped, ...untimed } = task(2_100_000, 20, 20);
    expect(mainThreadTime([navigation, fcp, untimed], 5)?.threadBlockingMs).toBe(50);
  });

  it('says so when the trace has no navigation or no first paint', () => {
    expect(mainThreadTime([fcp, task(2_100_000, 30, 30)], 8)).toBeNull();
    expect(mainThreadTime([navigation, task(2_100_000, 30, 30)], 8)).toBeNull();
    expect(mainThreadLine(null)).toMatch(/no main-thread figures/);
  });
});

describe('simulatedBlocking', () => {
  it('keeps the simulated tasks that block after FCP, with what each blocks after it, the largest first', () => {
    const tasks = simulatedBlocking(
      [
        { startTime: 700, duration: 170, url: 'Unattributable' }, // over before FCP
        { startTime: 1300, duration: 234, url: 'http://127.0.0.1/' }, // the document's first layout, after FCP
        { startTime: 1150, duration: 120, url: 'http://127.0.0.1/assets/start-abc.js' }, // FCP at 1200: 70 ms after it, 20 of them beyond 50
        { startTime: 1700, duration: 137, url: 'http://127.0.0.1/assets/framework-abc.js' },
        { startTime: 2000, duration: 45, url: '' }, // under 50 ms
      ],
      1200,
    );
    expect(tasks).toEqual([
      { durationMs: 234, blockingMs: 184, source: 'the document' },
      { durationMs: 137, blockingMs: 87, source: 'framework-abc.js' },
      { durationMs: 120, blockingMs: 20, source: 'start-abc.js' },
    ]);
    expect(simulatedLine(tasks)).toBe('simulated tasks blocking after FCP: 234 ms (the document) blocks 184, 137 ms (framework-abc.js) blocks 87, 120 ms (start-abc.js) blocks 20');
    expect(simulatedLine([])).toBe('no simulated task blocks after FCP');
  });
});
