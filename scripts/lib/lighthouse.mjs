/**
 * Lighthouse as the audit and `bench home` run it: Debian's Chromium (tests/chromium-path.mjs)
 * started by chrome-launcher and driven through puppeteer, Lighthouse's mobile preset (simulated
 * slow 4G) with the CPU slowdown calibrated to this host (cpu-calibration.mjs), every page's
 * requests answered by the caller's `answer` (so nothing leaves the machine), and each run's report
 * and trace written when asked (lighthouse-trace.mjs).
 *
 *   const lighthouse = await launchLighthouse({ answer });
 *   try {
 *     await lighthouse.calibrate(`${origin}/robots.txt`);
 *     await lighthouse.run(`${origin}/`);                        // a discarded warm-up
 *     const results = await lighthouse.runs(`${origin}/`, 3, { flags: () => ({ onlyCategories: ['performance'] }) });
 *   } finally {
 *     await lighthouse.close();
 *   }
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/chromium-path.mjs';
import { calibrateCpu, measureBenchmarkIndexes } from './cpu-calibration.mjs';
import { runTrace, TRACE_FLAGS } from './lighthouse-trace.mjs';
import { ownCore, sharedCores as coresShared } from './own-core.mjs';

const root = resolve(import.meta.dirname, '../..');

/** The installed Lighthouse's version, for the reports. */
export const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;

/**
 * Flags of every run: the mobile preset's own settings (throttling, load and quiet windows
 * unchanged), without the screenshots (the full page, the final frame and the filmstrip
 * thumbnails), which feed no score and take about 2 s of each run. Every run is a reader's first
 * visit: Lighthouse clears the origin's service workers and caches by default but keeps its
 * localStorage and IndexedDB, where the site keeps its feed cache for 10 minutes, so every run
 * after the first would show the stories of the one before and fetch no feed.
 */
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb', 'websql', 'cookies'];
/**
 * How long a run waits after FCP and load, and for the network and the CPU to go quiet: the
 * windows Lighthouse itself uses when it observes a page rather than simulating it. With the
 * default second, a run could end while home's worker was still parsing full-weight feeds between
 * two waves, before the last wave was asked for (the audit then finds the run void).
 */
const QUIET_WINDOWS = { pauseAfterFcpMs: 5250, pauseAfterLoadMs: 5250, networkQuietThresholdMs: 5250, cpuQuietThresholdMs: 5250 };
export const BASE_FLAGS = { output: 'json', logLevel: 'error', disableFullPageScreenshot: true, skipAudits: ['screenshot-thumbnails', 'final-screenshot'], clearStorageTypes: CLEAR_STORAGE_TYPES, ...QUIET_WINDOWS };

/** The audits the performance score is made of (each weighted by the category). */
export const PERFORMANCE_AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/**
 * Flags that add `categories` to a run measured like the others: the performance category keeps
 * only the audits in `keep` (its score, from the metrics), so none of its diagnostics' gatherers
 * watch the load (JavaScript coverage and CSS rule tracking slow the page's own tasks).
 * @param {string[]} categories
 * @param {string[]} keep
 */
export function withCategories(categories, keep) {
  const diagnostics = defaultConfig.categories.performance.auditRefs.map((ref) => ref.id).filter((id) => !keep.includes(id));
  return { onlyCategories: ['performance', ...categories], skipAudits: [...BASE_FLAGS.skipAudits, ...diagnostics] };
}

/**
 * Starts Chromium and connects to it. `answer(request)` handles every request of the pages
 * Lighthouse loads (puppeteer's request interception: `request.continue()`, `request.respond()`).
 * Unless `sharedCores`, the pages' main threads run on a core of their own, the rest of this
 * process's tree on the others (own-core.mjs): the calibration and every run see the page's
 * main thread as the phone runs it. Close the result when done, also when calibrate or a run fails.
 * @param {{ answer?: (request: import('puppeteer-core').HTTPRequest) => unknown, sharedCores?: boolean }} [options]
 */
export async function launchLighthouse({ answer, sharedCores = false } = {}) {
  const cores = sharedCores ? coresShared('--shared-cores') : ownCore();
  let chrome;
  try {
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    return new LighthouseRunner(chrome, browser, answer, cores);
  } catch (error) {
    chrome?.kill();
    cores.stop();
    throw error;
  }
}

