import { HOSTS_PORT_BASE, E2E_DIST } from '../fixtures/ports.mjs';
import { hostChecks } from './host-checks';
import { startNetlify } from './runtimes.mjs';

/**
 * Netlify (netlify.toml, public/_headers, netlify/functions/feeds.ts) in `netlify serve --offline`.
 * Its local runtime has no CDN, so the feed's second answer is checked for the header that makes
 * Netlify's CDN keep one copy, not for a cached answer.
 */
hostChecks(
  'Netlify (netlify serve --offline)',
  { hsts: true, feedCache: 'cdn-header', image: { url: (upstream) => `${upstream}/static01.nyt.com/images/2026/photo.jpg`, resizes: true } },
  (upstream) => startNetlify({ dist: E2E_DIST, port: HOSTS_PORT_BASE + 3, functionsPort: HOSTS_PORT_BASE + 4, upstream }),
  HOSTS_PORT_BASE + 5,
);
