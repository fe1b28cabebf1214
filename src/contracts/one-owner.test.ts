/**
 * Every contract has one owner: src/contracts/. This scans the code the site ships and builds with
 * (src, edge, netlify, cloudflare, api, scripts, measure, vite.config.ts; not tests/ nor *.test.* files) for a
 * second definition of a contract, by its value (`= 5_000_000`, `0x811c9dc5`, `'app-shell.html'`,
 * `'/feeds/'`, `'nosniff'`, …) or by its name (`const FEED_MAX_BYTES =` elsewhere), and fails with
 * the file and line. Import the contract instead (`@/contracts`, or `src/contracts/index.ts` by a
 * relative path outside src/).
 *
 * Two lists name the only files that may still hold a copy, each with the facts it holds:
 * - STATIC_COPIES: values a host reads from the file without running it, so they must be written
 *   out; a unit test beside each checks the copy equals the contract.
 * - PLAIN_NODE_TOOLS: tools run by plain Node, which cannot import the contracts.
 * An entry that no longer holds its copy fails too, so the lists only shrink.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const SCANNED = ['src', 'edge', 'netlify', 'cloudflare', 'api', 'scripts', 'measure', 'vite.config.ts'];
const CONTRACTS_DIR = 'src/contracts/';
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST_FILE = /\.test\.[a-z]+$/;

interface Fact {
  readonly id: string;
  /** Where the one definition lives. */
  readonly owner: string;
  /** A line that defines the fact again. */
  readonly copy: RegExp;
}

/** The contracts' values, as a second definition of them reads in code. */
const FACTS: readonly Fact[] = [
  { id: 'feed-cap', owner: 'limits.ts FEED_MAX_BYTES', copy: /\b5_?000_?000\b|\b5e6\b/ },
  // A byte cap compared by hand instead of with exceedsCap (once `>`, once `>=` gave two caps).
  { id: 'cap-comparison', owner: 'limits.ts exceedsCap', copy: /[\w.)\]]\s*>=?\s*(\w+\.)*(maxBytes|\w*MAX\w*BYTES)\b/ },
  { id: 'articles-per-category', owner: 'limits.ts ARTICLES_PER_CATEGORY', copy: /\b(\w*ARTICLES\w*|limit)\s*=\s*15\b/ },
  { id: 'fnv1a', owner: 'hash.ts fnv1a32', copy: /0x811c9dc5|0x01000193/i },
  { id: 'app-shell', owner: 'paths.ts APP_SHELL_FILE', copy: /['"`]\/?app-shell(\.html)?['"`]/ },
  { id: 'feed-prefix', owner: 'paths.ts FEED_ROUTE_PREFIX', copy: /['"`]\/feeds\/|feeds\\\/|\/feeds\/\*/ },
  { id: 'image-route', owner: 'paths.ts IMAGE_ROUTE_PATH', copy: /['"`]\/images\/['"`?]/ },
  {
    // A response header's value, or a security header's name given a written-out value (an object
    // key, or a `Name: value` line). The referrerPolicy of an <img> or a fetch is the request's own.
    id: 'security-headers',
    owner: 'headers.ts',
    copy: /['"`]nosniff['"`]|default-src 'none'; sandbox|frame-ancestors 'self'|camera=\(\)|['"`]SAMEORIGIN['"`]|(X-Content-Type-Options|Referrer-Policy|Permissions-Policy|X-Frame-Options|Content-Security-Policy|Strict-Transport-Security)(['"`]\s*:\s*['"`]|:\s*[\w'"])/i,
  },
  { id: 'feed-route-caching', owner: 'feed-route.ts FEED_ROUTE_CACHE_CONTROL', copy: /max-age=300, stale|stale-while-revalidate=600\b|=\s*7 \* 24 \* 3600/ },
  { id: 'feed-accept', owner: 'feed-route.ts FEED_ROUTE_ACCEPT', copy: /application\/rss\+xml, application\/atom\+xml, application\/rdf\+xml;q=0\.9/ },
  { id: 'hedge', owner: 'timings.ts HEDGE_*', copy: /HEDGE\w*\s*=\s*[\d_]+\b/i },
  { id: 'timeouts', owner: 'timings.ts *_TIMEOUT_MS', copy: /TIMEOUT_MS\s*=\s*8_?000\b/ },
  { id: 'blog-page-size', owner: 'blog.ts BLOG_PAGE_SIZE', copy: /BLOG\w*PAGE_SIZE\s*=\s*\d|posts\.length\s*<\s*\d|\(page - 1\) \* \d/ },
  // Three of home's sections in the order of its layout or of its waves.
  { id: 'home-sections', owner: 'home-sections.ts', copy: /'real-estate',\s*'food',\s*'lifestyle'|'national-news',\s*'(local|world)-news',\s*'/ },
];

/**
 * Tools run by plain Node (scripts/*.mjs), which cannot import TypeScript: they write out the
 * addresses they request, as the tests do.
 */
const PLAIN_NODE_TOOLS: Readonly<Record<string, readonly string[]>> = {
  // The load test asks the image route for pictures (npm run bench -- load-routes).
  'measure/bench/load-routes.mjs': ['image-route'],
};

/**
 * Values a host reads from the file without running it, so they are written out there. Each is
 * checked against the contract by the test named beside it.
 */
const STATIC_COPIES: Readonly<Record<string, readonly string[]>> = {
  // Netlify reads `config.path` statically: edge/feed-function.test.ts checks it is FEED_ROUTE_PREFIX + '*'.
  'netlify/functions/feeds.ts': ['feed-prefix'],
  // Netlify reads `config.path` statically: scripts/deploy-configs.test.ts checks it is IMAGE_ROUTE_PATH (both spellings).
  'netlify/functions/images.ts': ['image-route'],
};

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(child);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [child] : [];
  });
}

/** Lines that are code, with their numbers: comment lines (`//`, `/*`, ` *`) are not definitions. */
function codeLines(text: string): Array<{ readonly line: number; readonly code: string }> {
  return text
    .split('\n')
    .map((code, index) => ({ line: index + 1, code }))
    .filter(({ code }) => !/^\s*(\/\/|\/\*|\*)/.test(code));
}

/** Names the contracts define (`export const X`, `export function X`, types), with their file. */
function contractNames(): Map<string, string> {
  return new Map(
    sourceFiles('src/contracts')
      .filter((file) => !TEST_FILE.test(file))
      .flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^export (?:const|function|interface|type) (\w+)/gm)].map((m) => [m[1]!, relative('src/contracts', file)] as const)),
  );
}

