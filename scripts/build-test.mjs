#!/usr/bin/env node
/**
 * `npm run build:test`: the one build every test suite reads. Builds the site into dist-e2e/
 * (E2E_DIST) with E2E_BUILD_ENV (tests/fixtures/ports.mjs): feeds, the blog service and embeds on
 * the fixture server at FIXTURE_ORIGIN, the site URL PREVIEW_ORIGIN. The browser suite serves it,
 * `npm test` measures its bundle sizes (`npm run size -- --dist dist-e2e`) and Lighthouse audits it
 * (`npm run audit`), so `npm test` builds once. `npm run build` still writes dist/ for deploys.
 *
 * The build reads the blog service itself (rss.xml, prerendered pages), so a fixture server must
 * answer on FIXTURE_ORIGIN while it runs: the one already there (the browser suite starts it), or
 * one started here for the build.
 *
 * Writes dist-e2e/.vite/test-build.json: the environment the build baked in, for the audit.
 *
 * Options: --if-missing   keep an existing dist-e2e/ (no rebuild)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_BUILD_ENV, E2E_DIST, FIXTURE_ORIGIN, FIXTURE_PORT } from '../tests/fixtures/ports.mjs';
import { startFixtureServer } from '../tests/fixtures/server.mjs';

const root = resolve(import.meta.dirname, '..');
const STAMP = '.vite/test-build.json';

/** What a test build baked in (null when `dist` holds no test build). */
export function readTestBuild(dist = E2E_DIST) {
  const file = join(root, dist, STAMP);
  return existsSync(file) && existsSync(join(root, dist, 'index.html')) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

function viteBuild(outDir) {
  return new Promise((resolvePromise, reject) => {
    const vite = join(root, 'node_modules/vite/bin/vite.js');
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...(process.env.NO_MINIFY ? ['--minify', 'false'] : [])], {
      cwd: root,
      env: { ...process.env, ...E2E_BUILD_ENV },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`vite build exited with ${code}`))));
  });
}

/** Builds the test site into `dist` (unless `ifMissing` and it is there); resolves to its stamp. */
export async function buildTestSite({ dist = E2E_DIST, ifMissing = false } = {}) {
  const existing = readTestBuild(dist);
  if (ifMissing && existing) {
    console.log(`[build:test] reusing ${dist}/ (built ${existing.builtAt})`);
    return existing;
  }
  let fixtures = null;
  if (!(await answers(`${FIXTURE_ORIGIN}/__health`))) fixtures = await startFixtureServer({ port: FIXTURE_PORT, retryMs: 0 });
  const started = Date.now();
  try {
    console.log(`[build:test] building ${dist}/ against the fixture server ${FIXTURE_ORIGIN}`);
    await viteBuild(dist);
  } finally {
    await fixtures?.close();
  }
  const stamp = { builtAt: new Date().toISOString(), fixtureOrigin: FIXTURE_ORIGIN, siteUrl: E2E_BUILD_ENV.VITE_SITE_URL, env: E2E_BUILD_ENV };
  mkdirSync(join(root, dist, '.vite'), { recursive: true });
  writeFileSync(join(root, dist, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  console.log(`[build:test] ${dist}/ built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return stamp;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildTestSite({ ifMissing: process.argv.includes('--if-missing') });
  } catch (error) {
    console.error('[build:test]', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
