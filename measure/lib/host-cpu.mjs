/**
 * Where a host's CPU went while Lighthouse loaded a page: every process's CPU time (Linux's
 * /proc/<pid>/stat, user and system; a renderer's per thread) read every SAMPLE_MS, summed by what
 * the process or thread is over the moments the page's main thread was busy, with how long that
 * thread waited in the kernel's run queue (schedstat). Lighthouse's simulation multiplies each
 * main-thread task's wall time, so on a host of two cores whatever runs beside the main thread
 * makes its TBT; this names it, per run (the audit's --diagnose).
 *
 *   const sampler = startHostCpu();
 *   const { lhr } = await lighthouse.run(url);
 *   console.log(hostCpuLine(sampler.stop(), navigationWindow(lhr), availableParallelism()));
 */
import { readdirSync, readFileSync } from 'node:fs';

export const SAMPLE_MS = 250;
const RENDERERS = "the pages' renderers";
const MAIN_THREAD = 'CrRendererMain';
const MAIN = "the renderers' main threads";
/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every Linux it runs on). */
const TICKS_PER_S = 100;

/**
 * Whether a command line is a Chromium renderer's. Chromium rewrites its processes' titles (the
 * renderer's carries `--renderer-client-id`), so the marks are looked for anywhere in it.
 * @param {string} cmdline
 */
export function isRenderer(cmdline) {
  return /--renderer-client-id=|--type=renderer/.test(cmdline);
}

/**
 * What a process is, from its command line. Chromium rewrites its processes' titles (the renderer's
 * carries `--renderer-client-id`, the GPU process `--gpu-preferences`), so the marks are looked
 * for anywhere in it.
 * @param {string} cmdline the command line, its arguments joined by spaces
 * @param {{ self: boolean }} options whether it is this very process (the audit, Lighthouse in it)
 */
export function processKind(cmdline, { self }) {
  if (self) return 'Lighthouse (this process)';
  if (isRenderer(cmdline)) return RENDERERS;
  if (/--gpu-preferences=|--type=gpu-process/.test(cmdline)) return 'the GPU process';
  if (/--type=(utility|zygote)|--utility-sub-type=/.test(cmdline)) return "Chromium's other processes";
  if (/chrom/i.test(cmdline.split(' ')[0] ?? '') || /--remote-debugging-port=/.test(cmdline)) return 'the browser process';
  if (/^nginx/.test(cmdline)) return 'nginx';
  if (/(^|\/)node /.test(cmdline)) return 'the fixture services';
  return 'other';
}

/**
 * A renderer's thread, from its name (/proc/<pid>/task/<tid>/comm, 15 characters at most).
 * @param {string} comm
 */
export function rendererThread(comm) {
  if (comm === MAIN_THREAD) return MAIN;
  if (/^DedicatedWorker|^SharedWorker|^ServiceWorker/.test(comm)) return "the renderers' workers";
  return "the renderers' other threads";
}

