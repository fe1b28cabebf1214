import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Netlify/Cloudflare (`public/_redirects`, `public/_headers`) and Vercel
 * (`vercel.json`) configs cannot run here, so this reads them the way those
 * hosts document and checks they promise what deploy/nginx.conf does (which
 * tests/e2e/nginx.spec.ts exercises for real): files first, /feed as the RSS
 * file, every other path to the app shell, the same security headers,
 * immutable hashed assets and revalidated feeds.
 */
const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Rule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
}

/** `_redirects`: `from to [status]`, comments with #; `*` matches the rest of the path. */
function redirectRules(text: string): Rule[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/** Netlify's documented order: an existing file wins (shadowing off by default), then the first matching rule. */
function netlifyServe(rules: readonly Rule[], files: ReadonlySet<string>, path: string): string {
  const file = path === '/' ? '/index.html' : files.has(path) ? path : files.has(`${path}.html`) ? `${path}.html` : null;
  if (file) return file;
  const rule = rules.find((r) => (r.from.endsWith('/*') ? path.startsWith(r.from.slice(0, -1)) : r.from === path));
  return rule ? rule.to : '404';
}

/** `_headers`: a path line, then indented `Name: value` lines. */
function headerBlocks(text: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = new Map();
      blocks.set(raw.trim(), current);
    } else if (current) {
      const at = raw.indexOf(':');
      current.set(raw.slice(0, at).trim().toLowerCase(), raw.slice(at + 1).trim());
    }
  }
  return blocks;
}

/** nginx `add_header Name "value" always;` lines of the server block. */
function nginxHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const match of text.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)) headers.set(match[1]!.toLowerCase(), match[2]!);
  return headers;
}

const files = new Set(['/index.html', '/faq.html', '/blog.html', '/blog/some-post.html', '/rss.xml', '/app-shell.html', '/assets/index-abc.js']);
const nginx = nginxHeaders(read('deploy/nginx.conf'));

it('reads the security headers nginx sends', () => {
  expect([...nginx.keys()]).toEqual(expect.arrayContaining(['x-content-type-options', 'referrer-policy', 'permissions-policy', 'content-security-policy']));
});

describe('Netlify / Cloudflare Pages (_redirects, _headers)', () => {
  const rules = redirectRules(read('public/_redirects'));

  it('serves files first, /feed as rss.xml, and every other path from the app shell (rewrites, not redirects)', () => {
    expect(rules.every((r) => r.status === 200)).toBe(true);
    expect(netlifyServe(rules, files, '/')).toBe('/index.html');
    expect(netlifyServe(rules, files, '/faq')).toBe('/faq.html');
    expect(netlifyServe(rules, files, '/blog/some-post')).toBe('/blog/some-post.html');
    expect(netlifyServe(rules, files, '/feed')).toBe('/rss.xml');
    expect(netlifyServe(rules, files, '/rss.xml')).toBe('/rss.xml');
    expect(netlifyServe(rules, files, '/blog/written-after-the-build')).toBe('/app-shell.html');
    expect(netlifyServe(rules, files, '/no/such/page')).toBe('/app-shell.html');
  });

  it('sends the same security headers as nginx, immutable assets, and the feed as RSS, revalidated', () => {
    const blocks = headerBlocks(read('public/_headers'));
    const all = blocks.get('/*');
    expect(all).toBeDefined();
    for (const [name, value] of nginx) expect(all!.get(name), name).toBe(value);
    expect(blocks.get('/assets/*')?.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/rss.xml', '/feed']) {
      expect(blocks.get(path)?.get('content-type')).toMatch(/^application\/rss\+xml/);
      expect(blocks.get(path)?.get('cache-control')).toBe('no-cache');
    }
  });
});

describe('Vercel (vercel.json)', () => {
  const config = JSON.parse(read('vercel.json')) as {
    outputDirectory: string;
    cleanUrls: boolean;
    rewrites: { source: string; destination: string }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  // Vercel sources are path-to-regexp patterns; the ones used here are plain regex groups.
  const matches = (source: string, path: string) => new RegExp(`^${source}$`).test(path);
  const rewrite = (path: string) => config.rewrites.find((r) => matches(r.source, path))?.destination ?? path;
  const headersFor = (path: string) =>
    new Map(config.headers.filter((h) => matches(h.source, path)).flatMap((h) => h.headers.map((x) => [x.key.toLowerCase(), x.value] as const)));

  it('builds dist/, serves clean URLs, /feed as rss.xml and unknown paths from the app shell', () => {
    expect(config.outputDirectory).toBe('dist');
    expect(config.cleanUrls).toBe(true);
    expect(rewrite('/feed')).toBe('/rss.xml');
    expect(rewrite('/no/such/page')).toBe('/app-shell.html');
    // Hashed assets are never rewritten: a missing chunk must 404, not answer HTML.
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
  });

  it('sends the same security headers as nginx, immutable assets, and the feed as RSS, revalidated', () => {
    const page = headersFor('/faq');
    for (const [name, value] of nginx) expect(page.get(name), name).toBe(value);
    expect(headersFor('/assets/index-abc.js').get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/rss.xml', '/feed']) {
      expect(headersFor(path).get('content-type')).toMatch(/^application\/rss\+xml/);
      expect(headersFor(path).get('cache-control')).toBe('no-cache');
    }
  });
});
