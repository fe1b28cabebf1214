/**
 * Whether the page is still loading what it shows: the feed client counts each feed job here, and
 * work that should not compete with the stories (the service worker's install) waits for
 * `pageWorkQuiet`. No imports, so the service worker's chunk reads it without the feed code.
 */
let inFlight = 0;
/** When work last started or ended (performance.now()); -Infinity before the first. */
let lastChange = Number.NEGATIVE_INFINITY;
const listeners = new Set<() => void>();

/** Counts one piece of work (a feed job) as in flight; call the returned function once it has settled (again: nothing). */
export function pageWorkStarted(): () => void {
  inFlight += 1;
  lastChange = performance.now();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    inFlight -= 1;
    lastChange = performance.now();
    for (const listener of [...listeners]) listener();
  };
}

/**
 * Resolves once no work has been in flight for `quietMs` (at once on a page that started none),
 * and after `maxWaitMs` whatever the work does.
 */
export function pageWorkQuiet(quietMs: number, maxWaitMs: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(deadline);
      clearTimeout(timer);
      listeners.delete(check);
      resolve();
    };
    // Work that starts meanwhile keeps the count up: the check then waits for its end.
    const check = () => {
      clearTimeout(timer);
      if (inFlight > 0) return;
      const left = quietMs - (performance.now() - lastChange);
      if (left <= 0) finish();
      else timer = setTimeout(check, left);
    };
    const deadline = setTimeout(finish, maxWaitMs);
    listeners.add(check);
    check();
  });
}
