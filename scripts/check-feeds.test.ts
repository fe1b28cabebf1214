/**
 * npm run check:feeds against local servers only: a feed host on 127.0.0.1
 * answering good, empty, broken, missing, slow and old feeds, plus fake
 * proxies (query-style, cors-anywhere-style path proxy, one that always
 * answers 429) and the site's own feed route. Nothing here reaches the internet.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedSets } from '../src/config/feed-sets';
import { regions, statewideFeeds } from '../src/config/regions';
import { feedRouteId } from '../src/contracts/feed-route';
import { checkFeeds, formatReport, main, parseArgs, UsageError, type CheckReport } from './check-feeds';

// The unit-test setup replaces fetch with one that refuses every request; this
// suite talks to its own loopback servers, so it keeps the real one.
const realFetch = globalThis.fetch;
const ROOT = resolve(import.meta.dirname, '..');

const HOUR = 3_600_000;
const rssDate = (msAgo: number) => new Date(Date.now() - msAgo).toUTCString();
const rss = (items: string) => `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Fixture</title><link>https://example.org/</link>${items}</channel></rss>`;
const item = (n: number, msAgo: number) => `<item><title>Story ${n}</title><link>https://example.org/${n}</link><pubDate>${rssDate(msAgo)}</pubDate></item>`;

const FILES: Record<string, { status: number; type: string; body: string; cors?: boolean }> = {
  'good.xml': { status: 200, type: 'application/rss+xml', body: rss(item(1, 2 * HOUR) + item(2, 5 * HOUR) + item(3, 30 * HOUR)) },
  'cors.xml': {
    status: 200,
    type: 'application/atom+xml',
    cors: true,
    body: `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Open</title><entry><title>A</title><link href="https://example.org/a"/><updated>${new Date(Date.now() - HOUR).toISOString()}</updated></entry><entry><title>B</title><link href="https://example.org/b"/></entry></feed>`,
  },
  'empty.xml': { status: 200, type: 'application/rss+xml', body: rss('') },
  'broken.xml': { status: 200, type: 'text/html', body: '<!doctype html><html><body><h1>Please enable JavaScript</h1></body></html>' },
  'garbage.xml': { status: 200, type: 'text/plain', body: 'this is not a feed' },
  'gone.xml': { status: 404, type: 'text/plain', body: 'not found' },
  'old.xml': { status: 200, type: 'application/rss+xml', body: rss(item(1, 30 * 24 * HOUR)) },
};

let server: Server;
let base = '';
let limitedHits = 0;
const feed = (name: string) => `${base}/f/${name}`;

/** Answers a feed URL as its host would: fixture files for this server, a small generated feed for any other URL. */
function answerFeed(res: ServerResponse, target: string, extraHeaders: Record<string, string>): void {
  if (target.startsWith(`${base}/f/`)) {
    const name = target.slice(`${base}/f/`.length);
    if (name === 'slow.xml') return; // never answers
    const file = FILES[name];
    if (!file) {
      res.writeHead(404, extraHeaders).end('no such fixture');
      return;
    }
    res.writeHead(file.status, { 'Content-Type': file.type, ...(file.cors ? { 'Access-Control-Allow-Origin': '*' } : {}), ...extraHeaders }).end(file.body);
    return;
  }
  res.writeHead(200, { 'Content-Type': 'application/rss+xml', ...extraHeaders }).end(rss(item(1, HOUR)));
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', base);
  const cors = { 'Access-Control-Allow-Origin': '*' };
  if (url.pathname.startsWith('/f/')) {
    answerFeed(res, `${base}${url.pathname}`, {});
    return;
  }
  // Query-style proxy, like allorigins' /raw: ?url=<encoded feed URL>.
  if (url.pathname === '/query') {
    const target = url.searchParams.get('url');
    if (!target) res.writeHead(400, cors).end('url is required');
    else answerFeed(res, target, cors);
    return;
  }
  // cors-anywhere-style proxy: the target is the raw rest of the path, and an Origin header is required.
  if (url.pathname.startsWith('/path/')) {
    if (!req.headers.origin) {
      res.writeHead(400, cors).end('Missing required request header. Must specify one of: origin,x-requested-with');
      return;
    }
    const target = (req.url ?? '').slice('/path/'.length);
    if (!/^https?:\/\//.test(target)) {
      res.writeHead(404, cors).end(`Not found because of proxy error: Error: getaddrinfo ENOTFOUND ${target.split('/')[0]}`);
      return;
    }
    answerFeed(res, target, cors);
    return;
  }
  // A proxy past its rate limit.
  if (url.pathname === '/limited') {
    limitedHits += 1;
    res.writeHead(429, { 'Content-Type': 'text/plain', ...cors }).end('Rate limit exceeded');
    return;
  }
  // The site's own feed route: /feeds/{id}.xml for the catalogued URLs.
  if (url.pathname.startsWith('/feeds/')) {
    const id = url.pathname.slice('/feeds/'.length).replace(/\.xml$/, '');
    const name = Object.keys(FILES).find((n) => feedRouteId(feed(n)) === id);
    if (name) answerFeed(res, feed(name), {});
    else res.writeHead(404).end('unknown feed id');
    return;
  }
  res.writeHead(404).end();
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  limitedHits = 0;
});

