/**
 * One row of the audit: Lighthouse runs of a page at the calibrated slowdown, each gathering only
 * the metric audits the score is made of and the network records (the performance diagnostics'
 * gatherers, JavaScript coverage and CSS rule tracking, slow the page's own tasks). The first run
 * also scores accessibility, best practices and SEO, which do not vary between runs.
 *
 * Every run reports the benchmarkIndex it measured itself. One that calls for a much lower slowdown
 * than the calibrated one met a host busy with something else: kept when it passes all the same
 * (its figures are no better than the phone's), else measured again, and two in a row lower the
 * slowdown to what the host now asks for. One that calls for a much higher slowdown
 * shows the calibration read the host low: the slowdown is raised to what the run asks for and the
 * run is measured again. A run whose page's main thread waited for its own core for much of its
 * long tasks (judge.mjs → stalledRun) met a host that took the core away, which a busy reading
 * can miss: it is treated as a busy run, without changing the slowdown. Each of these is kept only
 * once the row has spent MAX_EXTRA_ATTEMPTS beyond its runs. A first run far inside the floor and
 * the ceiling settles the row (judge.mjs → settledByOneRun); otherwise the row gets up to `runs`
 * runs and their median is judged, ending as soon as the runs kept decide it (judge.mjs →
 * medianDecided). A run of a page with live news whose network records do not show every feed the
 * page asks for delivered is void (measure/lib/feed-requests.mjs).
 */
import { join } from 'node:path';
import { cpuSlowdownFor } from '../lib/cpu-calibration.mjs';
import { feedLine, feedLoads, voidReason } from '../lib/feed-requests.mjs';
import { framesVisit } from '../lib/frames.mjs';
import { hostCpuLine, navigationWindow, startHostCpu } from '../lib/host-cpu.mjs';
import { shiftLines } from '../lib/layout-shifts.mjs';
import { PERFORMANCE_AUDITS, withCategories } from '../lib/lighthouse.mjs';
import { mainThreadLine, mainThreadTime, runningShare, simulatedBlocking, simulatedLine } from '../lib/main-thread.mjs';
import { quietHost } from '../lib/quiet-host.mjs';
import { medians } from '../lib/stats.mjs';
import { keptThoughBusy, medianDecided, settledByOneRun, stalledRun } from './judge.mjs';

/** What every run gathers: the score's metrics, the requests, what moved when CLS is above 0, the simulated long tasks. */
const METRICS = [...PERFORMANCE_AUDITS, 'network-requests', 'layout-shifts', 'long-tasks'];
/** Categories that give the same answer on every run: scored in a row's first run. */
export const DETERMINISTIC = ['accessibility', 'best-practices', 'seo'];
/** A run whose own benchmarkIndex asks for under this share of the slowdown used met a busy host; over its inverse, a faster one. */
const LOW_READING = 0.85;
/** Runs a row may take beyond its `runs`, whatever the host does. */
const MAX_EXTRA_ATTEMPTS = 5;

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);

