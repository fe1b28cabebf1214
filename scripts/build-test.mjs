#!/usr/bin/env node
/**
 * `node scripts/build-test.mjs`: the build every test suite reads. Builds the site into dist-e2e/
 * (E2E_DIST) with E2E_BUILD_ENV (tests/fixtures/ports.mjs): feeds, the blog service and embeds on
 * the fixture server at FIXTURE_ORIGIN, the site URL PREVIEW_ORIGIN. The browser suite serves it and
 * `npm run budgets` measures its bundle sizes (measure/size-check.mjs --dist dist-e2e). Then the same build
 * with the feed snapshot on, into dist-snapshot/ (SNAPSHOT_DIST): the pages as deploy/rebuild.sh
 * publishes them, which Lighthouse audits (measure/audit.mjs) and tests/e2e/feed-snapshot.spec.ts
 * serves. Then dist-audit/ (AUDIT_DIST): the feed snapshot from feeds shaped like real ones, which
 * the Lighthouse audit measures; and dist-audit-route/ (AUDIT_ROUTE_DIST): the default build asking the
 * site's own feed route first, which the audit serves with nginx's feed route. `npm run build`
 * still writes dist/ for deploys.
 *
 * The build reads the blog service itself (rss.xml, prerendered pages), so a fixture server must
 * answer on FIXTURE_ORIGIN while it runs: the one already there (the browser suite starts it), or
 * one started here for the build.
 *
 * Writes {dist}/.vite/test-build.json: the environment each build baked in, for the audit.
 *
 * Options: --if-missing   keep existing builds (no rebuild)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_BUILD_ENV, AUDIT_DIST, AUDIT_ROUTE_BUILD_ENV, AUDIT_ROUTE_DIST, E2E_BUILD_ENV, E2E_DIST, FIXTURE_ORIGIN, FIXTURE_PORT, photosBuildEnv, SNAPSHOT_BUILD_ENV, SNAPSHOT_DIST } from '../tests/fixtures/ports.mjs';
import { controlFixtures, startFixtureServer } from '../tests/fixtures/server.mjs';
import { cliOptions } from './lib/args.mjs';
import { run } from './lib/processes.mjs';
import { answers } from './lib/wait.mjs';

const root = resolve(import.meta.dirname, '..');
const STAMP = '.vite/test-build.json';

/** What a test build baked in (null when `dist` holds no test build). */
export function readTestBuild(dist = E2E_DIST) {
  const file = join(root, dist, STAMP);
  return existsSync(file) && existsSync(join(root, dist, 'index.html')) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function viteBuild(outDir, env) {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  return run(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...(process.env.NO_MINIFY ? ['--minify', 'false'] : [])], { env });
}

/**
 * Dates the fixture server's generated feeds by now (tests/fixtures/proxy.mjs) and resolves to that
 * clock: the builds' snapshots hold those stories, and the audit's fixture server answers with the
 * same (stamp.feedClock).
 */
async function dateFeeds() {
  const feedClock = Date.now();
  await controlFixtures({ feedClock });
  return feedClock;
}

async function buildOne(dist, env, feedClock) {
  const started = Date.now();
  console.log(`[build-test] building ${dist}/ against the fixture server ${FIXTURE_ORIGIN}${env.FEED_SNAPSHOT ? ', with the feed snapshot' : ''}`);
  await viteBuild(dist, env);
  const stamp = { builtAt: new Date().toISOString(), fixtureOrigin: FIXTURE_ORIGIN, siteUrl: env.VITE_SITE_URL, feedClock, env };
  mkdirSync(join(root, dist, '.vite'), { recursive: true });
  writeFileSync(join(root, dist, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  console.log(`[build-test] ${dist}/ built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return stamp;
}

/**
 * Builds the test site into `dist`, with the feed snapshot on into `snapshotDist`, and the audit's
 * build into `auditDist` (unless `ifMissing` and all are there); resolves to the stamp of `dist`.
 */
export async function buildTestSite({ dist = E2E_DIST, snapshotDist = SNAPSHOT_DIST, auditDist = AUDIT_DIST, ifMissing = false } = {}) {
  const existing = readTestBuild(dist);
  const routeDist = auditDist ? AUDIT_ROUTE_DIST : null;
  if (ifMissing && existing && readTestBuild(snapshotDist) && (!auditDist || (readTestBuild(auditDist) && readTestBuild(routeDist)))) {
    console.log(`[build-test] reusing ${[dist, snapshotDist, auditDist, routeDist].filter(Boolean).join('/, ')}/ (built ${existing.builtAt})`);
    return existing;
  }
  let fixtures = null;
  if (!(await answers(`${FIXTURE_ORIGIN}/__health`))) fixtures = await startFixtureServer({ port: FIXTURE_PORT, retryMs: 0 });
  try {
    const feedClock = await dateFeeds();
    const stamp = await buildOne(dist, E2E_BUILD_ENV, feedClock);
    if (snapshotDist) await buildOne(snapshotDist, SNAPSHOT_BUILD_ENV, feedClock);
    if (auditDist) await buildOne(auditDist, AUDIT_BUILD_ENV, feedClock);
    if (routeDist) await buildOne(routeDist, AUDIT_ROUTE_BUILD_ENV, feedClock);
    return stamp;
  } finally {
    await fixtures?.close();
  }
}

/**
 * The photo-size build (tests/fixtures/ports.mjs → photosBuildEnv) into `dist`: every story has a
 * publisher-size photo; `resize: false` leaves the image resizer off. Resolves to its stamp.
 */
export async function buildPhotoSite({ dist, resize = true, env = {} }) {
  let fixtures = null;
  if (!(await answers(`${FIXTURE_ORIGIN}/__health`))) fixtures = await startFixtureServer({ port: FIXTURE_PORT, retryMs: 0 });
  try {
    const feedClock = await dateFeeds();
    return await buildOne(dist, { ...photosBuildEnv({ resize }), ...env }, feedClock);
  } finally {
    await fixtures?.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values: options } = cliOptions({
    usage: 'node scripts/build-test.mjs [options]',
    about: 'The test builds: dist-e2e/ against the fixture server, dist-snapshot/ with the feed snapshot on, dist-audit/ for the Lighthouse audit.',
    options: { 'if-missing': { type: 'boolean', help: 'keep existing builds (no rebuild)' } },
    more: 'Environment: NO_MINIFY=1 builds without minifying.',
  });
  try {
    await buildTestSite({ ifMissing: options.ifMissing });
  } catch (error) {
    console.error('[build-test]', error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
