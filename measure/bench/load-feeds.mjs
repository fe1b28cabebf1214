#!/usr/bin/env node
/**
 * `npm run bench -- load-feeds`: N concurrent readers request every catalogued /feeds/{id}.xml for
 * S seconds through deploy/nginx.conf and the generated feed include (tests/fixtures/feed-load.mjs).
 * Exit status 1 when a request failed or a publisher got more than the bound.
 */
import { writeFileSync } from 'node:fs';
import { runFeedLoad } from '../../tests/fixtures/feed-load.mjs';
import { cliOptions } from '../../scripts/lib/args.mjs';

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
