/**
 * The audit's verdict: a row fails when its run was void (the page's news never arrived), when it
 * ended on another page, when a category's median score is under its floor, or when its median
 * TBT is over the ceiling. Performance and TBT are judged only when the runs stood for the phone:
 * not on a host slower than it, and not with the main thread sharing its core (--shared-cores).
 *
 * The TBT judged is a run's `ownTbt`: Lighthouse's TBT times the share of its long tasks' wall
 * time the page's main thread ran (measure/lib/main-thread.mjs → runningShare). Lighthouse
 * multiplies each task's wall time by the slowdown; on two cores that wall time holds the main
 * thread's waits for the compositor, V8's helpers and the browser process, all on the other core
 * behind the page's worker, the servers and Lighthouse. Those waits come and go with the host,
 * not the page (from 1 % to 60 % of the same page's tasks), and a phone's spare cores never make
 * them. Work the page adds to its main thread raises both figures alike.
 */

/** The floors of one row (budgets.json's, with the exception that names the row). */
export function floorsFor(lighthouse, label) {
  const exception = (lighthouse.pageFloors ?? []).find((e) => e.pages.includes(label));
  return { ...lighthouse.floors, ...(exception?.floors ?? {}) };
}

/**
 * @param {Array<{ label: string, page: string, finalPath: string, voided: string[], tooSlow: boolean, ownTbt: number } & Record<string, unknown>>} rows
 * @param {object} lighthouse  budgets.json's
 * @param {{ sharedCores?: boolean, firstPost?: string }} [options]
 * @returns {string[]} one line per failure
 */
export function judge(rows, lighthouse, { sharedCores = false, firstPost = '' } = {}) {
  const failures = [];
  for (const row of rows) {
    const path = new URL(row.page.replace('{firstPost}', firstPost), 'http://x').pathname;
    if (row.finalPath !== path) failures.push(`${row.label} ended on ${row.finalPath} (route missing?)`);
    for (const reason of row.voided) failures.push(`${row.label} ${reason}: the run measured a page without its news (void)`);
    const judged = !row.tooSlow && !sharedCores;
    for (const [category, floor] of Object.entries(floorsFor(lighthouse, row.label))) {
      if (category === 'performance' && !judged) continue;
      if (row[category] < floor) failures.push(`${row.label}: ${category} ${row[category]} < ${floor}`);
    }
    const ceiling = lighthouse.ceilings?.tbtMs;
    if (judged && ceiling !== undefined && row.ownTbt > ceiling) failures.push(`${row.label}: TBT ${Math.round(row.ownTbt)} ms (without the host's waits) > ${ceiling} ms`);
  }
  return failures;
}

/**
 * Whether one run settles a row: its score and judged TBT are so far inside the floor and the
 * ceiling (budgets.json → oneRunSuffices) that the median of more runs would most likely pass too.
 * A run that does not is followed by the rest of `runs`, whose median is judged.
 */
export function settledByOneRun(run, lighthouse) {
  const bar = lighthouse.oneRunSuffices;
  return Boolean(bar) && !run.voided && !run.busy && !run.stalled && run.performance >= bar.performance && run.ownTbt <= bar.tbtMs;
}

/**
 * The share of its long tasks' wall time at or over which the page's main thread, on a core of its
 * own, waited for that core: the host itself took the core away (the virtual machine's share of
 * the physical CPU dropped for a while, which its benchmarkIndex, read before the page loads, can
 * miss). Lighthouse multiplies those waits by the slowdown, and the judged TBT takes them out only
 * in proportion, while the score keeps them whole.
 */
const STALLED_WAITING = 0.4;

/**
 * Whether a run measured the host more than the page: its main thread, which had a core of its own,
 * waited for it STALLED_WAITING or more of its long tasks' wall time (`runningShare`, from
 * measure/lib/main-thread.mjs). Such a run is treated as a busy one: kept when it passes all the
 * same (keptThoughBusy), else measured again within the row's extra runs, never settling a row alone.
 * @param {number} share
 */
export function stalledRun(share) {
  return 1 - share >= STALLED_WAITING;
}

/**
 * Whether a run on a host busier than calibrated is kept: only when it passes anyway (no void,
 * performance at or over the floor, TBT within the ceiling). Its page ran on a slower phone than
 * the one calibrated for, so its figures are no better than the phone's: kept, it can only make
 * the row's verdict stricter. A busy run that fails is measured again, as it may blame the page
 * for the host. It never settles a row alone (settledByOneRun).
 * @param {{ voided?: string | null, performance: number, ownTbt: number }} run
 */
export function keptThoughBusy(run, lighthouse, label) {
  const ceiling = lighthouse.ceilings?.tbtMs ?? Infinity;
  const floor = floorsFor(lighthouse, label).performance ?? 0;
  return !run.voided && run.performance >= floor && run.ownTbt <= ceiling;
}

/**
 * Whether the runs kept so far already decide the verdict the median of `runs` runs would give, so
 * the runs left could not change it: a majority of `runs` on one side of the TBT ceiling and, for
 * a pass, a majority at or above the performance floor. The median of the runs kept then falls
 * on the same side as the median of all of them would.
 * @param {ReadonlyArray<{ performance: number, ownTbt: number }>} kept
 */
export function medianDecided(kept, runs, lighthouse, label) {
  const majority = Math.floor(runs / 2) + 1;
  const ceiling = lighthouse.ceilings?.tbtMs ?? Infinity;
  const floor = floorsFor(lighthouse, label).performance ?? 0;
  const count = (test) => kept.filter(test).length;
  const fails = count((r) => r.ownTbt > ceiling) >= majority || count((r) => r.performance < floor) >= majority;
  const passes = count((r) => r.ownTbt <= ceiling) >= majority && count((r) => r.performance >= floor) >= majority;
  return fails || passes;
}
