#!/usr/bin/env node
/**
 * The Lighthouse audit (`npm run budgets`, after the size check): the mobile preset, with the CPU
 * slowdown calibrated to this host and the page's main thread on a core of its own, as on the
 * phone Lighthouse stands for, against the test builds served as production serves them, every
 * other origin answered locally. Each row of budgets.json (its pages, then its scenarios) is
 * measured and judged against the floors and the TBT ceiling; a row whose news never arrived is
 * void and fails. Writes .lighthouse/summary.{md,json} and every report. docs/performance.md
 * tells how to read it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { photoJpeg } from '../tests/fixtures/photos.mjs';
import { AUDIT_DIST, PHOTOS_DIST } from '../tests/fixtures/ports.mjs';
import { buildPhotoSite, buildTestSite, readTestBuild } from '../scripts/build-test.mjs';
import { cliOptions } from '../scripts/lib/args.mjs';
import { judge } from './audit/judge.mjs';
import { measureRow } from './audit/measure-row.mjs';
import { AUDIT_ENVIRONMENT, AUDIT_OPTIONS } from './audit/options.mjs';
import { summary } from './audit/report.mjs';
import { auditRows, rowUrl } from './audit/rows.mjs';
import { firstPostSlug, startSites } from './audit/sites.mjs';
import { standIns } from './audit/stand-ins.mjs';
import { pageFeeds } from './lib/feed-requests.mjs';
import { LIGHTHOUSE_VERSION, launchLighthouse } from './lib/lighthouse.mjs';

const root = resolve(import.meta.dirname, '..');
const OUT = join(root, '.lighthouse');
/** Readings of the host's benchmarkIndex at the start (the highest counts). */
const CALIBRATION_RUNS = 3;

/** The build measured: the audit's snapshot build, or in photo-size mode one with a photo in every story. */
async function buildFor(options) {
  if (!options.photos) {
    await buildTestSite({ ifMissing: options.noBuild });
    return AUDIT_DIST;
  }
  const dist = `${PHOTOS_DIST}${options.originals ? '-originals' : ''}${options.noSnapshot ? '-live' : ''}`;
  if (!options.noBuild || !readTestBuild(dist)) await buildPhotoSite({ dist, resize: !options.originals, env: options.noSnapshot ? { FEED_SNAPSHOT: '' } : {} });
  return dist;
}

/**
 * The feed catalogue the void check holds each page to (src/config, src/contracts): the categories
 * and the regions' feed sets, whose slug is the region page's path (`local-news/{region}`); home
 * asks for its first wave's feeds on load (its later waves wait for the reader to near them).
 */
async function catalogue() {
  const { tsImport } = await import('tsx/esm/api');
  const { feedSets } = await tsImport('../src/config/feed-sets.ts', import.meta.url);
  const { WAVE_1, feedRoutePath } = await tsImport('../src/contracts/index.ts', import.meta.url);
  return { categories: feedSets, homeSections: WAVE_1, routePath: feedRoutePath };
}

/**
 * Audits the rows; resolves to the failures. Everything it starts, it stops, also when the process
 * is told to stop: `onStop` receives the clean-up for that.
 */
