import { describe, expect, it } from 'vitest';
import { mainThreadLine, mainThreadTime } from './main-thread.mjs';

const MAIN = { pid: 1, tid: 7 };
const navigation = { ...MAIN, name: 'navigationStart', ph: 'R', ts: 1_000_000, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1/' } } };
const fcp = { ...MAIN, name: 'firstContentfulPaint', ph: 'R', ts: 2_000_000 };
const task = (at: number, wallMs: number, threadMs: number, where = MAIN) => ({ ...where, name: 'RunTask', ph: 'X', ts: at, dur: wallMs * 1000, tdur: threadMs * 1000 });

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
