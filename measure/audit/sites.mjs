/**
 * The servers an audit measures against, started together and stopped together:
 * - the fixture service (tests/fixtures/server.mjs: feed proxies, blog service) on the very origin
 *   the builds baked in, so the page, its worker and its service worker reach it as they would
 *   reach the real services;
 * - each build a row needs, served by nginx with deploy/ config as in production (`vite preview`
 *   when nginx is missing): `snapshot` (the feed snapshot in the HTML, as the hourly rebuild
 *   publishes), `live` (no snapshot, stories from the proxies) and `route` (no snapshot, the site's
 *   own feed route first, reading publishers' stand-ins as heavy as the real ones).
 */
import { startFeedUpstream } from '../../tests/fixtures/feed-upstream.mjs';
import { startNginx } from '../../tests/fixtures/nginx.mjs';
import { controlFixtures } from '../../tests/fixtures/server.mjs';
import { AUDIT_LIVE_PORT, AUDIT_PORT, AUDIT_ROUTE_DIST, AUDIT_ROUTE_PORT, E2E_DIST, FEED_UPSTREAM_PORT } from '../../tests/fixtures/ports.mjs';
import { readTestBuild } from '../../scripts/build-test.mjs';
import { startService, stopService } from '../../scripts/lib/processes.mjs';
import { inUse, waitFor } from '../../scripts/lib/wait.mjs';

const PORTS = { snapshot: AUDIT_PORT, live: AUDIT_LIVE_PORT, route: AUDIT_ROUTE_PORT };

/** One build served on `port` by nginx, or by `vite preview` when nginx cannot start. */
async function serve(dist, port, feeds) {
  const origin = `http://127.0.0.1:${port}`;
  let stop;
  try {
    const nginx = await startNginx({ root: dist, port, feeds });
    stop = () => nginx.stop();
  } catch (error) {
    console.warn(`[audit] nginx unavailable (${error.message.split('\n')[0]}); serving ${dist}/ with vite preview`);
    const child = startService('npx', ['vite', 'preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort']);
    stop = () => stopService(child);
  }
  await waitFor(`${origin}/robots.txt`);
  console.log(`[audit] ${dist}/ on ${origin}`);
  return { origin, stop };
}

/**
 * Starts the fixture service and a server for each of `builds` (`snapshot` serves `dist`).
 * Resolves to the origins by build, the fixture origin, the snapshot build's stamp, `feedMode(mode)`
 * (how the fixture proxies answer every feed: shaped, fresh, heavy) and `stop()`.
 * @param {{ dist: string, builds: Set<'snapshot' | 'live' | 'route'> }} options
 */
export async function startSites({ dist, builds }) {
  const build = readTestBuild(dist);
  if (!build) throw new Error(`[audit] ${dist}/ holds no test build (node scripts/build-test.mjs writes it)`);
  const fixtureOrigin = build.fixtureOrigin;
  const ports = [new URL(fixtureOrigin).port, ...[...builds].map((b) => PORTS[b]), ...(builds.has('route') ? [FEED_UPSTREAM_PORT] : [])];
  for (const port of ports) {
    if (await inUse(`http://127.0.0.1:${port}/`)) throw new Error(`port ${port} is already in use (a browser suite or another audit still running?); stop it or set the ports (tests/fixtures/ports.mjs)`);
  }
  const stops = [];
  // Each server is stopped once, the last started first, whoever asks (a signal, then the audit's end).
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await Promise.resolve(step()).catch((error) => console.warn('[audit] stopping:', error.message));
  };
  try {
    const fixtures = startService(process.execPath, ['tests/fixtures/server.mjs'], { env: { FIXTURE_PORT: new URL(fixtureOrigin).port } });
    stops.push(() => stopService(fixtures));
    await waitFor(`${fixtureOrigin}/__health`);
    // The feeds dated as when the build took its snapshot: the pages' own loads find the same stories.
    if (Number.isFinite(build.feedClock)) await controlFixtures({ feedClock: build.feedClock }, fixtureOrigin);
    const origins = {};
    const sources = { snapshot: dist, live: E2E_DIST, route: AUDIT_ROUTE_DIST };
    for (const name of builds) {
      let feeds = null;
      if (name === 'route') {
        const upstream = await startFeedUpstream({ port: FEED_UPSTREAM_PORT, mode: 'publishers' });
        stops.push(() => upstream.stop());
        feeds = { upstream: upstream.origin, trim: true };
      }
      const site = await serve(sources[name], PORTS[name], feeds);
      stops.push(site.stop);
      origins[name] = site.origin;
    }
    const feedMode = (mode) => controlFixtures({ proxies: [mode, mode, mode, mode] }, fixtureOrigin);
    return { origins, fixtureOrigin, build, feedMode, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The first post the fixture blog service lists, for '/blog/{firstPost}'. */
export async function firstPostSlug({ env }) {
  const url = `${env.VITE_FUNCTIONS_URL}/get_metainfo?domain=${encodeURIComponent(env.VITE_BLOG_DOMAIN)}&page=1`;
  const body = await (await fetch(url, { headers: { Authorization: `Bearer ${env.VITE_FUNCTIONS_ANON_KEY}` } })).json();
  const slug = body?.blogs?.[0]?.slug;
  if (typeof slug !== 'string') throw new Error(`The fixture blog service listed no post at ${url}`);
  return slug;
}
