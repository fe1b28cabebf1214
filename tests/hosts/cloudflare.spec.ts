import { HOSTS_PORT_BASE, E2E_DIST } from '../fixtures/ports.mjs';
import { hostChecks } from './host-checks';
import { startWrangler } from './runtimes.mjs';

/** Cloudflare Workers with static assets (wrangler.jsonc, cloudflare/worker.ts) in workerd, via `wrangler dev`. */
hostChecks(
  'Cloudflare (wrangler dev)',
  { hsts: true, feedCache: 'runtime', image: { url: () => 'https://static01.nyt.com/images/2026/photo.jpg', resizes: false }, missLimit: true },
  (upstream) => startWrangler({ dist: E2E_DIST, port: HOSTS_PORT_BASE, inspectorPort: HOSTS_PORT_BASE + 1, upstream }),
  HOSTS_PORT_BASE + 2,
);
