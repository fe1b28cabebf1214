/**
 * The page's main thread on a core of its own, as on the phone Lighthouse stands for.
 *
 * Lighthouse's simulation multiplies each main-thread task's wall time by the CPU slowdown, and
 * the slowdown is calibrated (cpu-calibration.mjs) on the host's speed for one thread that has a
 * core. A phone has eight cores: its browser process, GPU process, compositor and raster threads
 * run beside the page's main thread, not in its place. On a host of two cores they would share
 * the main thread's core with Lighthouse and the audit's servers, and the thread's wait in the
 * kernel's run queue, times the slowdown, would count as the page's blocking, which no reader's
 * phone makes.
 *
 * While running, this keeps the busiest renderer's main thread (a `--type=renderer` process's
 * thread whose id is the process's; the one that ran longest since the last look, which is the page
 * being measured) in the process tree of `root` on the last core this process may use, and every
 * other thread of that tree on the others: other renderers (Lighthouse's blank and calibration
 * pages, the spare renderer Chromium keeps for the next page), the browser and GPU processes, the
 * renderers' compositor, raster and worker threads, this process with Lighthouse, nginx and the
 * fixture servers. Chromium and nginx run ahead of this process there (BROWSER_NICE). A thread
 * inherits the core of the thread that starts it, so the tree is read again every POLL_MS and a
 * thread in the wrong place is moved (`taskset`). Linux only, two cores or more; elsewhere it does nothing and says so.
 *
 *   const cores = ownCore();            // before Chromium starts, or right after
 *   try { … } finally { cores.stop(); }
 */
import { execFile, execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { isRenderer } from './host-cpu.mjs';

const POLL_MS = 50;
/**
 * The nice value of every thread of the tree outside this process (Chromium, nginx). The page's
 * main thread waits on Chromium's other threads (V8's helpers, the compositor, the browser
 * process); on the shared core they would wait behind Lighthouse and the fixture servers, which a
 * phone's spare cores never make them do. Raising a priority takes root; without it nothing changes.
 */
const BROWSER_NICE = -10;
/**
 * The measured page's main thread's nice value: ahead of everything else, so a thread that briefly
 * shares its core (one it just started, not yet moved) never makes it wait.
 */
const PAGE_NICE = -20;

/** The CPUs this process could use when it started (before ownCore moved it). */
const ownList = process.platform === 'linux' ? (/^Cpus_allowed_list:\s*(\S+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? null) : null;

/**
 * The CPUs of a kernel CPU list ("0-3,6").
 * @param {string} list
 * @returns {number[]}
 */
export function parseCpuList(list) {
  const cpus = [];
  for (const part of list.trim().split(',')) {
    if (!part) continue;
    const [from, to = from] = part.split('-').map(Number);
    if (!Number.isInteger(from) || !Number.isInteger(to) || to < from) throw new Error(`not a CPU list: ${list}`);
    for (let cpu = from; cpu <= to; cpu += 1) cpus.push(cpu);
  }
  return cpus;
}

/**
 * Where the main threads go and where the rest goes, from the CPUs this process may use: the last
 * one alone, and the others; null with fewer than two.
 * @param {number[]} cpus
 * @returns {{ main: string, rest: string } | null}
 */
export function splitCores(cpus) {
  if (cpus.length < 2) return null;
  const sorted = [...cpus].sort((a, b) => a - b);
  return { main: String(sorted.at(-1)), rest: sorted.slice(0, -1).join(',') };
}

/**
 * The processes of the tree under `root` (root included), from each process's parent.
 * @param {Map<number, number>} parents  pid → parent pid
 * @param {number} root
 * @returns {Set<number>}
 */
export function processTree(parents, root) {
  const children = new Map();
  for (const [pid, parent] of parents) {
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(pid);
  }
  const tree = new Set([root]);
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      if (tree.has(child)) continue;
      tree.add(child);
      queue.push(child);
    }
  }
  return tree;
}

/**
 * The CPU list a thread belongs on: the core of its own for the main thread of `owner` (the
 * renderer measured), the others for every other thread.
 * @param {{ pid: number, tid: number }} thread
 * @param {number | null} owner
 * @param {{ main: string, rest: string }} cores
 */
export function placeFor({ pid, tid }, owner, cores) {
  return pid === owner && tid === pid ? cores.main : cores.rest;
}

/**
 * The renderer whose main thread gets the core: the one that ran longest since the last look
 * (`ran`: pid → nanoseconds), `current` while none ran longer than it.
 * @param {Map<number, number>} ran
 * @param {number | null} current
 * @returns {number | null}
 */
export function busiest(ran, current) {
  let best = current !== null && ran.has(current) ? current : null;
  for (const [pid, ns] of ran) if (best === null || ns > (ran.get(best) ?? 0)) best = pid;
  return best;
}

/** How long a thread has run, in nanoseconds (/proc/…/schedstat's first field), or null when it is gone. */
function runTime(pid) {
  const stat = read(`/proc/${pid}/task/${pid}/schedstat`);
  return stat ? Number(stat.split(' ')[0]) : null;
}