const row = (report: CheckReport, name: string, route: string) => report.rows.find((r) => r.feed === feed(name) && r.route === route)!;

describe('checkFeeds', () => {
  let report: CheckReport;
  let host = '';
  let hitsOnLimitedProxy = 0;

  beforeAll(async () => {
    host = new URL(base).host;
    limitedHits = 0;
    report = await checkFeeds({
      catalogue: [
        { slug: 'news', feeds: [feed('good.xml'), feed('cors.xml')] },
        { slug: 'quiet', feeds: [feed('empty.xml'), feed('broken.xml'), feed('garbage.xml'), feed('gone.xml')] },
        { slug: 'stuck', feeds: [feed('slow.xml')] },
        { slug: 'dated', feeds: [feed('old.xml')] },
      ],
      proxies: [`${base}/query?url={url}`, `${base}/path/{rawUrl}`, `${base}/limited?url={url}`],
      timeoutMs: 600,
      concurrency: 4,
      origin: 'https://news.example.org',
      fetchImpl: realFetch,
    });
    hitsOnLimitedProxy = limitedHits;
  });

  it('reads a good feed directly and through both proxy styles, with status, time, items, newest age and CORS', () => {
    const direct = row(report, 'good.xml', 'direct');
    expect(direct).toMatchObject({ status: 200, result: 'ok', items: 3, cors: false, works: true, servesSite: false });
    expect(direct.ms).toBeGreaterThanOrEqual(0);
    expect(direct.newestAgeHours).toBeCloseTo(2, 0);
    // The query proxy gets the encoded URL, the path proxy the raw one; both add the CORS header.
    expect(row(report, 'good.xml', `${host}/query`)).toMatchObject({ url: `${base}/query?url=${encodeURIComponent(feed('good.xml'))}`, result: 'ok', items: 3, cors: true, servesSite: true });
    expect(row(report, 'good.xml', `${host}/path`)).toMatchObject({ url: `${base}/path/${feed('good.xml')}`, result: 'ok', cors: true, servesSite: true });
  });

  it('counts a direct answer as usable by the site only when it carries a CORS header', () => {
    expect(row(report, 'cors.xml', 'direct')).toMatchObject({ result: 'ok', items: 2, cors: true, servesSite: true });
  });

  it('names what went wrong: empty feed, HTML page, not a feed, HTTP error, timeout', () => {
    expect(row(report, 'empty.xml', `${host}/query`)).toMatchObject({ status: 200, result: 'empty', works: false });
    expect(row(report, 'broken.xml', `${host}/query`)).toMatchObject({ status: 200, result: 'html', works: false });
    expect(row(report, 'garbage.xml', `${host}/query`)).toMatchObject({ status: 200, result: 'parse', works: false });
    expect(row(report, 'gone.xml', 'direct')).toMatchObject({ status: 404, result: 'http', detail: expect.stringContaining('404') });
    const slow = row(report, 'slow.xml', 'direct');
    expect(slow).toMatchObject({ status: null, result: 'timeout', works: false });
    expect(slow.ms).toBeGreaterThanOrEqual(550);
  });

  it('stops asking a proxy after its first 429, like the site does', () => {
    const limited = report.rows.filter((r) => r.route === `${host}/limited`);
    expect(limited.filter((r) => r.status === 429)).toHaveLength(1);
    expect(limited.filter((r) => r.result === 'skipped').length).toBe(new Set(limited.map((r) => r.feed)).size - 1);
    expect(hitsOnLimitedProxy).toBe(1);
    expect(report.routes.find((r) => r.route === `${host}/limited`)).toMatchObject({ rateLimited: true, asked: 1, working: 0 });
  });

  it('summarises categories, dead and stale feeds; the report fails when a category has no working source', () => {
    expect(report.categories).toEqual([
      { slug: 'news', feeds: 2, servedFeeds: 2, ok: true },
      { slug: 'quiet', feeds: 4, servedFeeds: 0, ok: false },
      { slug: 'stuck', feeds: 1, servedFeeds: 0, ok: false },
      { slug: 'dated', feeds: 1, servedFeeds: 1, ok: true },
    ]);
    expect(report.ok).toBe(false);
    expect([...report.deadFeeds].sort()).toEqual(['broken.xml', 'empty.xml', 'garbage.xml', 'gone.xml', 'slow.xml'].map(feed).sort());
    expect(report.staleFeeds).toEqual([feed('old.xml')]);
    expect(report.routes.find((r) => r.route === 'direct')).toMatchObject({ working: 3, asked: 8, total: 8 });
  });

  it('prints one table row per feed and route, then the summaries', () => {
    const text = formatReport(report);
    const lines = text.split('\n');
    expect(lines[2]).toMatch(/^Category\s+Feed\s+Route\s+Status\s+Time\s+Result\s+Items\s+Newest\s+CORS$/);
    expect(lines.filter((l) => /^(news|quiet|stuck|dated)\s/.test(l))).toHaveLength(report.rows.length);
    expect(text).toMatch(/news\s+127\.0\.0\.1:\d+\/f\/good\.xml\s+direct\s+200\s+\d+ ms\s+ok\s+3\s+2\.0 h\s+no/);
    expect(text).toContain('answered 429 (Too Many Requests) to request 1; not asked again');
    expect(text).toMatch(/NONE quiet\s+0\/4/);
    expect(text).toContain('No working source for: quiet, stuck (exit 1)');
    expect(text).toContain(`Feeds whose newest item is older than 7.0 d:\n  ${feed('old.xml')}`);
  });
});