interface Finding {
  readonly file: string;
  readonly line: number;
  /** A fact id, or `name:{NAME}` for a contract's name defined again. */
  readonly fact: string;
  readonly code: string;
}

/** Second definitions of a contract in one file's text. */
export function findCopies(file: string, text: string, names: Iterable<string>): Finding[] {
  const defines = [...names].map((name) => ({ name, pattern: new RegExp(`\\b(?:const|let|var|function|class|interface)\\s+${name}\\b|\\btype\\s+${name}\\s*(?:<[^>]*>)?\\s*=`) }));
  const found: Finding[] = [];
  for (const { line, code } of codeLines(text)) {
    for (const fact of FACTS) if (fact.copy.test(code)) found.push({ file, line, fact: fact.id, code: code.trim() });
    for (const { name, pattern } of defines) if (pattern.test(code)) found.push({ file, line, fact: `name:${name}`, code: code.trim() });
  }
  return found;
}

const listed = (entries: readonly string[] | undefined, fact: string) => entries?.includes(fact) ?? false;

describe('one owner per contract', () => {
  const names = contractNames();
  const copies = SCANNED.flatMap(sourceFiles)
    .map((file) => file.split(sep).join('/'))
    .filter((file) => !file.startsWith(CONTRACTS_DIR))
    .flatMap((file) => findCopies(file, readFileSync(join(ROOT, file), 'utf8'), names.keys()));
  const owner = (fact: string) => (fact.startsWith('name:') ? names.get(fact.slice(5)) : FACTS.find((f) => f.id === fact)?.owner);

  it('finds a planted copy of each kind (the scan is real)', () => {
    const planted = [
      'export const MAX_BYTES = 5_000_000;',
      '  let h = 0x811c9dc5;',
      "const SHELL = '/app-shell.html';",
      "  if (path.startsWith('/feeds/')) return;",
      "headers: { 'X-Content-Type-Options': 'nosniff' },",
      "  'Referrer-Policy': 'no-referrer',",
      'export const BLOG_PAGE_SIZE = 10;',
      '// a comment naming 5_000_000 and /feeds/ is no definition',
    ].join('\n');
    expect(findCopies('planted.ts', planted, names.keys()).map((f) => `${f.line}:${f.fact}`)).toEqual([
      '1:feed-cap',
      '2:fnv1a',
      '3:app-shell',
      '4:feed-prefix',
      '5:security-headers',
      '6:security-headers',
      '7:blog-page-size',
      '7:name:BLOG_PAGE_SIZE',
    ]);
  });

  it('no contract is defined outside src/contracts (but the listed pending moves and static copies)', () => {
    const unlisted = copies.filter((f) => ![STATIC_COPIES, PLAIN_NODE_TOOLS].some((list) => listed(list[f.file], f.fact)));
    expect(unlisted.map((f) => `${f.file}:${f.line} defines ${f.fact} again (owner: src/contracts/${owner(f.fact)}): ${f.code}`)).toEqual([]);
  });

  it('every listed copy still exists: remove an entry once its file imports the contract', () => {
    const stale = Object.entries({ ...STATIC_COPIES, ...PLAIN_NODE_TOOLS }).flatMap(([file, facts]) =>
      facts.filter((fact) => !copies.some((f) => f.file === file && f.fact === fact)).map((fact) => `${file}: ${fact}`),
    );
    expect(stale).toEqual([]);
  });

  it('the contracts import nothing but each other (every runtime can bundle them)', () => {
    const imports = sourceFiles('src/contracts')
      .filter((file) => !TEST_FILE.test(file))
      .flatMap((file) => [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'([^']+)'/gm)].map((m) => `${relative('src/contracts', file)} → ${m[1]}`));
    expect(imports.filter((entry) => !/ → \.\/[\w-]+\.ts$/.test(entry))).toEqual([]);
  });
});
