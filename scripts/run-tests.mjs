#!/usr/bin/env node
/**
 * `npm test`: every suite, building the site once (and once more with the feed snapshot on).
 *
 *   1. at the same time:  typecheck → lint → unit tests     |  the test builds (dist-e2e/, dist-snapshot/)
 *   2. the browser suite on those builds (E2E_WORKERS workers, default 2), then at the same time
 *      the host suite (nginx, Cloudflare's and Netlify's local runtimes over dist-e2e/, tests/hosts/)
 *      and the other-engine suite (Firefox and WebKit over dist-e2e/, tests/engines/)
 *   3. bundle sizes of dist-e2e/ (`npm run size -- --dist dist-e2e`)
 *   4. Lighthouse on dist-snapshot/, as production publishes it (`npm run audit -- --no-build`),
 *      alone, so nothing else competes with it for the CPU while it measures
 *
 * Stops after the first step that fails (the steps running beside it finish first), prints how
 * long each step took, and exits non-zero when one failed. The steps are the npm scripts of the
 * same names, so each can be run on its own (docs/testing.md).
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];

/** Runs `npm run <script> -- args`, its output lines prefixed when it shares the terminal. */
function step(name, script, { args = [], env = {}, prefix = false } = {}) {
  return new Promise((resolvePromise) => {
    const started = Date.now();
    const child = spawn(npm, ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
        });
        stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
      }
    }
    child.on('exit', (code, signal) => {
      const ok = code === 0;
      times.push({ name, seconds: (Date.now() - started) / 1000, ok });
      if (!ok) console.error(`\n[test] ${name} failed (${signal ?? `exit ${code}`})`);
      resolvePromise(ok);
    });
  });
}

async function sequence(...steps) {
  for (const run of steps) if (!(await run())) return false;
  return true;
}

function summary(startedAt) {
  const total = (Date.now() - startedAt) / 1000;
  console.log('\n[test] step times (steps 1a and 1b run at the same time):');
  for (const t of times) console.log(`  ${t.name.padEnd(12)} ${t.seconds.toFixed(1).padStart(7)} s  ${t.ok ? 'ok' : 'FAILED'}`);
  console.log(`  ${'total'.padEnd(12)} ${total.toFixed(1).padStart(7)} s`);
}

const startedAt = Date.now();
const ok = await sequence(
  async () => {
    const results = await Promise.all([
      sequence(
        () => step('typecheck', 'typecheck', { prefix: true }),
        () => step('lint', 'lint', { prefix: true }),
        () => step('unit', 'test:unit', { prefix: true }),
      ),
      step('build', 'build:test', { prefix: true }),
    ]);
    return results.every(Boolean);
  },
  () => step('e2e', 'test:e2e', { env: { E2E_REUSE_BUILD: '1' } }),
  async () => {
    const results = await Promise.all([step('hosts', 'test:hosts', { prefix: true }), step('engines', 'test:engines', { prefix: true })]);
    return results.every(Boolean);
  },
  () => step('size', 'size', { args: ['--dist', 'dist-e2e'] }),
  () => step('audit', 'audit', { args: ['--no-build'] }),
);
summary(startedAt);
process.exitCode = ok ? 0 : 1;