class LighthouseRunner {
  /** The host's calibration (cpu-calibration.mjs → calibrateCpu), once calibrate has run. */
  cpu = null;

  constructor(chrome, browser, answer, cores) {
    this.chrome = chrome;
    this.browser = browser;
    this.answer = answer;
    /** Where the pages' main threads run (own-core.mjs): `line` says it. */
    this.cores = cores;
  }

  /** The Chromium binary Lighthouse drives. */
  get chromiumPath() {
    return chromiumPath();
  }

  /**
   * Measures this host's benchmarkIndex on a plain page (`url`) and sets the CPU slowdown every
   * run uses; `cpuSlowdown` (a number) replaces the calculated one; `runs` short runs measure the
   * host (the highest index counts). Resolves to the calibration.
   * @param {string} url
   * @param {number} [cpuSlowdown]
   * @param {number} [runs]
   */
  async calibrate(url, cpuSlowdown, runs = 5) {
    this.cpu = calibrateCpu(await measureBenchmarkIndexes(this.browser, this.chrome.port, url, runs), cpuSlowdown);
    return this.cpu;
  }

  /**
   * A new page (in `context`, default the browser's own) whose requests go to `answer`.
   * @param {{ newPage(): Promise<import('puppeteer-core').Page> }} [context]
   */
  async newPage(context = this.browser) {
    const page = await context.newPage();
    if (this.answer) {
      await page.setRequestInterception(true);
      page.on('request', (request) => void this.answer(request));
    }
    return page;
  }

  /**
   * One Lighthouse run of `url` at the calibrated slowdown, with `flags` added to BASE_FLAGS.
   * `save`: a path without extension; the report is written to `${save}.json` and, with `trace`,
   * the run's trace (with V8's CPU profile) to `${save}.trace.json`. Rejects when Lighthouse
   * returns nothing or reports a runtime error, or did not run at the calibrated slowdown.
   * @param {string} url
   * @param {{ flags?: object, save?: string | null, trace?: boolean }} [options]
   * @returns {Promise<import('lighthouse').RunnerResult>}
   */
  async run(url, { flags = {}, save = null, trace = false } = {}) {
    if (!this.cpu) throw new Error('calibrate the CPU slowdown before a Lighthouse run');
    const page = await this.newPage();
    try {
      const settings = { ...BASE_FLAGS, throttling: { cpuSlowdownMultiplier: this.cpu.multiplier }, ...flags, ...(trace ? TRACE_FLAGS : {}), port: this.chrome.port };
      const result = await lighthouse(url, settings, undefined, page);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (save) {
        mkdirSync(dirname(save), { recursive: true });
        writeFileSync(`${save}.json`, JSON.stringify(lhr));
        if (trace) writeFileSync(`${save}.trace.json`, JSON.stringify(runTrace(result) ?? {}));
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
      if (slowdown !== this.cpu.multiplier) throw new Error(`Lighthouse ran ${url} at ${slowdown}x, not the calibrated ${this.cpu.multiplier}x`);
      return result;
    } finally {
      await page.close();
    }
  }

  /**
   * `count` runs of `url`, one after the other. `flags(i)` and `save(i)` give run i's flags and
   * report path (see run); `onRun(result, i)` is called after each run.
   * @param {string} url
   * @param {number} count
   * @param {{ flags?: (i: number) => object, save?: (i: number) => string | null, trace?: boolean,
   *   onRun?: (result: import('lighthouse').RunnerResult, i: number) => void }} [options]
   */
  async runs(url, count, { flags = () => ({}), save = () => null, trace = false, onRun = () => {} } = {}) {
    const results = [];
    for (let i = 0; i < count; i += 1) {
      const result = await this.run(url, { flags: flags(i), save: save(i), trace });
      onRun(result, i);
      results.push(result);
    }
    return results;
  }

  /** Disconnects and stops Chromium. */
  async close() {
    try {
      await this.browser.disconnect();
    } finally {
      this.chrome.kill();
      this.cores.stop();
    }
  }
}
