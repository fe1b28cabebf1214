#!/usr/bin/env node
/**
 * Load test of the site's own routes with cache collapse, on loopback: through nginx
 * (deploy/nginx.conf with the generated image and feed includes) and Cloudflare's runtime
 * (`wrangler dev`, cloudflare/worker.ts), `--requests` concurrent requests (autocannon, one per
 * connection) for one picture and one feed that are not cached yet, then as many again for the
 * cached copies. A stand-in answers for every picture host and publisher
 * (tests/fixtures/feed-upstream.mjs), each answer after `--latency` ms, and counts what it is asked.
 *
 * Reports per host and route: upstream fetches for the cold request (must be 1), failed requests
 * (non-2xx, errors, timeouts: must be 0), and the p50/p99 latency of the cached answers.
 *
 *   npm run bench -- load-routes                         # 200 requests, 150 ms publisher latency
 *   npm run bench -- load-routes --requests 200 --latency 150 --hosts nginx,cloudflare --json out.json
 *
 * Ports: NGINX_PORT, FEED_UPSTREAM_PORT and HOSTS_PORT_BASE (+0, +1 for wrangler; tests/fixtures/ports.mjs).
 * Needs the test build (node scripts/build-test.mjs). Exit status 1 when a check fails.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startFeedUpstream } from '../../tests/fixtures/feed-upstream.mjs';
import { startNginx } from '../../tests/fixtures/nginx.mjs';
import { E2E_DIST, FEED_UPSTREAM_PORT, HOSTS_PORT_BASE, NGINX_PORT } from '../../tests/fixtures/ports.mjs';
import { startWrangler } from '../../tests/hosts/runtimes.mjs';
import { cliOptions } from '../../scripts/lib/args.mjs';

const CLI = {
  usage: 'npm run bench -- load-routes [options]',
  about: 'Concurrent requests for a picture and a feed not cached yet, then cached, through nginx and Cloudflare\'s runtime: one upstream fetch each, no failures.',
  options: {
    requests: { type: 'number', default: 200, help: 'concurrent requests per burst' },
    latency: { type: 'number', default: 150, help: "the stand-in publisher's latency in ms" },
    hosts: { type: 'list', value: 'nginx,cloudflare', default: ['nginx', 'cloudflare'], help: 'hosts to measure' },
    json: { type: 'string', value: 'file', help: 'write the rows there as JSON' },
  },
  more: 'Needs the test build (node scripts/build-test.mjs). Ports: NGINX_PORT, FEED_UPSTREAM_PORT, HOSTS_PORT_BASE (+0, +1).',
};

/** `requests` requests over as many connections, one each; autocannon's summary. */
function burst(url, requests) {
  return autocannon({ url, connections: requests, amount: requests, timeout: 30, pipelining: 1 });
}

async function measure(host, origin, upstream, route, requests) {
  const key = route.upstreamKey;
  const before = upstream.counts()[key] ?? 0;
  const cold = await burst(`${origin}${route.path}`, requests);
  const fetches = (upstream.counts()[key] ?? 0) - before;
  const warm = await burst(`${origin}${route.path}`, requests);
  const failed = (result) => result.non2xx + result.errors + result.timeouts;
  return {
    host,
    route: route.name,
    requests,
    upstreamFetches: fetches,
    failedCold: failed(cold),
    failedCached: failed(warm),
    coldP99Ms: cold.latency.p99,
    cachedP50Ms: warm.latency.p50,
    cachedP99Ms: warm.latency.p99,
  };
}

async function main() {
  const { values: options } = cliOptions(CLI);
  const { requests, hosts, json } = options;
  const latencyMs = options.latency;
  const { tsImport } = await import('tsx/esm/api');
  const { feedRoutes } = await tsImport('../../src/config/feed-routes.ts', import.meta.url);
  const feed = feedRoutes()[0];
  const feedUrl = new URL(feed.url);
  const run = Date.now().toString(36);
  // A picture and a feed no run has asked for: the picture's address is new each run.
  const routes = [
    {
      name: 'picture',
      path: `/images/?url=${encodeURIComponent(`https://static01.nyt.com/images/load-${run}/photo.jpg`)}&w=640`,
      upstreamKey: `/static01.nyt.com/images/load-${run}/photo.jpg`,
    },
    { name: 'feed', path: feed.path, upstreamKey: `/${feedUrl.host}${feedUrl.pathname}${feedUrl.search}` },
  ];
  const upstream = await startFeedUpstream({ port: FEED_UPSTREAM_PORT, latencyMs });
  const rows = [];
  try {
    for (const host of hosts) {
      const server =
        host === 'nginx'
          ? await startNginx({ root: E2E_DIST, port: NGINX_PORT, workers: 2, feeds: { upstream: upstream.origin }, images: { upstream: upstream.origin } })
          : await startWrangler({ dist: E2E_DIST, port: HOSTS_PORT_BASE, upstream: upstream.origin });
      try {
        for (const route of routes) rows.push(await measure(host, server.origin, upstream, route, requests));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await upstream.stop();
  }
  console.table(rows);
  if (json) writeFileSync(json, `${JSON.stringify({ requests, latencyMs, rows }, null, 2)}\n`);
  const bad = rows.filter((row) => row.upstreamFetches !== 1 || row.failedCold > 0 || row.failedCached > 0);
  for (const row of bad) console.error(`[load] ${row.host} ${row.route}: ${row.upstreamFetches} upstream fetches, ${row.failedCold + row.failedCached} failed requests`);
  process.exitCode = bad.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
