/**
 * Waits until the host's CPUs are mostly idle (Linux's /proc/stat), at most `maxMs`. Between two
 * Lighthouse runs the page of the run before can still be winding down in its renderer, whose main
 * thread shares the measured page's core: a run started then measures that work too.
 * Elsewhere it resolves at once.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/** The host's busy and total CPU time so far (the `cpu` line of /proc/stat), or null off Linux. */
function cpuTimes() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = fields[3] + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The share of the host's CPU time that was busy between two readings. */
export const busyShare = (before, after) => (after.total > before.total ? (after.busy - before.busy) / (after.total - before.total) : 0);

/** Resolves once a `windowMs` window has been under `busy` (a share of all cores), or after `maxMs`. */
export async function quietHost({ busy = 0.15, windowMs = 500, maxMs = 8000 } = {}) {
  const deadline = Date.now() + maxMs;
  let before = cpuTimes();
  while (before && Date.now() < deadline) {
    await delay(windowMs);
    const after = cpuTimes();
    if (busyShare(before, after) < busy) return;
    before = after;
  }
}
