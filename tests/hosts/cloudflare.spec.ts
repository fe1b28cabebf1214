import { HOSTS_PORT_BASE, E2E_DIST } from '../fixtures/ports.mjs';
import { hostChecks, standInRebuildHook } from './host-checks';
import { startWrangler } from './runtimes.mjs';

/**
 * Cloudflare Workers with static assets (wrangler.jsonc, cloudflare/worker.ts) in workerd, via `wrangler dev`;
 * `/__scheduled` (wrangler's --test-scheduled) runs the Worker's hourly Cron Trigger.
 */
hostChecks(
  'Cloudflare (wrangler dev)',
  {
    hsts: true,
    feedCache: 'runtime',
    image: { url: () => 'https://static01.nyt.com/images/2026/photo.jpg', resizes: false },
    missLimit: 'clock-minutes',
    rebuild: { path: '/__scheduled?cron=17+*+*+*+*' },
  },
  (upstream) =>
    startWrangler({
      dist: E2E_DIST,
      port: HOSTS_PORT_BASE,
      upstream,
      rebuildHook: standInRebuildHook(upstream, 'api.cloudflare.com/client/v4/workers/builds/deploy_hooks/0b1e2ba7-4c5d-4e6f-8a9b-0c1d2e3f4a5b'),
    }),
  HOSTS_PORT_BASE + 2,
);
