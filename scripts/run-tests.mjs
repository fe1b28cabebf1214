#!/usr/bin/env node
/**
 * `npm test`: every suite, building the site once (and twice more with the feed snapshot on).
 * Its first line names the Node it runs on; on a Node older than 22 it stops there.
 *
 *   1. at the same time: typecheck → lint → unit tests, and the test builds (dist-e2e/,
 *      dist-snapshot/, dist-audit/, dist-audit-route/)
 *   2. the browser suite on them (E2E_WORKERS workers, default 3; its timed taps last, alone).
 *      The unit tests finish first: beside the browser suite they run several times slower, and
 *      those that wait for a component (Testing Library's one-second waits) fail
 *   3. at the same time: the host suite (nginx, Cloudflare's and Netlify's local runtimes over
 *      dist-e2e/, tests/hosts/) and the other-engine suite (Firefox and WebKit, tests/engines/)
 *   4. bundle sizes of dist-e2e/ (measure/size-check.mjs --dist dist-e2e)
 *   5. Lighthouse on dist-audit/, as production publishes it (and home on dist-e2e/)
 *      (measure/audit.mjs --no-build), alone: its page's speed is read against the host's, and
 *      anything else running, even at the lowest CPU priority, slows the page's core too
 *
 * Steps 4 and 5 are `npm run budgets -- --no-build`. The first step that fails stops the steps
 * running beside it; the run prints how long each step took, the failed step's lines that name an
 * error once more (a CI log may keep only the last lines), and exits non-zero. Each step can be
 * run on its own: the npm scripts typecheck, lint, test:unit, test:e2e, test:hosts, test:engines
 * and budgets, and `node scripts/build-test.mjs` (docs/testing.md).
 */
import { spawn } from 'node:child_process';
import { failureLines } from './lib/failure-lines.mjs';
import { ROOT, stopService } from './lib/processes.mjs';

const nodeMajor = Number(process.versions.node.split('.')[0]);
console.log(`[test] Node ${process.version}, npm ${process.env.npm_config_user_agent?.match(/npm\/(\S+)/)?.[1] ?? '?'}`);
if (nodeMajor < 22) {
  console.error(
    `[test] Node ${process.version} is too old: the project runs on Node 22 or 24 (.nvmrc). ` +
      '`bash scripts/test-all.sh` fetches Node 24 into .tools/node/ and runs every suite on it.',
  );
  process.exit(1);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];

/** `npm run <script>`, silently. */
const npmRun = (script) => [npm, 'run', '--silent', script];
/** `node <file> args`. */
const script = (file, ...args) => [process.execPath, file, ...args];

/** When a step last printed a line; the heartbeat speaks after PROGRESS_MS of silence. */
let lastOutput = Date.now();
const PROGRESS_MS = 30_000;
/** The steps running now: when each started, and its process. */
const running = new Map();

/** Prints a line, noting the time (so the heartbeat stays quiet while steps speak). */
function print(line) {
  lastOutput = Date.now();
  process.stdout.write(`${line}\n`);
}

/** Set once a step has failed (or the run was told to stop): the steps beside it are stopped, no more start. */
let failed = false;

/** Runs one step's command, its output lines prefixed with the step's name when it shares the terminal. */
function step(name, [command, ...args], { env = {}, prefix = false } = {}) {
  if (failed) return Promise.resolve(false);
  return new Promise((resolvePromise) => {
    const started = Date.now();
    // In a process group of its own, so stopping it stops the servers it started too.
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.set(name, { started, child });
    const failures = failureLines();
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      const emit = (line) => {
        failures.add(line);
        print(prefix ? `[${name}] ${line}` : line);
      };
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        lines.forEach(emit);
      });
      stream.on('end', () => rest && emit(rest));
    }
    child.on('exit', (code, signal) => {
      const ok = code === 0;
      const stopped = !ok && failed;
      running.delete(name);
      times.push({ name, seconds: (Date.now() - started) / 1000, ok, stopped, failures: ok || stopped ? [] : failures.lines() });
      if (!ok && !stopped) {
        console.error(`\n[test] ${name} failed (${signal ?? `exit ${code}`})`);
        failed = true;
        stopAll();
      }
      resolvePromise(ok);
    });
  });
}

/** Stops every running step with everything it started. */
function stopAll() {
  for (const { child } of running.values()) stopService(child);
}

for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
  process.once(signal, () => {
    failed = true;
    stopAll();
    setTimeout(() => process.exit(code), 5000).unref();
  });
}

/** A line of progress whenever the steps have been silent for PROGRESS_MS. */
const heartbeat = setInterval(() => {
  if (Date.now() - lastOutput < PROGRESS_MS) return;
  const steps = [...running].map(([name, { started }]) => `${name} ${Math.round((Date.now() - started) / 1000)} s`);
  print(`[test] still running: ${steps.join(', ') || 'between steps'}; ${Math.round((Date.now() - startedAt) / 1000)} s in all`);
}, 1000);

async function sequence(...steps) {
  for (const run of steps) if (!(await run())) return false;
  return true;
}

async function together(...steps) {
  const results = await Promise.all(steps.map((run) => run()));
  return results.every(Boolean);
}

function summary(startedAt) {
  const total = (Date.now() - startedAt) / 1000;
  console.log('\n[test] step times (a step beside another shares the two cores with it; see the steps above):');
  for (const t of times) console.log(`  ${t.name.padEnd(12)} ${t.seconds.toFixed(1).padStart(7)} s  ${t.ok ? 'ok' : t.stopped ? 'stopped' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(12)} ${total.toFixed(1).padStart(7)} s`);
  for (const t of times.filter((time) => time.failures.length > 0)) {
    console.log(`\n[test] ${t.name} failed; its lines that name an error, again (all of them are above):`);
    for (const line of t.failures) console.log(`  ${line}`);
  }
}

const startedAt = Date.now();
const ok = await sequence(
  () =>
    together(
      () =>
        sequence(
          () => step('typecheck', npmRun('typecheck'), { prefix: true }),
          () => step('lint', npmRun('lint'), { prefix: true }),
          () => step('unit', npmRun('test:unit'), { prefix: true }),
        ),
      () => step('build', script('scripts/build-test.mjs'), { prefix: true }),
    ),
  () => step('e2e', npmRun('test:e2e'), { env: { E2E_REUSE_BUILD: '1' } }),
  () =>
    together(
      () => step('hosts', npmRun('test:hosts'), { prefix: true }),
      () => step('engines', npmRun('test:engines'), { prefix: true }),
    ),
  () => step('size', script('measure/size-check.mjs', '--dist', 'dist-e2e')),
  () => step('audit', script('measure/audit.mjs', '--no-build')),
);
clearInterval(heartbeat);
summary(startedAt);
process.exitCode = ok ? 0 : 1;
