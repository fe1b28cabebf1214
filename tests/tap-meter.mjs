/**
 * The in-page meter of a tap's answer, shared by `npm run bench -- taps` (measure/bench/taps.mjs)
 * and the browser test of taps after load (tests/e2e/taps-after-load.spec.ts). Add it with
 * `addInitScript(tapMeter)`; it installs `window.__tapMeter`:
 *   arm(path, ready)  the next `pointerdown` (or `back()`) starts the clock; it stops at the end of
 *                     the first frame in which the page is at `path` (path + search), its `main h1`
 *                     differs from the one at arming, and `ready` (a selector) matches
 *   back()            starts the clock and goes back in history
 *   result()          { ms, frameMs, taskMs } once shown, else null: to the end of that frame, to its
 *                     rendering's start, to the first task after it
 * The end of the frame (its style, layout and paint done) is that of its Long Animation Frames
 * entry, which the browser reports for every frame of more than 50 ms; for a shorter frame, or in
 * an engine without the API, the start of the first task after it. That task can wait behind
 * others the page queued before it (effects, observers, the scheduler's work) while the frame is
 * already on screen: `taskMs` shows by how much.
 *   mark(), worst(since)  Event Timing: the longest interaction since `mark()`'s time, as INP counts
 *                     it (its longest entry); 0 when none reached 16 ms (the API's floor)
 */
export function tapMeter() {
  if (window !== window.top) return;
  // (Inside the function: addInitScript sends the function's source alone.)
  const ENTRY_WAIT_MS = 500;
  const events = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.interactionId) events.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    // No Event Timing in this engine.
  }
  /** Long Animation Frames: frames of more than 50 ms, with the start of their rendering and their end. */
  const longFrames = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) longFrames.push({ render: e.renderStart, end: e.startTime + e.duration });
      if (longFrames.length > 500) longFrames.splice(0, 250);
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // No Long Animation Frames in this engine: the first task after the frame marks its end.
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
      if (!armed?.done) return null;
      const spec = armed;
      const long = longFrames.find((f) => f.render > 0 && f.render <= spec.frame && spec.frame <= f.end);
      // A long frame's entry is reported after the frame, by an observer's task: give it time.
      if (!long && performance.now() < spec.done + ENTRY_WAIT_MS) return null;
      const end = long ? long.end : spec.done;
      return { ms: end - spec.at, frameMs: spec.frame - spec.at, taskMs: spec.done - spec.at };
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