async function audit(options, lighthouse, onStop) {
  const dist = await buildFor(options);
  const rows = auditRows(lighthouse, { pages: options.pages ?? (options.photos ? ['/', '/technology'] : undefined), scenarios: options.scenarios, feeds: options.feeds });
  const feedCatalogue = await catalogue();
  const sites = await startSites({ dist, builds: new Set(rows.map((r) => r.build)) });
  let lh = null;
  const stop = async () => {
    const browser = lh;
    lh = null;
    await browser?.close().catch((error) => console.warn('[audit] closing Chromium:', error.message));
    await sites.stop();
  };
  onStop(stop);
  try {
    const photo = options.photos ? await photoJpeg() : null;
    const outside = standIns({ ownOrigins: [...Object.values(sites.origins), sites.fixtureOrigin], photoOrigin: photo ? sites.fixtureOrigin : null });
    const firstPost = rows.some((r) => r.page.includes('{firstPost}')) ? await firstPostSlug(sites.build) : '';
    const hostCores = availableParallelism();
    lh = await launchLighthouse({ answer: outside.answer, sharedCores: options.sharedCores });
    // Calibrated first, in the fresh browser: the warm-up's pages leave work behind (a service
    // worker installing when the browser is idle) that would make the host look slower than it is.
    const calibration = await lh.calibrate(`${sites.origins[rows[0].build]}/robots.txt`, options.cpuSlowdown, CALIBRATION_RUNS);
    console.log(`[audit] ${calibration.line}; ${lh.cores.line}`);
    // Not counted: the servers' first answer for a page is slower, and Lighthouse's simulation
    // reuses the server times it saw. The pages load side by side: only the servers' answers count.
    await Promise.all([...new Set(rows.map((row) => rowUrl(row, sites.origins, firstPost)))].map((url) => lh.visit(url)));
    console.log('[audit] warm-up done (not counted)');
    const measured = [];
    for (const row of rows) {
      await sites.feedMode(row.feeds);
      const feeds = pageFeeds(row.page, feedCatalogue);
      measured.push(await measureRow(lh, row, { url: rowUrl(row, sites.origins, firstPost), feeds, routePath: feedCatalogue.routePath, lighthouse, runs: options.runs, outDir: OUT, diagnose: options.diagnose, traces: process.env.AUDIT_TRACES === '1', hostCores, fixedSlowdown: options.cpuSlowdown !== undefined }));
    }
    const text = summary({
      rows: measured,
      rowsAbout: [
        'Feeds shaped like real ones unless a row says otherwise: 20 stories a feed, each with a summary, an author and a picture (tests/fixtures/proxy.mjs).',
        ...rows.filter((r) => r.about).map((r) => `${r.label}: ${r.about}`),
      ],
      calibration,
      cores: lh.cores.line,
      lighthouseVersion: LIGHTHOUSE_VERSION,
      lighthouse,
      runs: options.runs,
      served: `${dist}/ and the other builds served by nginx with deploy/ config`,
      photos: photo ? `Photo-size mode: every story picture is a 1200x675 JPEG of ${Math.round(photo.length / 1000)} KB${options.originals ? ', shown as it comes (no resizer)' : ", through the build's image resizer"}${options.noSnapshot ? '; no feed snapshot' : ''}.` : null,
    });
    const failures = options.noJudge ? [] : judge(measured, lighthouse, { sharedCores: options.sharedCores, firstPost });
    const stood = [...outside.counts].map(([key, count]) => `${key} ×${count}`);
    console.log(`\n${text}\n\n  other origins answered by the local stand-in: ${stood.join(', ') || 'none'}`);
    for (const row of measured) {
      if (row.failing.length > 0) console.log(`  ${row.label} audits not passing: ${row.failing.join(', ')}`);
      if (row.consoleErrors.length > 0) console.log(`  ${row.label} console errors:\n    ${row.consoleErrors.join('\n    ')}`);
    }
    writeFileSync(join(OUT, 'summary.md'), `${text}\n`);
    writeFileSync(join(OUT, 'summary.json'), `${JSON.stringify({ calibration, rows: measured, failures }, null, 2)}\n`);
    return failures;
  } finally {
    await stop();
  }
}

const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));
const { values: options } = cliOptions({
  usage: 'node measure/audit.mjs [options]   (npm run budgets runs the size check, then this)',
  about: 'Lighthouse (mobile preset, CPU slowdown calibrated to this host) on the test builds, against the floors and ceilings in budgets.json.',
  options: AUDIT_OPTIONS,
  more: AUDIT_ENVIRONMENT,
});
async function main() {
  mkdirSync(OUT, { recursive: true });
  const stops = [];
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]]) {
    process.once(signal, () => {
      console.error(`[audit] ${signal}: stopping`);
      void Promise.all(stops.map((stop) => stop())).finally(() => process.exit(code));
    });
  }
  const failures = await audit(options, budgets.lighthouse, (stop) => stops.push(stop));
  if (failures.length > 0) {
    console.error(`\n[audit] below the floor:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log(options.noJudge ? '[audit] figures only (--no-judge).' : '[audit] every row meets the floors.');
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error('[audit]', error);
  process.exitCode = 1;
}
