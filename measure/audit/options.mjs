/** The audit's command-line options, which `npm run budgets` accepts too and passes on. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const { lighthouse } = JSON.parse(readFileSync(join(resolve(import.meta.dirname, '../..'), 'budgets.json'), 'utf8'));

/** @type {Record<string, import('../../scripts/lib/args.mjs').OptionSpec>} */
export const AUDIT_OPTIONS = {
  pages: { type: 'list', value: '/,/faq', help: "pages to audit (default: budgets.json's, or / and /technology with --photos)" },
  scenarios: { type: 'list', value: 'route,heavy', help: "budgets.json's scenarios to run, by a word of their label (default: all, none with --pages)" },
  runs: { type: 'number', default: lighthouse.runs, help: 'performance runs per row when its first run does not settle it; their median is judged' },
  feeds: { type: 'string', value: 'mode', help: "how the fixture proxies answer the pages' feeds: shaped (default), fresh, heavy" },
  'no-build': { type: 'boolean', help: 'reuse the builds when present' },
  'cpu-slowdown': { type: 'number', help: 'CPU slowdown set by hand instead of the calibrated one' },
  'shared-cores': { type: 'boolean', help: "the page's main thread shares the host's cores instead of having one of its own (figures printed, not judged)" },
  diagnose: { type: 'boolean', help: "each run's host CPU use, and one more visit per row for its long animation frames" },
  'no-judge': { type: 'boolean', help: 'print the figures, judge nothing (npm run bench -- home)' },
  photos: { type: 'boolean', help: 'photo-size mode: a build in which every story has a publisher-size photo' },
  originals: { type: 'boolean', help: 'with --photos: the image resizer off' },
  'no-snapshot': { type: 'boolean', help: 'with --photos: a build without the feed snapshot' },
};

export const AUDIT_ENVIRONMENT =
  "Environment: AUDIT_TRACES=1 writes each run's trace (.lighthouse/*.trace.json); AUDIT_DIST names the build to audit; FIXTURE_PORT (4610), AUDIT_PORT (4617), AUDIT_LIVE_PORT (4616), AUDIT_ROUTE_PORT (4618), FEED_UPSTREAM_PORT (4619).";
