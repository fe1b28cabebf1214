import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedSets } from '../src/config/feed-sets';
import { feedRoutes } from '../src/config/feed-routes';
import { exceedsCap, FEED_MAX_BYTES, FEED_ROUTE_CACHE_CONTROL, IMAGE_ROUTE_PATH, SITE_SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '../src/contracts';
import picomatch from 'picomatch';
import { pathToFileURL } from 'node:url';
import { canonicalAddress, canonicalImageRequest, IMAGE_LIMITS } from '../edge/image-address';
import { imageAllowlist } from '../src/config/image-hosts';
import { IMAGE_WIDTHS } from '../src/lib/image-sources';
import { hostConfigFiles, nginxFeedsConf } from './host-configs';
import { feedRouteBuildEnv } from './vite-plugins/feed-route-proxy';

/**
 * Reads the Netlify (`netlify.toml` redirects, `public/_headers`, shared with
 * Cloudflare) and Vercel (`vercel.json`) configs the way those hosts document
 * and checks they promise what deploy/nginx.conf does: files first, /feed as
 * the RSS file, every other path to the app shell, the same security headers,
 * immutable hashed assets and revalidated feeds. The host suite (tests/hosts/)
 * runs nginx, Netlify and Cloudflare for real.
 */
const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Rule {
  readonly from: string;
  readonly to: string;
  readonly status: number;
  /** `!` after the status: the rule wins over an existing file. */
  readonly force: boolean;
}

/** netlify.toml's `[[redirects]]` tables (`from`, `to`, `status`, `force`), in file order. */
function redirectRules(text: string): Rule[] {
  return text
    .split(/^\[\[redirects\]\]$/m)
    .slice(1)
    .map((table) => {
      const value = (key: string) => new RegExp(`^\\s*${key}\\s*=\\s*"?([^"\\n]*)"?\\s*$`, 'm').exec(table.split(/^\[/m)[0]!)?.[1];
      return { from: value('from') ?? '', to: value('to') ?? '', status: Number(value('status') ?? '301'), force: value('force') === 'true' };
    });
}

const ruleMatches = (r: Rule, path: string) => (r.from.endsWith('/*') ? path.startsWith(r.from.slice(0, -1)) : r.from === path);

/** Netlify's documented order: a forced rule, else an existing file (shadowing off by default), then the first matching rule. */
function netlifyServe(rules: readonly Rule[], files: ReadonlySet<string>, path: string): string {
  const forced = rules.find((r) => r.force && ruleMatches(r, path));
  if (forced) return `${forced.to} ${forced.status}`;
  const file = path === '/' ? '/index.html' : files.has(path) ? path : files.has(`${path}.html`) ? `${path}.html` : null;
  if (file) return file;
  const rule = rules.find((r) => ruleMatches(r, path));
  if (!rule) return '404';
  return rule.status === 200 ? rule.to : `${rule.to} ${rule.status}`;
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

/** nginx `add_header Name "value" always;` lines of the server block itself (not its locations'). */
function nginxHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const match of text.matchAll(/^ {4}add_header\s+([\w-]+)\s+"([^"]*)"\s+always;/gm)) headers.set(match[1]!.toLowerCase(), match[2]!);
  return headers;
}

const files = new Set(['/index.html', '/faq.html', '/blog.html', '/blog/some-post.html', '/rss.xml', '/app-shell.html', '/assets/index-abc.js', '/.vite/bundle-stats.json']);
const routes = feedRoutes();
const catalogue = [...new Set(feedSets.flatMap((c) => c.feeds))];
const nginx = nginxHeaders(read('deploy/nginx.conf'));
/** A cron expression that runs at least once an hour (a fixed minute of every hour, or Netlify's @hourly). */
const HOURLY = /^(@hourly|([0-5]?\d) \* \* \* \*)$/;

it('nginx sends the site\'s security headers (src/contracts/headers.ts), which every other host is held to below', () => {
  const contract = Object.entries(SITE_SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]);
  expect([...nginx.entries()]).toEqual(contract);
});

