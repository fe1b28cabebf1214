#!/usr/bin/env node
/**
 * The size check (`npm run budgets`, before the Lighthouse audit; `npm run budgets -- --size-only`
 * alone): measures what a production build makes a reader download, against the budgets in
 * budgets.json, and exits 1 when one is exceeded. `npm run budgets` measures the test build
 * (dist-e2e/); `node measure/size-check.mjs` measures dist/ (`npm run build`) unless --dist names another.
 *
 * - initial JS: the entry chunk and the app's start module (src/start.tsx) plus every chunk they import statically (what
 *   runs before any route renders);
 * - initial CSS: the stylesheets index.html links;
 * - home first load: initial JS plus the home route's chunk and its static imports;
 * - every other chunk (route modules, shared and lazy chunks) on its own;
 * - every Web Worker's script (assets/*.worker-*.js: the feeds', the markdown's) on its own, under
 *   the same budget: a worker's build is its own, outside the chunks above;
 * - libraries listed in `lateModules` must not be in the initial JS.
 * Sizes are gzip level 9, in KB of 1000 bytes.
 *
 * Usage: node measure/size-check.mjs [--dist dist] [--json report.json]   (--help)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cliOptions } from '../scripts/lib/args.mjs';

const { values: options } = cliOptions({
  usage: 'node measure/size-check.mjs [options]',
  about: 'Bundle sizes (gzip -9) of a production build against the budgets in budgets.json.',
  options: {
    dist: { type: 'string', value: 'dir', default: 'dist', help: 'the build to measure' },
    json: { type: 'string', value: 'file', help: 'write the report there as JSON' },
  },
});
const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, options.dist);
const jsonOut = options.json;
const budgets = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8')).size;

const statsFile = join(dist, '.vite/bundle-stats.json');
if (!existsSync(statsFile)) {
  console.error(`[size] ${statsFile} is missing: build first (\`npm run build\` writes dist/, \`node scripts/build-test.mjs\` dist-e2e/).`);
  process.exit(2);
}
const { chunks } = JSON.parse(readFileSync(statsFile, 'utf8'));
const byFile = new Map(chunks.map((c) => [c.fileName, c]));

const gzipCache = new Map();
/** gzip size in bytes of a file in dist/. */
export function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const kb = (bytes) => bytes / 1000;
const fmt = (bytes) => `${kb(bytes).toFixed(1)} KB`;

/** A chunk plus everything it imports statically, transitively. */
function staticClosure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of byFile.get(file)?.imports ?? []) stack.push(next);
  }
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1] ?? null;
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const htmlCss = tags.filter((t) => /rel="stylesheet"/.test(t)).map((t) => attr(t, 'href'));
const local = (href) => href.replace(/^\//, '');

// The entry and its static imports. (Prerendered pages also modulepreload their own route's
// chunks; for the home page that is counted in "Home first load" below.)
// The entry paints the served page, then imports the app's start module (src/main.tsx → src/start.tsx):
// both, with everything they import statically, are the initial JS.
const START_MODULES = ['src/start.tsx'];
const initialJs = staticClosure([...chunks.filter((c) => c.isEntry || START_MODULES.includes(c.facade ?? '')).map((c) => c.fileName)]);
const initialCss = htmlCss.map(local);
const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

const rows = [];
const failures = [];
function check(label, bytes, budgetKB, detail = '') {
  const ok = budgetKB === undefined || kb(bytes) <= budgetKB;
  rows.push({ label, bytes, budgetKB, ok, detail });
  if (!ok) failures.push(`${label}: ${fmt(bytes)} > ${budgetKB} KB`);
}

check('Initial JS (entry + static imports)', sum(initialJs), budgets.initialJsKB, [...initialJs].join(', '));
check('Initial CSS', sum(initialCss), budgets.initialCssKB, initialCss.join(', '));

const home = chunks.find((c) => c.facade === budgets.homeRoute);
if (home) {
  const homeLoad = new Set([...initialJs, ...staticClosure([home.fileName])]);
  const homeCss = new Set([...initialCss, ...[...homeLoad].flatMap((f) => byFile.get(f)?.css ?? [])]);
  check('Home first load JS (initial + home route)', sum(homeLoad), budgets.homeFirstLoadJsKB, `${homeLoad.size} files`);
  check('Home first load CSS', sum(homeCss), budgets.initialCssKB, `${homeCss.size} files`);
} else {
  rows.push({ label: `Home first load JS (no ${budgets.homeRoute} yet)`, bytes: 0, budgetKB: undefined, ok: true, detail: 'not measured' });
}

/**
 * Each file on its own against the lazy-chunk budget (a failure names it by `failure`), and a row
 * for the largest (its `detail`). `files`: { path, failure, detail }.
 */
function checkEach(label, files) {
  let largest = null;
  for (const file of files) {
    const bytes = gzipBytes(file.path);
    if (!largest || bytes > largest.bytes) largest = { file, bytes };
    if (kb(bytes) > budgets.routeChunkKB) failures.push(`${file.failure}: ${fmt(bytes)} > ${budgets.routeChunkKB} KB`);
  }
  check(`${label} (of ${files.length})`, largest?.bytes ?? 0, budgets.routeChunkKB, largest?.file.detail ?? '');
}

const lazyChunks = chunks.filter((c) => !initialJs.has(c.fileName));
checkEach(
  'Largest lazy chunk',
  lazyChunks.map((c) => ({ path: c.fileName, failure: `chunk ${c.fileName} (${c.facade ?? 'shared'})`, detail: `${c.fileName}${c.facade ? ` (${c.facade})` : ''}` })),
);
// Workers are built apart from the app's chunks (not in the bundle stats): their files, by name.
const workers = readdirSync(join(dist, 'assets')).filter((file) => /\.worker-[\w-]+\.js$/.test(file));
checkEach(
  'Largest worker',
  workers.map((file) => ({ path: `assets/${file}`, failure: `worker ${file}`, detail: file })),
);

const late = [];
for (const name of budgets.lateModules) {
  const holders = chunks.filter((c) => c.packages.some((p) => p === name || p.startsWith(name)));
  const early = holders.filter((c) => initialJs.has(c.fileName));
  late.push({ name, chunks: holders.map((c) => c.fileName), early: early.map((c) => c.fileName) });
  if (early.length > 0) failures.push(`${name} is in the initial JS (${early.map((c) => c.fileName).join(', ')}); load it lazily`);
}

const pad = (text, width) => String(text).padEnd(width);
console.log(`\nBundle sizes (gzip -9) of ${dist}\n`);
console.log(`${pad('what', 44)} ${pad('size', 10)} ${pad('budget', 9)} status`);
for (const row of rows) {
  console.log(`${pad(row.label, 44)} ${pad(fmt(row.bytes), 10)} ${pad(row.budgetKB === undefined ? '-' : `${row.budgetKB} KB`, 9)} ${row.ok ? 'ok' : 'OVER'}`);
}
console.log('\nLoaded later, never in the initial JS:');
for (const entry of late) {
  const where = entry.chunks.length === 0 ? 'not in the build' : entry.chunks.join(', ');
  console.log(`  ${pad(entry.name, 18)} ${entry.early.length > 0 ? 'IN INITIAL JS' : 'ok'}  (${where})`);
}

if (jsonOut) {
  writeFileSync(resolve(root, jsonOut), `${JSON.stringify({ rows, late, failures }, null, 2)}\n`);
}

if (failures.length > 0) {
  console.error(`\n[size] budget exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\n[size] every budget holds.');
