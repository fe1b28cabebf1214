/**
 * Lighthouse as the audit runs it: Debian's Chromium (tests/chromium-path.mjs) started by
 * chrome-launcher and driven through puppeteer, Lighthouse's mobile preset (simulated slow 4G)
 * with the CPU slowdown calibrated to this host (cpu-calibration.mjs), every page's requests
 * answered by the caller's `answer` (so nothing leaves the machine), each run's report and trace
 * written when asked.
 *
 *   const lighthouse = await launchLighthouse({ answer });
 *   try {
 *     await lighthouse.calibrate(`${origin}/robots.txt`);
 *     const { lhr } = await lighthouse.run(`${origin}/`);
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
import { ownCore, sharedCores as coresShared } from './own-core.mjs';

const root = resolve(import.meta.dirname, '../..');
/** Lighthouse flags that add V8's CPU profile to a run's trace (which functions each task ran), for DevTools. */
const TRACE_FLAGS = { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' };

/** The installed Lighthouse's version, for the reports. */
export const LIGHTHOUSE_VERSION = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version;

/**
 * Flags of every run: the mobile preset's own settings (throttling, load and quiet windows
 * unchanged, so a run ends when Lighthouse ends one and what a page leaves for later, such as
 * home's later feed waves and its idle hydration, is not in it), without the screenshots (the full
 * page, the final frame and the filmstrip thumbnails), which feed no score and take time in every
 * run. Every run is a reader's first visit: Lighthouse clears the origin's service workers and
 * caches by default but keeps its localStorage and IndexedDB, where the site keeps its feed cache
 * for 10 minutes, so every run after the first would show the stories of the one before and fetch
 * no feed.
 */
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb', 'websql', 'cookies'];
const BASE_FLAGS = { output: 'json', logLevel: 'error', disableFullPageScreenshot: true, skipAudits: ['screenshot-thumbnails', 'final-screenshot'], clearStorageTypes: CLEAR_STORAGE_TYPES };

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

/**
 * The phone's screen of Lighthouse's mobile preset is set on each run's page before Lighthouse
 * starts (mobileScreen), and Lighthouse is told so (`screenEmulation.disabled`, its setting for a
 * browser already emulating the device): when Lighthouse sets the screen itself, as it navigates,
 * headless Chromium often holds the page's first frame for about a second, and the simulated FCP
 * then waits for the app's chunks too.
 */
const PHONE_SCREEN_SET = { screenEmulation: { ...defaultConfig.settings.screenEmulation, disabled: true } };

/**
 * Gives `page` the phone's screen Lighthouse's mobile preset emulates, set as Lighthouse sets it
 * (device metrics and touch), and waits for two frames at that size.
 * @param {import('puppeteer-core').Page} page
 */
async function mobileScreen(page) {
  const { width, height, deviceScaleFactor, mobile } = defaultConfig.settings.screenEmulation;
  const session = await page.createCDPSession();
  try {
    await session.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile });
    await session.send('Emulation.setTouchEmulationEnabled', { enabled: mobile });
  } finally {
    await session.detach();
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
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
   * run uses; `cpuSlowdown` (a number) replaces the calculated one; `runs` readings measure the
   * host (the highest index counts). Resolves to the calibration.
   * @param {string} url
   * @param {number} [cpuSlowdown]
   * @param {number} [runs]
   */
  async calibrate(url, cpuSlowdown, runs = 5) {
    this.cpu = calibrateCpu(await measureBenchmarkIndexes(this.browser, url, runs), cpuSlowdown);
    return this.cpu;
  }

  /** Sets the slowdown from a benchmarkIndex a run measured (a calibration that read the host low). */
  recalibrate(benchmarkIndex) {
    this.cpu = calibrateCpu([benchmarkIndex]);
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
      await mobileScreen(page);
      const settings = { ...BASE_FLAGS, ...PHONE_SCREEN_SET, throttling: { cpuSlowdownMultiplier: this.cpu.multiplier }, ...flags, ...(trace ? TRACE_FLAGS : {}), port: this.chrome.port };
      const result = await lighthouse(url, settings, undefined, page);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (save) {
        mkdirSync(dirname(save), { recursive: true });
        writeFileSync(`${save}.json`, JSON.stringify(lhr));
        if (trace) writeFileSync(`${save}.trace.json`, JSON.stringify(result.artifacts?.Trace ?? {}));
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
      if (slowdown !== this.cpu.multiplier) throw new Error(`Lighthouse ran ${url} at ${slowdown}x, not the calibrated ${this.cpu.multiplier}x`);
      return result;
    } finally {
      await page.close();
    }
  }

  /** A plain visit of `url` until the network is idle, not measured (a warm-up). */
  async visit(url) {
    const page = await this.newPage();
    try {
      await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 }).catch(() => undefined);
    } finally {
      await page.close();
    }
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