describe('the command (npm run check:feeds)', () => {
  const output = () => {
    const lines: string[] = [];
    return { lines, write: (text: string) => lines.push(text) };
  };
  const catalogueFile = (data: unknown) => {
    const dir = mkdtempSync(join(tmpdir(), 'check-feeds-'));
    const path = join(dir, 'catalogue.json');
    writeFileSync(path, JSON.stringify(data));
    return path;
  };

  it('exits 0 with a table when every category has a working source', async () => {
    const out = output();
    const code = await main(['--catalogue', catalogueFile({ news: [feed('good.xml')] }), '--proxies', `${base}/path/{rawUrl}`, '--timeout', '2000'], {
      env: {},
      stdout: out.write,
      fetchImpl: realFetch,
    });
    expect(code).toBe(0);
    expect(out.lines.join('\n')).toContain('Every category (1) has a working source.');
  });

  it('exits 1 and prints JSON when a category has none; --category picks categories', async () => {
    const out = output();
    const path = catalogueFile([
      { slug: 'news', feeds: [feed('good.xml')] },
      { slug: 'quiet', feeds: [feed('gone.xml')] },
    ]);
    const code = await main(['--catalogue', path, '--category', 'quiet', '--json', '--no-direct'], {
      env: { VITE_FEED_PROXIES: `${base}/query?url={url}` },
      stdout: out.write,
      fetchImpl: realFetch,
    });
    expect(code).toBe(1);
    const report = JSON.parse(out.lines.join('\n')) as CheckReport;
    expect(report.categories.map((c) => c.slug)).toEqual(['quiet']);
    expect(report.rows.map((r) => [r.route, r.status, r.result])).toEqual([[new URL(base).host, 404, 'http']]);
  });

  it('uses VITE_FEED_PROXIES through the app’s own parser, and both template styles', async () => {
    const out = output();
    // The path proxy given an encoded URL reads it as a host name: the tool shows the misconfiguration.
    const code = await main(['--catalogue', catalogueFile({ news: [feed('good.xml')] }), '--json', '--no-direct'], {
      env: { VITE_FEED_PROXIES: `${base}/path/{url},${base}/path/{rawUrl}` },
      stdout: out.write,
      fetchImpl: realFetch,
    });
    const report = JSON.parse(out.lines.join('\n')) as CheckReport;
    expect(report.rows.map((r) => [r.url, r.status, r.result])).toEqual([
      [`${base}/path/${encodeURIComponent(feed('good.xml'))}`, 404, 'http'],
      [`${base}/path/${feed('good.xml')}`, 200, 'ok'],
    ]);
    expect(code).toBe(0);
  });

  it('checks the site’s own feed route with --site', async () => {
    const out = output();
    const code = await main(['--catalogue', catalogueFile({ news: [feed('good.xml')] }), '--site', base, '--no-direct', '--proxies', `${base}/limited?url={url}`, '--json'], {
      env: {},
      stdout: out.write,
      fetchImpl: realFetch,
    });
    const report = JSON.parse(out.lines.join('\n')) as CheckReport;
    expect(report.rows.find((r) => r.route === 'site')).toMatchObject({ url: `${base}/feeds/${feedRouteId(feed('good.xml'))}.xml`, result: 'ok', servesSite: true });
    expect(code).toBe(0);
  });

  it('checks the real catalogue by default (here through a local fake proxy)', async () => {
    const out = output();
    const code = await main(['--no-direct', '--proxies', `${base}/query?url={url}`, '--json', '--concurrency', '8'], { env: {}, stdout: out.write, fetchImpl: realFetch });
    const report = JSON.parse(out.lines.join('\n')) as CheckReport;
    expect(report.categories.map((c) => c.slug)).toEqual(feedSets.map((c) => c.slug));
    expect(report.rows).toHaveLength(feedSets.reduce((n, c) => n + c.feeds.length, 0));
    expect(report.rows.every((r) => r.url.startsWith(`${base}/query?url=https%3A%2F%2F`))).toBe(true);
    expect(code).toBe(0);
  });

  it("lists every region's newsrooms by name, statewide ones included, grouped by region", async () => {
    const out = output();
    const code = await main(['--no-direct', '--proxies', `${base}/query?url={url}`, '--concurrency', '8'], { env: {}, stdout: out.write, fetchImpl: realFetch });
    const text = out.lines.join('\n');
    expect(code).toBe(0);
    expect(text).toContain('Every category (15) and region (7) has a working source.');
    const section = text.slice(text.indexOf('Regions ('));
    for (const region of regions) {
      expect(section).toMatch(new RegExp(`ok {3}local-news/${region.slug}\\s+${region.feeds.length + statewideFeeds.length}/${region.feeds.length + statewideFeeds.length}  ${region.name}`));
    }
    // Each region's block names its own newsrooms, then the statewide ones.
    const west = section.slice(section.indexOf('local-news/west-michigan'), section.indexOf('local-news/northern-michigan')).split('\n').slice(1, -1);
    expect(west.map((line) => line.trim().replace(/\s{2,}\S+$/, ''))).toEqual(['ok   MLive Grand Rapids', 'ok   MLive Kalamazoo', 'ok   WMUK', 'ok   WGVU News', 'ok   Michigan Advance', 'ok   Bridge Michigan']);
    expect(west[0]).toContain('mlive.com/arc/outboundfeeds/rss/category/news/grand-rapids/');
    // The categories' summary leaves the regions to their own section.
    expect(text.slice(text.indexOf('Categories ('), text.indexOf('Regions ('))).not.toContain('local-news/');
  });

  it('--region checks one region: its newsrooms and the statewide ones, and names one that does not answer', async () => {
    const out = output();
    const [, failing] = regions;
    const code = await main(['--region', 'upper-peninsula,southeast', '--no-direct', '--proxies', `${base}/query?url={url}`, '--json'], {
      env: {},
      stdout: out.write,
      // The first Ann Arbor newsroom's feed is down: its region still has others.
      fetchImpl: (input, init) => (String(input).includes(encodeURIComponent(failing!.feeds[0]!.url)) ? Promise.resolve(new Response('gone', { status: 404 })) : realFetch(input, init)),
    });
    const report = JSON.parse(out.lines.join('\n')) as CheckReport;
    expect(report.categories.map((c) => c.slug)).toEqual(['local-news/southeast', 'local-news/upper-peninsula']);
    const southeast = report.regions.find((r) => r.slug === 'local-news/southeast')!;
    expect(southeast.newsrooms.map((n) => [n.newsroom, n.servesSite])).toEqual([
      ...failing!.feeds.map((f, i) => [f.newsroom, i !== 0]),
      ...statewideFeeds.map((f) => [f.newsroom, true]),
    ]);
    expect(southeast.ok).toBe(true);
    expect(code).toBe(0);
    expect(formatReport(report)).toMatch(new RegExp(`NONE ${failing!.feeds[0]!.newsroom}\\s+michiganpublic\\.org/index\\.rss`));
  });

  it('says so when nothing answered at all (an offline machine), instead of blaming the feeds', async () => {
    const out = output();
    // Port 9 (discard) has no listener on loopback: every request is refused.
    const code = await main(['--catalogue', catalogueFile({ news: [feed('good.xml')] }), '--no-direct', '--proxies', 'http://127.0.0.1:9/{rawUrl}'], {
      env: {},
      stdout: out.write,
      fetchImpl: realFetch,
    });
    const text = out.lines.join('\n');
    expect(code).toBe(1);
    expect(text).toMatch(/news\s+\S+good\.xml\s+127\.0\.0\.1:9\s+—\s+\d+ ms\s+network/);
    expect(text).toContain('No request got any answer at all');
    expect(text).not.toContain('Feeds no route could read');
  });

  it('runs as the real command entry (tsx scripts/check-feeds.ts), here only against the local server', async () => {
    // No VITE_* settings (a --site or an origin from the environment) and no proxy settings reach the child.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITE_|HTTPS?_PROXY$|NODE_USE_ENV_PROXY$|NODE_OPTIONS$)/i.test(key)));
    const args = [
      'node_modules/tsx/dist/cli.mjs',
      'scripts/check-feeds.ts',
      '--catalogue',
      catalogueFile({ news: [feed('good.xml')] }),
      '--no-direct',
      '--proxies',
      `${base}/path/{rawUrl}`,
      '--origin',
      'https://news.example.org',
      '--timeout',
      '5000',
    ];
    // Asynchronous: this process's own server answers the child's requests.
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
      execFile(process.execPath, args, { cwd: ROOT, env, timeout: 60_000 }, (error, out) => {
        if (error && typeof error.code !== 'number') reject(error);
        else resolve({ code: error ? (error.code as number) : 0, stdout: out });
      });
    });
    expect(code, stdout).toBe(0);
    expect(stdout.split('\n')).toContainEqual(expect.stringMatching(/^Category\s+Feed\s+Route\s+Status\s+Time\s+Result\s+Items\s+Newest\s+CORS$/));
    expect(stdout).toMatch(/news\s+127\.0\.0\.1:\d+\/f\/good\.xml\s+127\.0\.0\.1:\d+\s+200\s+\d+ ms\s+ok\s+3\s/);
    expect(stdout).toContain('Every category (1) has a working source.');
  }, 60_000);

  it('--proxies with no valid template is a usage error, not a check of the public defaults', async () => {
    const err = output();
    const fetched: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      throw new Error('no request expected');
    }) as typeof fetch;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const path = catalogueFile({ news: [feed('good.xml')] });
    for (const proxies of ['https://typo.example/?url={uri}', 'ftp://p.example/{url}', ',']) {
      err.lines.length = 0;
      expect(await main(['--catalogue', path, '--no-direct', '--proxies', proxies], { env: {}, stdout: () => {}, stderr: err.write, fetchImpl }), proxies).toBe(2);
      expect(err.lines.join('\n')).toContain('--proxies has no valid proxy template');
    }
    expect(fetched).toEqual([]);
    // One valid entry is enough: the invalid ones are dropped with a warning, as VITE_FEED_PROXIES does.
    const out = output();
    const code = await main(['--catalogue', path, '--no-direct', '--json', '--proxies', `https://typo.example/?url={uri},${base}/query?url={url}`], { env: {}, stdout: out.write, fetchImpl: realFetch });
    expect(code).toBe(0);
    expect((JSON.parse(out.lines.join('\n')) as CheckReport).rows.map((r) => r.route)).toEqual([`${new URL(base).host}`]);
    expect(warn).toHaveBeenCalled();
  });

  it('exits 2 on a usage error', async () => {
    const err = output();
    expect(await main(['--category', 'no-such-section'], { env: {}, stdout: () => {}, stderr: err.write, fetchImpl: realFetch })).toBe(2);
    expect(err.lines.join('\n')).toContain('unknown category: no-such-section');
    const regionErr = output();
    expect(await main(['--region', 'lower-peninsula'], { env: {}, stdout: () => {}, stderr: regionErr.write, fetchImpl: realFetch })).toBe(2);
    expect(regionErr.lines.join('\n')).toContain('unknown region: lower-peninsula (known: metro-detroit, southeast,');
    expect(await main(['--timeout', 'soon'], { env: {}, stdout: () => {}, stderr: () => {} })).toBe(2);
    expect(await main(['--catalogue', '/nonexistent/catalogue.json'], { env: {}, stdout: () => {}, stderr: () => {} })).toBe(2);
    expect(await main(['--frobnicate'], { env: {}, stdout: () => {}, stderr: () => {} })).toBe(2);
  });

  it('parses its options', () => {
    expect(parseArgs(['--category', 'sports,health', '--category=opinion', '--region', 'west-michigan', '--timeout=1500', '--json', '--stale-days', '2'])).toMatchObject({
      categories: ['sports', 'health', 'opinion'],
      regions: ['west-michigan'],
      timeoutMs: 1500,
      json: true,
      staleDays: 2,
      direct: true,
    });
    expect(parseArgs(['--no-direct', '--proxies', 'https://a.example/{url}, https://b.example/{rawUrl}', '--concurrency', '2.7', '-h'])).toMatchObject({
      categories: [],
      regions: [],
      direct: false,
      proxies: ['https://a.example/{url}', 'https://b.example/{rawUrl}'],
      concurrency: 2,
      timeoutMs: 10_000,
      cataloguePath: null,
      help: true,
    });
  });

  it('rejects an unknown option, a stray argument and a missing or bad value', () => {
    expect(() => parseArgs(['--frobnicate'])).toThrow('unknown option: --frobnicate');
    expect(() => parseArgs(['sports'])).toThrow('unknown option: sports');
    expect(() => parseArgs(['--site'])).toThrow(UsageError);
    expect(() => parseArgs(['--category='])).toThrow('--category needs a value');
    expect(() => parseArgs(['--timeout', '0'])).toThrow('--timeout needs a positive number');
    expect(() => parseArgs(['--json=yes'])).toThrow(UsageError);
  });
});

describe('picture hosts', () => {
  it('lists the http(s) hosts of the items\' pictures, once each', async () => {
    const { pictureHostsOf } = await import('./check-feeds');
    const item = (mediaContent: string | null, mediaThumbnail: string | null = null, enclosureImage: string | null = null) => ({ mediaContent, mediaThumbnail, enclosureImage });
    expect(pictureHostsOf([item('https://Static01.nyt.com/a.jpg', 'https://media.npr.org/b.jpg'), item('not a url', null, 'http://static01.nyt.com/c.jpg'), item('javascript:alert(1)')])).toEqual([
      'media.npr.org',
      'static01.nyt.com',
    ]);
  });
});