/** @param {string} path */
function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Adds the parent of every process not seen yet to `parents` (pid → parent pid, from
 * /proc/<pid>/stat: the field after the state) and forgets the processes gone.
 * @param {Map<number, number>} parents
 */
function readParents(parents) {
  const live = new Set();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    live.add(pid);
    if (parents.has(pid)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (stat) parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
  }
  for (const pid of parents.keys()) if (!live.has(pid)) parents.delete(pid);
  return parents;
}

/** The CPU list a thread may run on now, or null when it is gone. */
function allowedList(pid, tid) {
  const status = read(`/proc/${pid}/task/${tid}/status`);
  return status ? (/^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? null) : null;
}

/** Whether `taskset` (util-linux) can be run. */
function hasTaskset() {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Nothing moved: the page's main thread shares the host's cores, for the reason `why`.
 * @param {string} why
 */
export function sharedCores(why) {
  return { own: false, line: `the page's main thread shares the host's cores (${why})`, stop() {} };
}

/**
 * Starts keeping the main thread of the busiest renderer under `root` on a core of its own. `own`
 * says whether it does, `line` what it does (or why it does nothing), for the audit's output;
 * `stop()` ends it and gives this process all its cores back.
 * @param {{ root?: number }} [options]
 */
export function ownCore({ root = process.pid } = {}) {
  const cores = ownList ? splitCores(parseCpuList(ownList)) : null;
  if (!cores || !hasTaskset()) return sharedCores(!ownList ? 'not on Linux' : !cores ? 'a single core' : 'no taskset');
  const parents = new Map();
  /**
   * The renderers of the tree. Only a yes is kept: a renderer forked from Chromium's zygote carries
   * the zygote's command line until it rewrites its title, so a no is asked again.
   */
  const renderers = new Set();
  /**
   * Threads placed (or being placed), checked again only when they are new: a thread keeps its
   * CPUs until something moves it. A thread gone is forgotten, as the kernel hands its id out
   * again (on a host of two cores ids wrap at 32,768). A renderer's main thread is checked every
   * time.
   */
  const placed = new Set();
  /** Whether priorities can be raised (root); a refusal turns it off. */
  let raised = process.getuid?.() === 0;
  /** Each raised thread's nice value, so it is set once per change. */
  const niceness = new Map();
  /**
   * @param {number} tid
   * @param {number} nice
   */
  const ahead = (tid, nice) => {
    if (!raised || niceness.get(tid) === nice) return;
    try {
      setPriority(tid, nice);
      niceness.set(tid, nice);
    } catch (error) {
      // Not root: every thread keeps its priority.
      if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EACCES' || /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM') raised = false;
    }
  };
  /** Each renderer's main thread's run time at the last look, and the renderer that has the core. */
  const runTimes = new Map();
  let owner = null;
  const chooseOwner = () => {
    const ran = new Map();
    for (const pid of renderers) {
      const now = runTime(pid);
      if (now === null) continue;
      ran.set(pid, now - (runTimes.get(pid) ?? now));
      runTimes.set(pid, now);
    }
    for (const pid of runTimes.keys()) if (!ran.has(pid)) runTimes.delete(pid);
    owner = busiest(ran, owner);
  };
  const tick = () => {
    const seen = new Set();
    const tree = processTree(readParents(parents), root);
    for (const pid of tree) if (!renderers.has(pid) && isRenderer(read(`/proc/${pid}/cmdline`) ?? '')) renderers.add(pid);
    chooseOwner();
    for (const pid of tree) {
      let tids;
      try {
        tids = readdirSync(`/proc/${pid}/task`).map(Number);
      } catch {
        continue;
      }
      const renderer = renderers.has(pid);
      for (const tid of tids) {
        seen.add(tid);
        const main = renderer && tid === pid;
        if (placed.has(tid) && !main) continue;
        const want = placeFor({ pid, tid }, owner, cores);
        const now = allowedList(pid, tid);
        if (now === null) continue;
        placed.add(tid);
        if (pid !== process.pid) ahead(tid, main && pid === owner ? PAGE_NICE : BROWSER_NICE);
        if (now === want) continue;
        execFile('taskset', ['-p', '-c', want, String(tid)], (error) => {
          if (error) placed.delete(tid);
        });
      }
    }
    for (const tid of placed) if (!seen.has(tid)) placed.delete(tid);
    for (const tid of niceness.keys()) if (!seen.has(tid)) niceness.delete(tid);
    for (const pid of renderers) if (!parents.has(pid)) renderers.delete(pid);
  };
  tick();
  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  return {
    own: true,
    get line() {
      return `the page's main thread on a core of its own (CPU ${cores.main}); Chromium's other processes and threads, Lighthouse and the servers on CPU ${cores.rest}${raised ? ', Chromium and nginx first' : ''}`;
    },
    stop() {
      clearInterval(timer);
      for (const tid of readdirSync(`/proc/${process.pid}/task`)) execFile('taskset', ['-p', '-c', ownList, tid], () => {});
    },
  };
}
