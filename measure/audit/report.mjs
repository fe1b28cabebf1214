/**
 * The audit's report: one table row per measured row (median scores and metrics, each run's
 * performance and TBT), the situations measured, and with --diagnose each row's long animation
 * frames. Pure text, written to the console and .lighthouse/summary.md.
 */
import { framesReport } from '../lib/frames.mjs';

const ms = (value) => `${Math.round(value)} ms`;

/** The table of measured rows; `photos` adds the bytes of the pictures each page fetched. */
export function table(rows, { photos = false } = {}) {
  return [
    `| page | performance | accessibility | best practices | SEO | LCP | TBT | TBT without waits (judged) | CLS |${photos ? ' pictures |' : ''} feeds delivered (each run) | runs: performance / TBT / without waits at slowdown (host benchmarkIndex) |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|${photos ? '---:|' : ''}---|---|`,
    ...rows.map((r) =>
      [
        '',
        r.label,
        r.performance,
        r.accessibility,
        r['best-practices'],
        r.seo,
        `${(r.lcp / 1000).toFixed(2)} s`,
        ms(r.tbt),
        ms(r.ownTbt),
        r.cls.toFixed(3),
        ...(photos ? [`${Math.round(r.pictureBytes / 1000)} KB`] : []),
        r.feeds.length > 0 ? r.feeds.map((f) => f.split(' ')[0]).join(', ') : 'no live news',
        r.runs.map((run) => `${run.performance} / ${run.tbt} / ${run.ownTbt} at ${run.slowdown}x (${run.benchmarkIndex})`).join(', '),
        '',
      ]
        .join(' | ')
        .trim(),
    ),
  ].join('\n');
}

/**
 * The whole report.
 * @param {{ rows: object[], rowsAbout: string[], calibration: { line: string }, cores: string, lighthouseVersion: string,
 *   lighthouse: object, runs: number, served: string, photos?: string | null }} report
 */
export function summary({ rows, rowsAbout, calibration, cores, lighthouseVersion, lighthouse, runs, served, photos = null }) {
  const floors = Object.entries(lighthouse.floors).map(([k, v]) => `${k} ${v}`);
  const bar = lighthouse.oneRunSuffices;
  return [
    ...(photos ? [photos, ''] : []),
    `Lighthouse ${lighthouseVersion} mobile preset, the CPU slowdown calibrated to this host: ${calibration.line}; ${cores}.`,
    ...rowsAbout,
    `${served}. Performance and its metrics are the median of the runs: ${bar ? `one run when it scores ${bar.performance}+ with TBT without waits ≤ ${bar.tbtMs} ms, else ` : ''}up to ${runs}, ending once they decide the median. Accessibility, best practices and SEO: the first run.`,
    '',
    table(rows, { photos: Boolean(photos) }),
    ...(rows.some((r) => r.frames)
      ? [
          '',
          "Long animation frames: one more visit of each row on a 412 px phone at its slowdown, not scrolled; every frame of 50 ms or more with what Chrome attributes it to (ms from the navigation):",
          ...rows.flatMap((r) => [`  ${r.label}${r.frames.error ? `: not measured (${r.frames.error})` : ` at ${r.frames.slowdown}x, story cards added ${r.frames.storyChanges} times:`}`, ...(r.frames.error ? [] : framesReport(r.frames))]),
        ]
      : []),
    '',
    `Floors: ${floors.join(', ')}; TBT ≤ ${lighthouse.ceilings?.tbtMs ?? '-'} ms (the median, without the main thread's waits for other threads).`,
    ...(lighthouse.pageFloors ?? []).map((e) => `Page floor ${e.pages.join(', ')}: ${Object.entries(e.floors).map(([k, v]) => `${k} ${v}`).join(', ')} (${e.reason})`),
  ].join('\n');
}
