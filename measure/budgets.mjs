#!/usr/bin/env node
/**
 * `npm run budgets`: the performance budgets of budgets.json, as `npm test` checks them last.
 *
 *   1. the test builds (scripts/build-test.mjs: dist-e2e/, dist-snapshot/, dist-audit/), unless --no-build
 *      finds them there;
 *   2. the size check of dist-e2e/ (measure/size-check.mjs: gzip sizes of the initial JS and CSS,
 *      home's first load, every lazy chunk, the libraries that must load late);
 *   3. the Lighthouse audit of dist-audit/ (measure/audit.mjs: the mobile preset with the CPU
 *      slowdown calibrated to this host, the median of `runs` runs judged against the floors).
 *
 * Stops at the first step that fails and exits with its status.
 *
 *   npm run budgets                       # build, sizes, Lighthouse on every page
 *   npm run budgets -- --size-only        # build (unless --no-build), sizes
 *   npm run budgets -- --no-build --pages /faq
 *   npm run budgets -- --photos [--originals] [--no-snapshot]   # the photo-size audit of its own build, no size check
 */
import { join } from 'node:path';
import { E2E_DIST } from '../tests/fixtures/ports.mjs';
import { buildTestSite } from '../scripts/build-test.mjs';
import { cliOptions } from '../scripts/lib/args.mjs';
import { AUDIT_ENVIRONMENT, AUDIT_OPTIONS } from './audit/options.mjs';
import { exitCode } from '../scripts/lib/processes.mjs';

const argv = process.argv.slice(2);
const { values: options } = cliOptions(
  {
    usage: 'npm run budgets -- [options]',
    about: `The budgets of budgets.json: builds the test site, checks the bundle sizes of ${E2E_DIST}/, then runs the Lighthouse audit against the floors.`,
    options: {
      'size-only': { type: 'boolean', help: 'the size check only, no Lighthouse' },
      ...AUDIT_OPTIONS,
    },
    more: `With --photos, the audit builds and measures the photo-size site only (no size check).\n${AUDIT_ENVIRONMENT}`,
  },
  argv,
);

const node = (script, args) => exitCode(process.execPath, [join(import.meta.dirname, script), ...args]);

async function main() {
  if (!options.photos) {
    await buildTestSite({ ifMissing: options.noBuild });
    const size = await node('size-check.mjs', ['--dist', E2E_DIST]);
    if (size !== 0 || options.sizeOnly) return size;
  } else if (options.sizeOnly) {
    console.error('[budgets] --size-only and --photos: the photo-size mode has no size check');
    return 2;
  }
  // The audit reuses the builds made above; in photo-size mode it builds its own unless --no-build.
  const auditArgs = argv.filter((arg) => arg !== '--size-only' && arg !== '--no-build');
  return node('audit.mjs', [...auditArgs, ...(options.noBuild || !options.photos ? ['--no-build'] : [])]);
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error('[budgets]', error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
