/**
 * How much of a run's blocking was the page's own work, read from the run's trace. Lighthouse's
 * simulation multiplies each main-thread task's wall time by the CPU slowdown (tasks under 10 ms
 * are left out of its graph). On a host with few cores the wall time holds the time the main
 * thread waited for a core while the page's worker, the browser and Lighthouse itself ran, so this
 * reads the same tasks' thread time (CPU time) too: the blocking they would make on a phone whose
 * main thread had a core of its own.
 *
 *   const figures = mainThreadTime(result.artifacts.Trace.traceEvents, 8.6);
 *
 * Those are the tasks after the paint the browser showed. What the TBT counts is Lighthouse's own
 * simulation, whose first paint can come before a task that preceded it here (the served page's
 * first style and layout, simulated at half the slowdown): simulatedBlocking reads the run's
 * `long-tasks` audit, the simulated tasks themselves.
 */

/** Tasks shorter than this (wall time) are left out of Lighthouse's simulated graph, as here. */
export const SIGNIFICANT_TASK_MS = 10;
const BLOCKING_AFTER_MS = 50;
/** Milliseconds as the lines print them: whole, with thousands separated. */
const ms = (n) => Math.round(n).toLocaleString('en-US');

/**
 * The main thread's tasks of SIGNIFICANT_TASK_MS or more after the first contentful paint, with
 * their wall and thread times and the blocking each makes at `slowdown`; null when the trace has
 * no navigation or no first paint.
 * @param {Array<{ name: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any }>} events
 * @param {number} slowdown
 * @returns {{ tasks: number, wallMs: number, threadMs: number, wallBlockingMs: number, threadBlockingMs: number } | null}
 */
export function mainThreadTime(events, slowdown) {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && /^https?:/.test(String(e.args?.data?.documentLoaderURL ?? '')));
  if (!navigation) return null;
  const onMain = (e) => e.pid === navigation.pid && e.tid === navigation.tid;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e) && e.ts >= navigation.ts);
  if (!fcp) return null;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.ts >= fcp.ts && (e.dur ?? 0) >= SIGNIFICANT_TASK_MS * 1000);
  const blocking = (ms) => Math.max(0, ms * slowdown - BLOCKING_AFTER_MS);
  let wallMs = 0;
  let threadMs = 0;
  let wallBlockingMs = 0;
  let threadBlockingMs = 0;
  for (const task of tasks) {
    const wall = (task.dur ?? 0) / 1000;
    const thread = (task.tdur ?? task.dur ?? 0) / 1000;
    wallMs += wall;
    threadMs += thread;
    wallBlockingMs += blocking(wall);
    threadBlockingMs += blocking(thread);
  }
  return { tasks: tasks.length, wallMs, threadMs, wallBlockingMs, threadBlockingMs };
}

/**
 * The share of its long tasks' wall time the main thread spent running (thread time ÷ wall time of
 * the tasks mainThreadTime read), 1 when there were none or no figures. The rest is time it waited
 * for another thread: on this host, threads sharing the other core; on the phone, ones with cores
 * of their own.
 * @param {ReturnType<typeof mainThreadTime>} figures
 */
export function runningShare(figures) {
  if (!figures || figures.wallMs <= 0) return 1;
  return Math.min(1, figures.threadMs / figures.wallMs);
}

/** One line for a run's figures: `23 long tasks after FCP, thread time 142 of 364 ms (61% waiting for a core): blocking 193 ms by thread time, 2,965 by wall time`. */
export function mainThreadLine(figures) {
  if (!figures) return 'no main-thread figures (no navigation or first paint in the trace)';
  if (figures.tasks === 0) return 'no task of 10 ms or more after FCP';
  const waiting = figures.wallMs > 0 ? Math.round((1 - figures.threadMs / figures.wallMs) * 100) : 0;
  return `${figures.tasks} tasks of ${SIGNIFICANT_TASK_MS} ms+ after FCP, thread time ${ms(figures.threadMs)} of ${ms(figures.wallMs)} ms (${waiting}% waiting for a core): blocking ${ms(figures.threadBlockingMs)} ms by thread time, ${ms(figures.wallBlockingMs)} by wall time`;
}

/**
 * The long tasks of Lighthouse's simulation (its `long-tasks` audit items: simulated start and
 * duration in ms, and the script they are attributed to) that block after the simulated first
 * contentful paint `fcpMs`, each with its blocking as Lighthouse counts it (its part after FCP,
 * less 50 ms), the largest first.
 * @param {readonly { startTime: number, duration: number, url?: string }[]} items
 * @param {number} fcpMs
 */
export function simulatedBlocking(items, fcpMs) {
  return items
    .map((task) => ({
      durationMs: task.duration,
      blockingMs: Math.max(0, task.startTime + task.duration - Math.max(task.startTime, fcpMs) - BLOCKING_AFTER_MS),
      source: task.url === 'Unattributable' ? 'unattributed' : /\/assets\/[^/]+$/.test(task.url ?? '') ? String(task.url).split('/').pop() : 'the document',
    }))
    .filter((task) => task.blockingMs > 0)
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/** One line for simulatedBlocking's tasks: `simulated tasks blocking after FCP: 234 ms (the document) blocks 184, …`. */
export function simulatedLine(tasks) {
  if (tasks.length === 0) return 'no simulated task blocks after FCP';
  return `simulated tasks blocking after FCP: ${tasks.map((t) => `${ms(t.durationMs)} ms (${t.source}) blocks ${ms(t.blockingMs)}`).join(', ')}`;
}
