/**
 * A Lighthouse run's trace, for DevTools' Performance panel: what a figure's long tasks were. The
 * audit (AUDIT_TRACES=1) and `npm run bench -- home` (--traces) ask for it through scripts/lib/lighthouse.mjs.
 */

/** Lighthouse flags that add V8's CPU profile to the trace (which functions each task ran). */
export const TRACE_FLAGS = { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' };

/** The trace of a Lighthouse run's result, or null when it kept none. */
export function runTrace(result) {
  return result?.artifacts?.Trace ?? null;
}