describe('Netlify (netlify.toml redirects, _headers)', () => {
  const rules = redirectRules(read('netlify.toml'));

  it('serves files first, /feed as rss.xml, and every other path from the app shell (rewrites, not redirects)', () => {
    expect(rules.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    expect(netlifyServe(rules, files, '/')).toBe('/index.html');
    expect(netlifyServe(rules, files, '/faq')).toBe('/faq.html');
    expect(netlifyServe(rules, files, '/blog/some-post')).toBe('/blog/some-post.html');
    expect(netlifyServe(rules, files, '/feed')).toBe('/rss.xml');
    expect(netlifyServe(rules, files, '/rss.xml')).toBe('/rss.xml');
    expect(netlifyServe(rules, files, '/blog/written-after-the-build')).toBe('/app-shell.html');
    expect(netlifyServe(rules, files, '/no/such/page')).toBe('/app-shell.html');
  });

  it('proxies no feed to its publisher (a function serves /feeds/) and 404s /feeds/ without it', () => {
    // Netlify caches no proxied answer at its CDN and applies no _headers to it: the route is
    // netlify/functions/feeds.ts.
    expect(rules.filter((r) => r.from.startsWith('/feeds/') && r.status === 200)).toEqual([]);
    expect(rules.some((r) => /^https?:/.test(r.to))).toBe(false);
    for (const path of ['/feeds/', routes[0]!.path, '/feeds/unknown.xml', `${routes[0]!.path}x`, '/feeds/https://evil.example/rss.xml']) {
      expect(netlifyServe(rules, files, path), path).toBe('/app-shell.html 404');
    }
    // The feed rules come before the app-shell fallback (first match wins).
    expect(rules.findIndex((r) => r.from === '/*')).toBeGreaterThan(rules.findIndex((r) => r.from === '/feeds/*'));
  });

  it('hides the build metadata in /.vite/ even though the files exist', () => {
    expect(netlifyServe(rules, files, '/.vite/bundle-stats.json')).toBe('/app-shell.html 404');
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
    expect(blocks.get('/feeds/*')?.get('cache-control')).toBe(FEED_ROUTE_CACHE_CONTROL);
    expect(all!.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });
});

describe('Cloudflare (wrangler.jsonc)', () => {
  // Comments are whole lines starting with //.
  const config = JSON.parse(read('wrangler.jsonc').replace(/^\s*\/\/.*$/gm, '')) as {
    main: string;
    assets: { directory: string; binding: string; html_handling: string; not_found_handling: string; run_worker_first: string[] };
  };

  it('serves dist/ as static assets and sends what no file answers, and /404, to the Worker', () => {
    expect(config.main).toBe('cloudflare/worker.ts');
    expect(existsSync(join(root, config.main))).toBe(true);
    expect(config.assets).toMatchObject({ directory: 'dist', binding: 'ASSETS', html_handling: 'auto-trailing-slash', not_found_handling: 'none' });
    expect(config.assets.run_worker_first).toEqual(['/404']);
  });

  it('publishes no _redirects file: Cloudflare applies one before the files, so a catch-all would shadow every page', () => {
    expect(existsSync(join(root, 'public/_redirects'))).toBe(false);
  });
});

describe('Vercel (vercel.json)', () => {
  const config = JSON.parse(read('vercel.json')) as {
    outputDirectory: string;
    cleanUrls: boolean;
    redirects: { source: string; destination: string; permanent: boolean }[];
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

  it('rewrites exactly the catalogued feeds to their URLs; any other /feeds/ path is not rewritten (404)', () => {
    const feedRewrites = config.rewrites.filter((r) => r.source.startsWith('/feeds/'));
    expect(feedRewrites.map((r) => r.destination)).toEqual(catalogue);
    for (const route of routes) expect(rewrite(route.path)).toBe(route.url);
    for (const path of ['/feeds/unknown.xml', `${routes[0]!.path}x`, '/feeds/']) expect(rewrite(path), path).toBe(path);
    const headers = headersFor(routes[0]!.path);
    expect(headers.get('cache-control')).toBe(FEED_ROUTE_CACHE_CONTROL);
    expect(headers.get('cdn-cache-control')).toMatch(/max-age=300/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('builds with the feed route and the feed snapshot on, unless the project settings turn them off', () => {
    expect((config as unknown as { buildCommand: string }).buildCommand).toBe('VITE_SAME_ORIGIN_FEEDS=${VITE_SAME_ORIGIN_FEEDS:-true} FEED_SNAPSHOT=${FEED_SNAPSHOT:-on} npm run build');
  });

  it('leaves the rebuild function at /api/rebuild to Vercel: no rewrite or redirect takes /api/, the image and feed rewrites come first as before', () => {
    for (const path of ['/api/rebuild', '/api/other']) {
      expect(rewrite(path), path).toBe(path);
      expect(config.redirects.some((r) => matches(r.source, path)), path).toBe(false);
    }
    expect(config.rewrites[0]!.source).toBe('/images');
    expect(config.rewrites.at(-1)).toEqual({ source: '/((?!api/|assets/|feeds/).*)', destination: '/app-shell.html' });
    expect(rewrite('/apiary')).toBe('/app-shell.html');
    expect(rewrite('/api')).toBe('/app-shell.html');
    // Every file in api/ is a public function: only the rebuild trigger is there.
    expect(readdirSync(join(root, 'api'))).toEqual(['rebuild.ts']);
  });

  it('hides the build metadata in /.vite/ (redirects run before files) and sends HSTS', () => {
    const hide = config.redirects.find((r) => matches(r.source, '/.vite/bundle-stats.json'));
    expect(hide?.destination).toBe('/404');
    expect(headersFor('/faq').get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
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

it('Netlify and the nginx rebuild script build with the feed route on', () => {
  expect(read('netlify.toml')).toMatch(/\[build\.environment\][^[]*VITE_SAME_ORIGIN_FEEDS = "true"/);
  expect(read('netlify.toml')).toMatch(/publish = "dist"/);
  expect(read('deploy/rebuild.sh')).toContain('export VITE_SAME_ORIGIN_FEEDS="${VITE_SAME_ORIGIN_FEEDS:-true}"');
});

describe('the feed snapshot, and the hourly rebuild that keeps it fresh, on each host', () => {
  it('nginx: deploy/rebuild.sh (cron, hourly) builds with the snapshot on', () => {
    expect(read('deploy/rebuild.sh')).toContain('export FEED_SNAPSHOT="${FEED_SNAPSHOT:-on}"');
  });

  it('Netlify: netlify.toml builds with FEED_SNAPSHOT on, and a scheduled function rebuilds hourly through the build hook', async () => {
    expect(read('netlify.toml')).toMatch(/\[build\.environment\][^[]*\n {2}FEED_SNAPSHOT = "on"\n/);
    const { config } = await import('../netlify/functions/rebuild');
    expect(config.schedule).toMatch(HOURLY);
    // Netlify reads the schedule from the source without running it: a literal in the file.
    expect(read('netlify/functions/rebuild.ts')).toContain(`export const config = { schedule: '${config.schedule}' };`);
    expect(read('netlify/functions/rebuild.ts')).toMatch(/triggerRebuild\('netlify', process\.env\[REBUILD_HOOK_ENV\]\)/);
  });

  it('Cloudflare: Workers Builds build with FEED_SNAPSHOT on, and the Worker\'s Cron Trigger rebuilds hourly through the deploy hook', async () => {
    const wrangler = JSON.parse(read('wrangler.jsonc').replace(/^\s*\/\/.*$/gm, '')) as { triggers?: { crons?: string[] }; vars?: Record<string, string> };
    expect(wrangler.triggers?.crons).toHaveLength(1);
    expect(wrangler.triggers!.crons![0]).toMatch(HOURLY);
    // The hook is a secret (`wrangler secret put`), never a plain variable in the repository.
    expect(Object.keys(wrangler.vars ?? {})).not.toContain('REBUILD_HOOK_URL');
    expect(feedRouteBuildEnv({ WORKERS_CI: '1' })).toMatchObject({ FEED_SNAPSHOT: 'on' });
    const worker = (await import('../cloudflare/worker')).default;
    expect(typeof worker.scheduled).toBe('function');
  });

  it('Vercel: the build command turns FEED_SNAPSHOT on, and a Cron Job runs the rebuild function hourly', async () => {
    const config = JSON.parse(read('vercel.json')) as { buildCommand: string; crons: Array<{ path: string; schedule: string }> };
    expect(config.buildCommand).toContain('FEED_SNAPSHOT=${FEED_SNAPSHOT:-on} ');
    expect(config.crons).toHaveLength(1);
    const [cron] = config.crons;
    expect(cron!.schedule).toMatch(HOURLY);
    // The Cron Job's path is the function's file under api/, which answers the Cron Job's GET.
    expect(cron!.path).toBe('/api/rebuild');
    expect(existsSync(join(root, `${cron!.path.slice(1)}.ts`))).toBe(true);
    expect(typeof (await import('../api/rebuild')).GET).toBe('function');
  });
});

describe('generated from the catalogue', () => {
  it('the committed host files are what scripts/write-host-configs.ts writes now (run it after editing categories.ts or regions.ts)', () => {
    for (const [path, text] of Object.entries(hostConfigFiles(read, routes, imageAllowlist()))) expect(read(path), path).toBe(text);
  });

  it('nginx has one exact location per catalogued feed, fetched by njs from its URL, and a 404 for the rest of /feeds/', () => {
    const text = read('deploy/nginx-feeds.conf');
    const locations = [...text.matchAll(/location = (\/feeds\/[a-z0-9-]+\.xml) \{\n\s+limit_except GET \{ deny all; \}\n\s+set \$civic_ledger_feed "([^"]+)";\n\s+proxy_pass http:\/\/unix:\/run\/civic-ledger-images\.sock:\/feed;/g)];
    expect(locations.map((m) => m[2])).toEqual(catalogue);
    expect(text).toContain('proxy_set_header X-Civic-Feed-Url $civic_ledger_feed;');
    // The fetch server fetches only these (deploy/nginx-routes.js).
    expect(read('deploy/nginx-routes.js')).toContain(`var define_CIVIC_FEED_URLS_default = ${JSON.stringify(catalogue).replace(/","/g, '", "')};`);
    expect(locations.map((m) => m[1])).toEqual(routes.map((r) => r.path));
    expect(text).toMatch(/location \/feeds\/ \{[\s\S]*return 404;/);
    for (const directive of [
      'proxy_cache civic_ledger_feeds;',
      'proxy_cache_valid 200 300s;',
      'proxy_cache_lock on;',
      'proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;',
      'proxy_cache_key $uri;',
      'proxy_pass_request_headers off;',
      `add_header Cache-Control "${FEED_ROUTE_CACHE_CONTROL}";`,
    ]) {
      expect(text, directive).toContain(directive);
    }
    expect(text).toMatch(/proxy_read_timeout \d+s;/);
    expect(text).toMatch(/proxy_connect_timeout \d+s;/);
    expect(text).toMatch(/gzip on;/);
  });

  it('nginx.conf declares what the include needs in http {} and includes it in the server', () => {
    const conf = read('deploy/nginx.conf');
    const server = conf.indexOf('server {');
    expect(conf.indexOf('proxy_cache_path ')).toBeLessThan(server);
    expect(conf).toMatch(/keys_zone=civic_ledger_feeds:/);
    expect(conf.indexOf('map $upstream_http_content_length $civic_ledger_feed_oversize')).toBeLessThan(server);
    expect(conf.indexOf('include snippets/civic-ledger-feeds.conf;')).toBeGreaterThan(server);
    expect(conf).toMatch(/^\s+resolver /m);
    expect(conf).toMatch(/# add_header Strict-Transport-Security "max-age=\d+" always;/);
  });

  it('the size cap map refuses to cache exactly what exceedsCap(FEED_MAX_BYTES) refuses', () => {
    const map = /map \$upstream_http_content_length \$civic_ledger_feed_oversize \{([\s\S]*?)\n\}/.exec(read('deploy/nginx.conf'))![1]!;
    const patterns = [...map.matchAll(/"~([^"]+)"\s+1;/g)].map((m) => new RegExp(m[1]!));
    const oversize = (n: number) => patterns.some((re) => re.test(String(n)));
    const sizes = [0, 1, 120_000, 999_999, 4_999_999, 5_000_000, 5_000_001, 5_000_010, 5_100_000, 6_000_000, 9_999_999, 10_000_000, 123_456_789];
    const near = [-2, -1, 0, 1, 2].map((d) => FEED_MAX_BYTES + d);
    for (const n of [...sizes, ...near]) expect(oversize(n), String(n)).toBe(exceedsCap(n, FEED_MAX_BYTES));
  });

  it('the nginx generator points every feed at a loopback upstream override for tests, and refuses unsafe URLs', () => {
    const [route] = routes;
    const text = nginxFeedsConf([route!], { upstream: 'http://127.0.0.1:4619', cacheSeconds: 2 });
    expect(text).toContain('proxy_set_header X-Civic-Feed-Upstream "http://127.0.0.1:4619";');
    expect(read('deploy/nginx-feeds.conf')).not.toContain('X-Civic-Feed-Upstream');
    expect(() => nginxFeedsConf([route!], { upstream: 'http://feeds.example:4619' })).toThrow(/loopback/);
    expect(text).toContain('proxy_cache_valid 200 2s;');
    for (const url of ['https://x.example/a"b', 'https://x.example/$host', 'https://x.example/a b', 'ftp://x.example/f', 'https://x.example/{x}']) {
      expect(() => nginxFeedsConf([{ id: 'x', path: '/feeds/x.xml', url }]), url).toThrow(/cannot route/);
    }
  });
});

describe('the image route: every host config admits and refuses the same addresses as the allowlist', () => {
  const allowlist = imageAllowlist();
  /** Canonical spellings, allowed or not, and what an attacker would try. */
  const ADDRESSES = [
    'https://static01.nyt.com/images/2026/11/24/photo.jpg',
    'https://static01.nyt.com/images/2026/a%C3%A9.jpg?quality=75&auto=webp',
    'https://media.npr.org/assets/img/2026/11/24/a_wide.jpg?s=1400',
    'https://i0.wp.com/michiganadvance.com/wp-content/uploads/2026/11/photo.jpg?fit=1200%2C800&ssl=1',
    'https://i1.wp.com/www.bridgedetroit.com/wp-content/uploads/a.jpg',
    'https://i2.wp.com/planetdetroit.org/wp-content/uploads/a.jpg',
    'https://advancelocal-adapter-image-uploads.s3.amazonaws.com/image.mlive.com/home/a.jpg',
    'https://i0.wp.com/any.host.example/x.jpg',
    'https://i1.wp.com/169.254.169.254/latest/meta-data.png',
    'https://i2.wp.com/michiganadvance.com.evil.example/x.jpg',
    'https://i0.wp.com/michiganadvance.com/../evil.example/x.jpg',
    'https://i0.wp.com/michiganadvance.com/%2e%2e/evil.example/x.jpg',
    'https://i0.wp.com/michiganadvance.com%2F..%2Fevil.example/x.jpg',
    'https://i0.wp.com//michiganadvance.com/x.jpg',
    'https://i0.wp.com/',
    'https://i0.wp.com/www.michiganadvance.com/a.jpg',
    'https://evil.example/x.jpg',
    'https://static01.nyt.com.evil.example/x.jpg',
    'https://static01.nyt.com@evil.example/x.jpg',
    'https://static01.nyt.com:8443/x.jpg',
    'http://static01.nyt.com/x.jpg',
    'https://127.0.0.1/x.jpg',
    'https://[::1]/x.jpg',
    'https://169.254.169.254/latest/meta-data/',
    'https://localhost/x.jpg',
    'https://static01.nyt.com/images/../../x.jpg',
    'https://static01.nyt.com/images/%2e%2e/x.jpg',
    'https://static01.nyt.com/.git/config',
    'https://static01.nyt.com/a%00.jpg',
  ];
  /** Addresses Vercel's remotePatterns cannot tell apart from allowed ones (they match the parsed URL's host and a path glob only). */
  const VERCEL_CANNOT_REFUSE = new Set(['https://static01.nyt.com/a%00.jpg', 'https://static01.nyt.com/.git/config']);
  /** What Netlify's and Vercel's optimizers fetch for an address: the URL parser's form (dot segments resolved). */
  const fetched = (address: string) => {
    try {
      return new URL(address).href;
    } catch {
      return address;
    }
  };

  const module = (address: string) => {
    const verdict = canonicalAddress(address, allowlist);
    return verdict.ok && verdict.url === address;
  };

  it('admits the newsrooms\' pictures through i0.wp.com and refuses any other address through it, on the allowlist itself', () => {
    expect(ADDRESSES.filter(module)).toEqual(ADDRESSES.slice(0, 7));
  });

  it('nginx (deploy/nginx-routes.js, the code njs runs) takes the same requests to the same canonical addresses', async () => {
    const nginx = (await import(pathToFileURL(join(root, 'deploy/nginx-routes.js')).href)).default as Record<'verdict' | 'source' | 'width', (r: unknown) => string>;
    for (const address of ADDRESSES) {
      for (const query of [`url=${encodeURIComponent(address)}&w=640`, `url=${encodeURIComponent(address).toLowerCase()}&w=640`, `w=320&url=${encodeURIComponent(address)}`]) {
        const r = { variables: { args: query } };
        const ours = canonicalImageRequest(query, IMAGE_WIDTHS, allowlist);
        expect(nginx.verdict(r), query).toBe(ours.ok ? '200' : String(ours.status));
        expect(nginx.source(r), query).toBe(ours.ok ? ours.url : '');
      }
    }
  });

  it('Netlify: the Image CDN\'s remote_images are the allowlist, as tight as the route (its endpoint is public)', () => {
    const toml = read('netlify.toml');
    const patterns = [...toml.matchAll(/^\s+"(\^https:[^"]+)",$/gm)].map((m) => new RegExp(JSON.parse(`"${m[1]}"`) as string));
    expect(patterns).toHaveLength(allowlist.length);
    for (const address of ADDRESSES) {
      // Netlify matches the parsed address (href), as its local runtime does, and fetches that.
      expect(patterns.some((p) => p.test(fetched(address))), address).toBe(module(fetched(address)));
    }
    const started = performance.now();
    for (const p of patterns) p.test(`https://i0.wp.com/michiganadvance.com/${'a/'.repeat(1000)}"`);
    expect(performance.now() - started, 'linear on hostile input').toBeLessThan(200);
  });

  it('Vercel: remotePatterns (host, default port, path prefix) admit the same addresses but a dot-file and a control escape, and /images is rewritten first', () => {
    const config = JSON.parse(read('vercel.json')) as {
      rewrites: Array<{ source: string; destination: string }>;
      images: { sizes: number[]; remotePatterns: Array<{ protocol: string; hostname: string; port: string; pathname: string }> };
    };
    expect(config.rewrites[0]).toMatchObject({ source: '/images', destination: '/_vercel/image?url=:url&w=:w&q=75' });
    expect(config.images.sizes).toEqual([...IMAGE_WIDTHS]);
    // As Vercel's optimizer (Next.js matchRemotePattern) matches: the parsed URL, a picomatch glob on its path.
    const vercel = (address: string) => {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        return false;
      }
      return config.images.remotePatterns.some(
        (p) => `${p.protocol}:` === url.protocol && p.hostname === url.hostname && p.port === url.port && picomatch.makeRe(p.pathname, { dot: true }).test(url.pathname),
      );
    };
    for (const address of ADDRESSES) {
      if (VERCEL_CANNOT_REFUSE.has(address)) expect(vercel(address), address).toBe(true);
      else expect(vercel(address), address).toBe(module(fetched(address)));
    }
  });

  it('the per-client limit of cache misses is the same in nginx, the Worker\'s binding and the Netlify function, on the image route\'s path', async () => {
    const { config } = await import('../netlify/functions/images');
    expect(config.path).toEqual([IMAGE_ROUTE_PATH, IMAGE_ROUTE_PATH.replace(/\/$/, '')]);
    expect(config.rateLimit).toEqual({ windowLimit: IMAGE_LIMITS.missesPerMinute, windowSize: 60, aggregateBy: ['ip', 'domain'] });
    const wrangler = read('wrangler.jsonc');
    expect(wrangler).toContain(`"simple": { "limit": ${IMAGE_LIMITS.missesPerMinute}, "period": 60 }`);
    expect(read('deploy/nginx-images.conf')).toContain(`rate=${IMAGE_LIMITS.missesPerMinute}r/m`);
  });
});