/** The figures of one run. */
function runFigures(result, { feeds, routePath, slowdown, fixed, ownCore }) {
  const { lhr } = result;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const loads = feedLoads(requests, feeds, { routePath });
  const mainThread = mainThreadTime(result.artifacts?.Trace?.traceEvents ?? [], slowdown);
  return {
    lhr,
    loads,
    mainThread,
    slowdown,
    finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    busy: !fixed && cpuSlowdownFor(lhr.environment.benchmarkIndex).multiplier < slowdown * LOW_READING,
    faster: !fixed && cpuSlowdownFor(lhr.environment.benchmarkIndex).multiplier * LOW_READING > slowdown,
    stalled: ownCore && stalledRun(runningShare(mainThread)),
    performance: score(lhr, 'performance'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    ownTbt: lhr.audits['total-blocking-time'].numericValue * runningShare(mainThread),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    simulated: simulatedBlocking(lhr.audits['long-tasks']?.details?.items ?? [], lhr.audits['first-contentful-paint'].numericValue),
    pictureBytes: requests.filter((r) => r.resourceType === 'Image').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    voided: feeds.length > 0 ? voidReason(loads) : null,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
    consoleErrors: (lhr.audits['errors-in-console']?.details?.items ?? []).map((item) => `${item.source}: ${item.description}`),
  };
}

/**
 * @param {ReturnType<typeof import('../lib/lighthouse.mjs').launchLighthouse> extends Promise<infer L> ? L : never} lh
 * @param {{ label: string, page: string }} row
 * @param {{ url: string, feeds: { slug: string, url: string }[], routePath: (url: string) => string, lighthouse: object,
 *   runs: number, outDir: string, diagnose?: boolean, traces?: boolean, hostCores: number }} options
 */
export async function measureRow(lh, row, { url, feeds, routePath, lighthouse, runs, outDir, diagnose = false, traces = false, hostCores, fixedSlowdown = false }) {
  const name = row.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const kept = [];
  let first = null;
  /** The run before this one read a busy host. */
  let busyBefore = false;
  let attempts = 0;
  while (kept.length < runs) {
    const slowdown = lh.cpu.multiplier;
    await quietHost();
    const hostCpu = diagnose ? startHostCpu() : null;
    const started = Date.now();
    const result = await lh.run(url, {
      flags: first === null ? withCategories(DETERMINISTIC, METRICS) : { onlyAudits: METRICS },
      save: join(outDir, `${name}-${kept.length + 1}`),
      trace: traces,
    });
    const run = runFigures(result, { feeds, routePath, slowdown, fixed: fixedSlowdown, ownCore: lh.cores.own });
    const others = first === null ? ` a11y ${score(run.lhr, 'accessibility')} bp ${score(run.lhr, 'best-practices')} seo ${score(run.lhr, 'seo')}` : '';
    const news = feeds.length > 0 ? `; ${feedLine(run.loads)}${run.voided ? ` VOID: ${run.voided}` : ''}` : '';
    const hostLine = hostCpu ? hostCpuLine(hostCpu.stop(), navigationWindow(run.lhr), hostCores) : '';
    console.log(
      `  ${row.label} run ${kept.length + 1} at ${slowdown}x (this run's host ${run.benchmarkIndex}), ${((Date.now() - started) / 1000).toFixed(0)} s: perf ${run.performance} TBT ${Math.round(run.tbt)} ms (${Math.round(run.ownTbt)} without waits)${others}${news}\n` +
        `    main thread: ${mainThreadLine(run.mainThread)}\n    ${simulatedLine(run.simulated)}${hostLine ? `\n    ${hostLine}` : ''}\n${shiftLines(run.lhr.audits['layout-shifts'])}`.trimEnd(),
    );
    attempts += 1;
    // A run slowed less than its own host asks for would flatter the page: never kept, while the
    // row has attempts left; the slowdown follows the faster host.
    if (run.faster && attempts < runs + MAX_EXTRA_ATTEMPTS) {
      lh.recalibrate(run.benchmarkIndex);
      console.log(`    the host is faster than calibrated: ${lh.cpu.line}; measured again`);
      busyBefore = false;
      continue;
    }
    // Nor is a run on a host slower than calibrated that fails, or one whose main thread waited
    // for its own core (judge.mjs → stalledRun): slowed as a faster host asks, it would blame the
    // page for the host. One that passes all the same is kept (judge.mjs → keptThoughBusy).
    if ((run.busy || run.stalled) && attempts < runs + MAX_EXTRA_ATTEMPTS && !keptThoughBusy(run, lighthouse, row.label)) {
      if (!run.busy) {
        console.log("    the page's main thread waited for its own core (the host took it away): not counted, measured again");
      } else if (busyBefore) {
        // Slow twice in a row on a quiet host: the host itself is slower now (a virtual machine's
        // share of its CPU changes), so the slowdown follows it, as it follows a faster one.
        lh.recalibrate(run.benchmarkIndex);
        console.log(`    the host stayed slower than calibrated: ${lh.cpu.line}; measured again`);
      } else {
        console.log(`    the host was busy (its benchmarkIndex asks for ${cpuSlowdownFor(run.benchmarkIndex).multiplier}x): not counted, measured again`);
      }
      busyBefore = run.busy;
      continue;
    }
    if (run.busy) console.log(`    the host was busy (its benchmarkIndex asks for ${cpuSlowdownFor(run.benchmarkIndex).multiplier}x): kept, as it passes on a phone no faster than calibrated`);
    else if (run.stalled) console.log("    the page's main thread waited for its own core: kept, as it passes all the same");
    busyBefore = run.busy;
    first ??= run.lhr;
    kept.push(run);
    if (kept.length === 1 && settledByOneRun(run, lighthouse)) break;
    if (kept.length < runs && medianDecided(kept, runs, lighthouse, row.label)) break;
  }
  const frames = diagnose ? await longFrames(lh, url, lh.cpu.multiplier) : null;
  return {
    label: row.label,
    page: row.page,
    finalPath: kept[0].finalPath,
    ...Object.fromEntries(DETERMINISTIC.map((id) => [id, score(first, id)])),
    ...medians(kept, ['performance', 'lcp', 'tbt', 'ownTbt', 'cls', 'fcp', 'pictureBytes']),
    slowdown: lh.cpu.multiplier,
    tooSlow: lh.cpu.tooSlow,
    runs: kept.map((r) => ({ performance: r.performance, tbt: Math.round(r.tbt), ownTbt: Math.round(r.ownTbt), slowdown: r.slowdown, benchmarkIndex: r.benchmarkIndex })),
    retries: attempts - kept.length,
    feeds: feeds.length > 0 ? kept.map((r) => feedLine(r.loads)) : [],
    voided: kept.flatMap((r, i) => (r.voided ? [`run ${i + 1}: ${r.voided}`] : [])),
    frames,
    failing: [...new Set(kept.flatMap((r) => r.failing))],
    consoleErrors: [...new Set(kept.flatMap((r) => r.consoleErrors))],
  };
}

/** One real visit at the row's slowdown in a fresh context: its long animation frames (measure/lib/frames.mjs). */
async function longFrames(lh, url, slowdown) {
  const context = await lh.browser.createBrowserContext();
  const page = await lh.newPage(context);
  try {
    return await framesVisit(page, url, { slowdown });
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close().catch(() => {});
  }
}