/** @param {string} path */
function cpuMs(path) {
  const stat = readFileSync(path, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

/**
 * How long a thread has waited, runnable, for a core (ms): the second figure of its schedstat
 * (nanoseconds); 0 where the kernel keeps no scheduler statistics.
 * @param {string} path
 */
function runQueueMs(path) {
  try {
    return Number(readFileSync(path, 'utf8').split(' ')[1] ?? 0) / 1e6 || 0;
  } catch {
    return 0;
  }
}

/** CPU time (ms) of every process now (a renderer's, of each of its threads), with what it is. */
function readProcesses() {
  /** @type {Map<string, { kind: string, ms: number, waitMs?: number }>} */
  const now = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      if (!cmdline) continue; // a kernel thread
      const kind = processKind(cmdline, { self: Number(pid) === process.pid });
      if (kind !== RENDERERS) {
        now.set(pid, { kind, ms: cpuMs(`/proc/${pid}/stat`) });
        continue;
      }
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        // Chromium leaves a process's main thread its process's name (naming it would rename the process).
        const comm = tid === pid ? MAIN_THREAD : readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        now.set(`${pid}/${tid}`, { kind: rendererThread(comm), ms: cpuMs(`/proc/${pid}/task/${tid}/stat`), waitMs: runQueueMs(`/proc/${pid}/task/${tid}/schedstat`) });
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return now;
}

/**
 * Starts sampling; `stop()` returns the samples (null where /proc is missing: not Linux).
 * @returns {{ stop: () => Array<{ at: number, byKind: Record<string, number>, mainWaitMs: number }> | null }}
 */
export function startHostCpu() {
  let last;
  try {
    last = readProcesses();
  } catch {
    return { stop: () => null };
  }
  /** @type {Array<{ at: number, byKind: Record<string, number>, mainWaitMs: number }>} */
  const samples = [];
  const timer = setInterval(() => {
    const now = readProcesses();
    /** @type {Record<string, number>} */
    const byKind = {};
    let mainWaitMs = 0;
    for (const [id, { kind, ms, waitMs = 0 }] of now) {
      const before = last.get(id);
      const spent = ms - (before?.ms ?? ms);
      if (spent > 0) byKind[kind] = (byKind[kind] ?? 0) + spent;
      if (kind === MAIN) mainWaitMs += Math.max(0, waitMs - (before?.waitMs ?? waitMs));
    }
    samples.push({ at: Date.now(), byKind, mainWaitMs });
    last = now;
  }, SAMPLE_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

/**
 * Lighthouse's navigation of a run (epoch ms): its `lh:driver:navigate` timing, which is the
 * audit process's clock (performance.now()).
 * @param {{ timing?: { entries?: Array<{ name: string, startTime: number, duration: number }> } }} lhr
 * @returns {{ from: number, to: number } | null}
 */
export function navigationWindow(lhr, timeOrigin = performance.timeOrigin) {
  const entries = (lhr.timing?.entries ?? []).filter((e) => e.name === 'lh:driver:navigate');
  const longest = entries.sort((a, b) => b.duration - a.duration)[0];
  return longest ? { from: timeOrigin + longest.startTime, to: timeOrigin + longest.startTime + longest.duration } : null;
}

/**
 * One line: in the moments the pages' main threads were busy while the page loaded (a sample in
 * which they ran for a quarter of it or more), how many cores each kind of process used on
 * average, busiest first; '' without samples, a window or a busy moment.
 * @param {Array<{ at: number, byKind: Record<string, number>, mainWaitMs?: number }> | null} samples
 * @param {{ from: number, to: number } | null} window
 * @param {number} cores
 */
export function hostCpuLine(samples, window, cores) {
  if (!samples || !window) return '';
  // A sample holds the CPU time spent in the SAMPLE_MS before it.
  const inside = samples.filter((s) => s.at - SAMPLE_MS >= window.from - SAMPLE_MS / 2 && s.at <= window.to + SAMPLE_MS / 2);
  const busy = inside.filter((s) => (s.byKind[MAIN] ?? 0) >= SAMPLE_MS / 4);
  if (busy.length === 0) return '';
  const spanMs = busy.length * SAMPLE_MS;
  /** @type {Record<string, number>} */
  const total = {};
  for (const sample of busy) for (const [kind, ms] of Object.entries(sample.byKind)) total[kind] = (total[kind] ?? 0) + ms;
  const all = Object.values(total).reduce((a, b) => a + b, 0);
  const parts = Object.entries(total)
    .filter(([, ms]) => ms / spanMs >= 0.01)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, ms]) => `${kind} ${(ms / spanMs).toFixed(2)}`);
  const ranMs = inside.reduce((sum, s) => sum + (s.byKind[MAIN] ?? 0), 0);
  const waitedMs = inside.reduce((sum, s) => sum + (s.mainWaitMs ?? 0), 0);
  return (
    `host CPU in the ${(spanMs / 1000).toFixed(1)} s of the load the page's main thread was busy, in cores of ${cores}: ${(all / spanMs).toFixed(2)} in use; ${parts.join(', ')}. ` +
    `Over the load the main threads ran ${Math.round(ranMs)} ms and waited ${Math.round(waitedMs)} ms for a core`
  );
}
