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
 * While running, this keeps every renderer's main thread (a `--type=renderer` process's thread
 * whose id is the process's) in the process tree of `root` on the last core this process may use,
 * and every other thread of that tree (the browser and GPU processes, the renderers' compositor,
 * raster and worker threads, this process with Lighthouse, nginx, the fixture servers) on the
 * others. A thread inherits the core of the thread that starts it, so the tree is read again every
 * POLL_MS and a thread in the wrong place is moved (`taskset`). Linux only, two cores or more;
 * elsewhere it does nothing and says so.
 *
 *   const cores = ownCore();            // before Chromium starts, or right after
 *   try { … } finally { cores.stop(); }
 */
import { execFile, execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { isRenderer } from './host-cpu.mjs';

const POLL_MS = 50;

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
 * The CPU list a thread belongs on.
 * @param {{ renderer: boolean, pid: number, tid: number }} thread
 * @param {{ main: string, rest: string }} cores
 */
export function placeFor({ renderer, pid, tid }, cores) {
  return renderer && pid === tid ? cores.main : cores.rest;
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
  return { line: `the page's main thread shares the host's cores (${why})`, stop() {} };
}

/**
 * Starts keeping the main threads of the renderers under `root` on a core of their own. `line`
 * says what it does (or why it does nothing), for the audit's output; `stop()` ends it and gives
 * this process all its cores back.
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
  const tick = () => {
    const seen = new Set();
    for (const pid of processTree(readParents(parents), root)) {
      let tids;
      try {
        tids = readdirSync(`/proc/${pid}/task`).map(Number);
      } catch {
        continue;
      }
      if (!renderers.has(pid) && isRenderer(read(`/proc/${pid}/cmdline`) ?? '')) renderers.add(pid);
      const renderer = renderers.has(pid);
      for (const tid of tids) {
        seen.add(tid);
        const main = renderer && tid === pid;
        if (placed.has(tid) && !main) continue;
        const want = placeFor({ renderer, pid, tid }, cores);
        const now = allowedList(pid, tid);
        if (now === null) continue;
        placed.add(tid);
        if (now === want) continue;
        execFile('taskset', ['-p', '-c', want, String(tid)], (error) => {
          if (error) placed.delete(tid);
        });
      }
    }
    for (const tid of placed) if (!seen.has(tid)) placed.delete(tid);
    for (const pid of renderers) if (!parents.has(pid)) renderers.delete(pid);
  };
  tick();
  const timer = setInterval(tick, POLL_MS);
  timer.unref();
  return {
    line: `the page's main thread on a core of its own (CPU ${cores.main}); Chromium's other processes and threads, Lighthouse and the servers on CPU ${cores.rest}`,
    stop() {
      clearInterval(timer);
      for (const tid of readdirSync(`/proc/${process.pid}/task`)) execFile('taskset', ['-p', '-c', ownList, tid], () => {});
    },
  };
}
