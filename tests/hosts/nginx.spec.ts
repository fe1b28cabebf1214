import { HOSTS_PORT_BASE, E2E_DIST } from '../fixtures/ports.mjs';
import { startNginx } from '../fixtures/nginx.mjs';
import { hostChecks } from './host-checks';

/**
 * nginx (deploy/nginx.conf with its generated feed and image includes), feeds and pictures from
 * the stand-in. tests/e2e/nginx.spec.ts tests more of it (stale copies, rebuilds, headers).
 */
hostChecks(
  'nginx',
  { hsts: false, feedCache: 'runtime', image: { url: () => 'https://static01.nyt.com/images/2026/photo.jpg', resizes: true }, missLimit: true },
  async (upstream) => {
    const server = await startNginx({ root: E2E_DIST, port: HOSTS_PORT_BASE + 6, feeds: { upstream }, images: { upstream } });
    return { origin: server.origin, log: server.errorLog, stop: () => server.stop() };
  },
  HOSTS_PORT_BASE + 7,
);
