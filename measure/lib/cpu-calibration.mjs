/**
 * The CPU slowdown that makes this machine stand for Lighthouse's target phone.
 *
 * Lighthouse's mobile preset slows the CPU 4x, which stands for its target phone only on a host
 * whose benchmarkIndex is about 1,533. Lighthouse's docs/throttling.md gives a calculator for other
 * hosts (800 → 2x, 1,300 → 3x, 1,533 → 4x, one more per 233 above); the audit and the benchmarks
 * measure the host's benchmarkIndex with Lighthouse's own page function and run with the slowdown
 * the calculator gives (at most 10x), so their figures mean the same phone on any machine.
 *
 * The host is measured the way Lighthouse measures it: its own page function, whose answer every
 * run reports (environment.benchmarkIndex), read a few times on a plain page: the highest, as
 * another process busy for a moment can only make a reading low.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Lighthouse's simulated CPU slowdown is applied as a multiplier on the host's task times; more than this is not trusted. */
export const MAX_CPU_SLOWDOWN = 10;
/** Under this benchmarkIndex the calculator would need a slowdown under 1x: the host is slower than the target phone. */
export const MIN_BENCHMARK_INDEX = 150;

/**
 * Lighthouse's CPU throttling calculator (docs/throttling.md): the slowdown for a host of this
 * benchmarkIndex, rounded to one decimal and capped at MAX_CPU_SLOWDOWN. `tooSlow` when the host
 * cannot stand for the target phone at any slowdown (its figures would be worse than the phone's).
 * @param {number} benchmarkIndex
 * `exact` is the calculator's own answer, uncapped (one decimal).
 * @returns {{ multiplier: number, exact: number, capped: boolean, tooSlow: boolean }}
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmarkIndex: ${benchmarkIndex}`);
  let exact;
  if (benchmarkIndex >= 1300) exact = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) exact = 2 + (benchmarkIndex - 800) / 500;
  else exact = 1 + (benchmarkIndex - 150) / 650;
  const tooSlow = benchmarkIndex < MIN_BENCHMARK_INDEX;
  const capped = exact > MAX_CPU_SLOWDOWN;
  const multiplier = tooSlow ? 1 : Math.round(Math.min(exact, MAX_CPU_SLOWDOWN) * 10) / 10;
  return { multiplier, exact: Math.round(exact * 10) / 10, capped, tooSlow };
}

/**
 * The calibration from the benchmarkIndex of some Lighthouse runs on this host (the highest), and a
 * line to print with every table. `override` (a number) replaces the calculator's answer, for an
 * experiment on purpose.
 * @param {number[]} benchmarkIndexes
 * @param {number | undefined} override
 */
export function calibrateCpu(benchmarkIndexes, override) {
  if (benchmarkIndexes.length === 0) throw new Error('no benchmarkIndex to calibrate from');
  const benchmarkIndex = Math.round(Math.max(...benchmarkIndexes));
  const slowdown = cpuSlowdownFor(benchmarkIndex);
  const multiplier = override ?? slowdown.multiplier;
  const why =
    override !== undefined
      ? `set by hand; the calculator asks ${slowdown.exact}x`
      : slowdown.capped
        ? `the calculator asks ${slowdown.exact}x, capped at ${MAX_CPU_SLOWDOWN}x: this host's figures are those of a phone somewhat faster than the target`
        : "Lighthouse's calculator";
  const runs = benchmarkIndexes.map(Math.round).join(', ');
  const line = `host benchmarkIndex ${benchmarkIndex} (highest of ${runs}) → CPU slowdown ${multiplier}x (${why}; the target phone is 4x on a host of 1,533)`;
  return { benchmarkIndex, multiplier, uncapped: slowdown.exact, tooSlow: override === undefined && slowdown.tooSlow, line };
}

/**
 * Readings of the host's benchmarkIndex: Lighthouse's own page function (the one whose answer each
 * run reports as environment.benchmarkIndex), evaluated in a new page showing a plain page (`url`,
 * e.g. the site's robots.txt), without the rest of a Lighthouse run around it. A single reading can
 * be a third low when something else briefly takes the CPU, hence several; calibrateCpu takes the
 * highest.
 * @param {import('puppeteer-core').Browser} browser
 * @param {string} url
 */
export async function measureBenchmarkIndexes(browser, url, runs = 5) {
  const indexes = [];
  for (let i = 0; i < runs; i += 1) {
    const page = await browser.newPage();
    try {
      await page.goto(url, { waitUntil: 'load' });
      const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
      if (typeof index === 'number') indexes.push(index);
    } finally {
      await page.close();
    }
  }
  return indexes;
}
