/**
 * The in-page meter of a tap's answer, shared by `npm run bench -- taps` (scripts/bench-taps.mjs)
 * and the browser test of taps after load (tests/e2e/taps-after-load.spec.ts). Add it with
 * `addInitScript(tapMeter)`; it installs `window.__tapMeter`:
 *   arm(path, ready)  the next `pointerdown` (or `back()`) starts the clock; it stops at the end of
 *                     the first frame in which the page is at `path` (path + search), its `main h1`
 *                     differs from the one at arming, and `ready` (a selector) matches
 *   back()            starts the clock and goes back in history
 *   result()          { ms, frameMs } once shown (to the end of that frame, to its start), else null
 *   mark(), worst(since)  Event Timing: the longest interaction since `mark()`'s time, as INP counts
 *                     it (its longest entry); 0 when none reached 16 ms (the API's floor)
 */
export function tapMeter() {
  if (window !== window.top) return;
  const events = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No Event Timing in this engine.
  }
  let armed = null;
  const shown = (spec) => {
    if (location.pathname + location.search !== spec.path) return false;
    const heading = document.querySelector('main h1')?.textContent?.trim() ?? '';
    if (!heading || heading === spec.fromHeading) return false;
    return document.querySelector(spec.ready) !== null;
  };
  const poll = () => {
    const spec = armed;
    if (!spec || spec.done) return;
    if (!shown(spec)) {
      requestAnimationFrame(poll);
      return;
    }
    spec.frame = performance.now();
    // The first task after this frame: its style, layout and paint are done by then.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      spec.done = performance.now();
    };
    channel.port2.postMessage(null);
  };
  const start = (at) => {
    if (!armed || armed.at !== undefined) return;
    armed.at = at;
    requestAnimationFrame(poll);
  };
  window.addEventListener('pointerdown', (event) => start(event.timeStamp), { capture: true, passive: true });
  window.__tapMeter = {
    arm(path, ready) {
      armed = { path, ready, fromHeading: document.querySelector('main h1')?.textContent?.trim() ?? '' };
    },
    back() {
      start(performance.now());
      history.back();
    },
    result() {
      return armed?.done ? { ms: armed.done - armed.at, frameMs: armed.frame - armed.at } : null;
    },
    mark() {
      return performance.now();
    },
    /** The worst interaction since `since` (ms, rounded as the browser reports it), or 0 when none reached 16 ms. */
    worst(since) {
      const byInteraction = new Map();
      for (const e of events) if (e.start >= since) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
      return Math.max(0, ...byInteraction.values());
    },
  };
}

