import { existsSync, statfsSync } from 'node:fs';

/** The system Chromium (Debian's `chromium`); never a downloaded browser. `CHROMIUM_PATH` wins. */
export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium'];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  throw new Error('No system Chromium found. Install Debian\'s "chromium" package (apt-get install chromium) or set CHROMIUM_PATH.');
}

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the Playwright suite drives. Debian's `chromium-headless-shell` (the same Chromium
 * release as `chromium`, built as the headless-only shell Playwright itself uses for headless runs)
 * when it is installed: it runs the suite about 2.5 times faster on a 2-core machine, because it
 * has no browser UI process to start and draw for each page. `E2E_BROWSER=chromium` runs the
 * suite in the full browser instead; `E2E_CHROMIUM_PATH` names any other binary. Lighthouse,
 * the benchmarks and the screenshots always use the full browser (`chromiumPath()`).
 */
export function suiteBrowserPath() {
  if (process.env.E2E_CHROMIUM_PATH) return process.env.E2E_CHROMIUM_PATH;
  if (process.env.E2E_BROWSER !== 'chromium' && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return chromiumPath();
}

/**
 * Whether /dev/shm is missing or too small for Chromium's shared memory (a container's 64 MB).
 * Only then does Chromium put it in /tmp (`--disable-dev-shm-usage`): on a disk, the page's
 * threads wait on the writes behind it.
 */
function smallShm() {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks < 512 * 1024 * 1024;
  } catch {
    return true;
  }
}

const SMALL_SHM = smallShm();

/** Flags for headless Chromium on a machine whose only network is loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(SMALL_SHM ? ['--disable-dev-shm-usage'] : []),
];

/**
 * CHROMIUM_ARGS for the suites that check what a page does, not how fast (the browser suite but
 * its timed taps, the host suite): V8 without its optimizing tiers (Maglev, TurboFan). A test's
 * page lives for seconds, so their background compiles are work the test never uses back, and on
 * two cores that work delays the next test. The code runs the same; only its speed differs, which
 * is why the timed taps, the audit and the benches keep CHROMIUM_ARGS.
 */
export const FUNCTIONAL_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];

/**
 * Playwright's own default switches to leave out (its `ignoreDefaultArgs`): it always passes
 * `--disable-dev-shm-usage`, which CHROMIUM_ARGS passes only when /dev/shm is too small.
 */
const PLAYWRIGHT_IGNORED_ARGS = SMALL_SHM ? [] : ['--disable-dev-shm-usage'];

/**
 * Playwright's launch options for the suite's browser (suiteBrowserPath) with `args`: CHROMIUM_ARGS
 * for what is timed, FUNCTIONAL_ARGS for what is only checked.
 * @param {string[]} [args]
 */
export function suiteLaunchOptions(args = CHROMIUM_ARGS) {
  return { executablePath: suiteBrowserPath(), args, ignoreDefaultArgs: PLAYWRIGHT_IGNORED_ARGS };
}
