#!/usr/bin/env node
/**
 * Load test of the site's own feed route on the real nginx, on loopback:
 * N concurrent readers request every catalogued /feeds/{id}.xml for S seconds
 * through deploy/nginx.conf + the generated feed include, with a local stand-in
 * for every publisher (tests/fixtures/feed-upstream.mjs). Reports requests,
 * latency (p50/p95/p99) and how many requests each feed's publisher received,
 * which must be at most one per cache period (plus the first fetch).
 *
 *   npm run bench -- load-feeds                          # 50 readers, 20 s, the shipped 300 s cache
 *   npm run bench -- load-feeds --readers 50 --seconds 20 --cache-seconds 5 --json out.json
 *
 * Ports: NGINX_PORT and FEED_UPSTREAM_PORT (tests/fixtures/ports.mjs).
 * Exit status 1 when a request failed or a publisher got more than the bound.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startFeedUpstream } from '../tests/fixtures/feed-upstream.mjs';
import { startNginx } from '../tests/fixtures/nginx.mjs';
import { FEED_UPSTREAM_PORT, NGINX_PORT } from '../tests/fixtures/ports.mjs';
import { cliOptions } from './lib/args.mjs';
import { percentile } from './lib/stats.mjs';

/** The most requests a publisher may receive for one feed in `seconds` with a cache of `cacheSeconds`. */
export function upstreamBound(seconds, cacheSeconds) {
  return Math.floor(seconds / cacheSeconds) + 1;
}

/** A web root nginx can start on (the feed route needs no build). */
function minimalRoot() {
  const root = mkdtempSync(join(tmpdir(), 'civic-load-root-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>load test</title>');
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
  return root;
}

/**
 * Runs the load test. With `origin` and `upstream` given, uses those servers
 * (an nginx already configured against that upstream); otherwise starts both.
 * @param {{ readers?: number; seconds?: number; cacheSeconds?: number; nginxPort?: number; upstreamPort?: number;
 *   origin?: string | null; upstream?: any; log?: (line: string) => void }} [options]
 */
export async function runFeedLoad({
  readers = 50,
  seconds = 20,
  cacheSeconds = 300,
  nginxPort = NGINX_PORT,
  upstreamPort = FEED_UPSTREAM_PORT,
  origin = null,
  upstream = null,
  log = () => {},
} = {}) {
  const { tsImport } = await import('tsx/esm/api');
  const { feedRoutes } = await tsImport('../src/config/feed-routes.ts', import.meta.url);
  const routes = feedRoutes();
  const started = [];
  let root = null;
  try {
    if (!upstream) {
      upstream = await startFeedUpstream({ port: upstreamPort });
      started.push(upstream);
    }
    if (!origin) {
      root = minimalRoot();
      const nginx = await startNginx({ root, port: nginxPort, feeds: { upstream: upstream.origin, cacheSeconds } });
      started.push(nginx);
      origin = nginx.origin;
    }
    upstream.reset();
    log(`[load] ${readers} readers × ${seconds} s over ${routes.length} feeds on ${origin} (cache ${cacheSeconds} s)`);

    const latencies = [];
    const statuses = {};
    const cache = {};
    let failures = 0;
    const end = performance.now() + seconds * 1000;
    const reader = async (n) => {
      let i = n;
      while (performance.now() < end) {
        const route = routes[i % routes.length];
        i += 1;
        const t0 = performance.now();
        try {
          const response = await fetch(`${origin}${route.path}`, { headers: { 'Accept-Encoding': 'gzip' } });
          await response.arrayBuffer();
          latencies.push(performance.now() - t0);
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          const status = response.headers.get('x-cache-status') ?? 'none';
          cache[status] = (cache[status] ?? 0) + 1;
          if (response.status !== 200) failures += 1;
        } catch {
          failures += 1;
        }
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: readers }, (_, n) => reader(n)));
    const elapsed = (performance.now() - t0) / 1000;

    latencies.sort((a, b) => a - b);
    const counts = upstream.counts();
    const perFeed = routes.map((route) => {
      const url = new URL(route.url);
      return counts[`/${url.host}${url.pathname}${url.search}`] ?? 0;
    });
    const bound = upstreamBound(Math.ceil(elapsed), cacheSeconds);
    const result = {
      readers,
      seconds: Number(elapsed.toFixed(1)),
      feeds: routes.length,
      cacheSeconds,
      requests: latencies.length,
      requestsPerSecond: Math.round(latencies.length / elapsed),
      failures,
      statuses,
      cacheStatus: cache,
      latencyMs: {
        p50: Number(percentile(latencies, 50).toFixed(2)),
        p95: Number(percentile(latencies, 95).toFixed(2)),
        p99: Number(percentile(latencies, 99).toFixed(2)),
        max: Number((latencies.at(-1) ?? 0).toFixed(2)),
      },
      upstream: {
        total: perFeed.reduce((a, b) => a + b, 0),
        maxPerFeed: Math.max(...perFeed),
        minPerFeed: Math.min(...perFeed),
        boundPerFeed: bound,
        unexpected: upstream.total() - perFeed.reduce((a, b) => a + b, 0),
      },
    };
    result.ok = failures === 0 && result.upstream.maxPerFeed <= bound && result.upstream.minPerFeed >= 1 && result.upstream.unexpected === 0;
    return result;
  } finally {
    for (const server of started.reverse()) await server.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values: options } = cliOptions({
    usage: 'npm run bench -- load-feeds [options]',
    about: "Concurrent readers on the site's own feed route through nginx; publishers must get at most one request per feed per cache period.",
    options: {
      readers: { type: 'number', default: 50, help: 'concurrent readers' },
      seconds: { type: 'number', default: 20, help: 'how long they read' },
      'cache-seconds': { type: 'number', default: 300, help: "nginx's feed cache period" },
      json: { type: 'string', value: 'file', help: 'write the result there as JSON' },
    },
    more: 'Ports: NGINX_PORT, FEED_UPSTREAM_PORT (tests/fixtures/ports.mjs). Exit status 1 when a check fails.',
  });
  const result = await runFeedLoad({
    readers: options.readers,
    seconds: options.seconds,
    cacheSeconds: options.cacheSeconds,
    log: (line) => console.log(line),
  });
  const jsonOut = options.json;
  if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    [
      `requests        ${result.requests} in ${result.seconds} s (${result.requestsPerSecond}/s), failures ${result.failures}`,
      `statuses        ${JSON.stringify(result.statuses)}   cache ${JSON.stringify(result.cacheStatus)}`,
      `latency (ms)    p50 ${result.latencyMs.p50}   p95 ${result.latencyMs.p95}   p99 ${result.latencyMs.p99}   max ${result.latencyMs.max}`,
      `upstream        ${result.upstream.total} requests for ${result.feeds} feeds: ${result.upstream.minPerFeed}–${result.upstream.maxPerFeed} per feed (bound ${result.upstream.boundPerFeed} = 1 + ${result.seconds} s ÷ ${result.cacheSeconds} s)`,
      result.ok ? '[load] OK' : '[load] FAILED',
    ].join('\n'),
  );
  process.exit(result.ok ? 0 : 1);
}
