#!/usr/bin/env node
/**
 * `npm run bench -- <benchmark> [options]`: the benchmarks and load tests, each a script of
 * measure/bench/ with its own --help, run on loopback against local stand-ins. `home` is the
 * Lighthouse audit of home with full-weight feeds, its figures printed, not judged.
 * Exits with the benchmark's exit status; 2 for an unknown benchmark.
 */
import { join } from 'node:path';
import { exitCode } from '../scripts/lib/processes.mjs';

const BENCHMARKS = {
  feeds: { script: 'bench/feeds.mjs', about: 'time to the first article card with the first feed proxy hanging (Chromium, vite preview)' },
  home: { script: 'audit.mjs', args: ['--pages', '/', '--feeds', 'heavy', '--no-judge'], about: 'Lighthouse on home with every feed at 20 heavy items (the audit; --photos: publisher-size photos, --pages, --runs)' },
  'load-feeds': { script: 'bench/load-feeds.mjs', about: "concurrent readers on the site's own feed route through nginx; publishers asked at most once per cache period" },
  visit: { script: 'bench/visit.mjs', about: 'bytes of a cold first visit to home on a 390 px phone, part by part, raw and on the wire (nginx, heavy publishers, photos)' },
  pictures: { script: 'bench/pictures.mjs', about: 'the pictures a phone fetches on /technology with 15 photo stories, without scrolling' },
  offline: { script: 'bench/offline.mjs', about: 'what the service worker fetches beyond a cold first visit to home on nginx (--save-data)' },
  taps: { script: 'bench/taps.mjs', about: "after load on a 390 px phone, CPU slowed 6x: a tap to the new page (heading and first stories), Back, and every control's latency (Event Timing)" },
  'load-routes': { script: 'bench/load-routes.mjs', about: "cache collapse of the picture and feed routes through nginx and Cloudflare's runtime (needs the test build)" },
};

const HELP = [
  'Usage: npm run bench -- <benchmark> [options]',
  '',
  'Benchmarks:',
  ...Object.entries(BENCHMARKS).map(([name, { about }]) => `  ${name.padEnd(12)} ${about}`),
  '',
  "A benchmark's options: npm run bench -- <benchmark> --help",
].join('\n');

const [name, ...rest] = process.argv.slice(2);
if (name === undefined || name === '--help' || name === '-h') {
  (name === undefined ? console.error : console.log)(HELP);
  process.exitCode = name === undefined ? 2 : 0;
} else if (!Object.hasOwn(BENCHMARKS, name)) {
  console.error(`unknown benchmark ${name}\n\n${HELP}`);
  process.exitCode = 2;
} else {
  const { script, args = [] } = BENCHMARKS[name];
  process.exitCode = await exitCode(process.execPath, [join(import.meta.dirname, script), ...args, ...rest]);
}
