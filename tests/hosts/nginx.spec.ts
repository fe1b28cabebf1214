import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '../../src/config/site';
import { staticRoutePaths } from '../e2e/route-samples';
import { startNginx } from '../fixtures/nginx.mjs';
import { E2E_DIST, e2eDistPath, HOSTS_PORT_BASE, PREVIEW_ORIGIN } from '../fixtures/ports.mjs';
import { expect, test } from '../page-errors';
import { hostChecks } from './host-checks';

/**
 * nginx (deploy/nginx.conf with its generated feed and image includes), feeds and pictures from
 * the stand-in: the checks every host passes, then what deploy/nginx.conf itself answers (exact
 * types, cache headers, compression, the security headers on every answer, robots.txt, the
 * sitemap and the manifest). The browser suite runs the feed route's stale copies and load, a
 * build with the feed route on, and deploy/rebuild.sh (tests/e2e/nginx.spec.ts).
 */
const DIST = e2eDistPath();

function headOf(html: string) {
  const pick = (re: RegExp) => re.exec(html)?.[1] ?? null;
  return {
    title: pick(/<title[^>]*>([^<]*)<\/title>/),
    canonical: pick(/<link[^>]*rel="canonical"[^>]*href="([^"]*)"/),
    ogTitle: pick(/<meta[^>]*property="og:title"[^>]*content="([^"]*)"/),
    csp: pick(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/),
  };
}

hostChecks(
  'nginx',
  { hsts: false, feedCache: 'runtime', image: { url: () => 'https://static01.nyt.com/images/2026/photo.jpg', resizes: true }, missLimit: 'bucket' },
  async (upstream) => {
    const server = await startNginx({ root: E2E_DIST, port: HOSTS_PORT_BASE + 6, feeds: { upstream }, images: { upstream } });
    return { origin: server.origin, log: server.errorLog, stop: () => server.stop() };
  },
  HOSTS_PORT_BASE + 7,
  (running) => {
    test('every static route answers its own prerendered HTML as text/html; charset=utf-8, revalidated on each visit', async ({ request }) => {
      const { origin } = running();
      const paths = staticRoutePaths();
      expect(paths.length).toBeGreaterThan(1);
      for (const path of paths) {
        const response = await request.get(`${origin}${path}`);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toBe('text/html; charset=utf-8');
        expect(response.headers()['cache-control'], path).toBe('no-cache');
        const head = headOf(await response.text());
        expect(head.title, path).toMatch(new RegExp(` \\| ${site.name}$`));
        expect(head.canonical, path).toBe(new URL(path, `${PREVIEW_ORIGIN}/`).toString());
        expect(head.ogTitle, path).toBe(head.title);
      }
    });

    test('a deep link opens in the browser; an unknown path is answered with the app (200, no canonical)', async ({ page, request }) => {
      const { origin } = running();
      await page.goto(`${origin}/privacy`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      const unknown = await request.get(`${origin}/no/such/page`);
      expect(unknown.status()).toBe(200);
      expect(headOf(await unknown.text()).canonical).toBeNull();
    });

    test('/rss.xml and /feed serve the built rss.xml as application/rss+xml, never cached stale', async ({ request }) => {
      const { origin } = running();
      expect(existsSync(join(DIST, 'rss.xml')), 'the build writes rss.xml').toBe(true);
      const file = readFileSync(join(DIST, 'rss.xml'), 'utf8');
      for (const path of ['/rss.xml', '/feed']) {
        const response = await request.get(`${origin}${path}`);
        expect(response.status(), path).toBe(200);
        expect(response.headers()['content-type'], path).toBe('application/rss+xml; charset=utf-8');
        expect(response.headers()['cache-control'], path).toBe('no-cache');
        expect(await response.text(), path).toBe(file);
      }
      expect(file).toMatch(/<rss[^>]*version="2.0"/);
    });

    test('hashed assets are immutable for a year and gzipped; a missing asset is a 404 that is not cached', async ({ request }) => {
      const { origin } = running();
      const assets = readdirSync(join(DIST, 'assets'));
      const js = assets.find((f) => f.endsWith('.js'))!;
      const css = assets.find((f) => f.endsWith('.css'))!;
      for (const file of [js, css]) {
        const response = await request.get(`${origin}/assets/${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(response.status(), file).toBe(200);
        expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
        expect(response.headers()['content-encoding'], file).toBe('gzip');
      }
      const missing = await request.get(`${origin}/assets/index-00000000.js`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()['cache-control']).toBeUndefined();
      const hidden = await request.get(`${origin}/.vite/bundle-stats.json`);
      expect(hidden.status()).toBe(404);
    });

    test('security headers on every answer, and the HTML carries the CSP built from the configuration', async ({ request }) => {
      const { origin } = running();
      for (const path of ['/', '/privacy', '/no/such/page', '/rss.xml', '/robots.txt']) {
        const headers = (await request.get(`${origin}${path}`)).headers();
        expect(headers['x-content-type-options'], path).toBe('nosniff');
        expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(headers['permissions-policy'], path).toContain('camera=()');
        expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
      }
      const csp = headOf(await (await request.get(`${origin}/privacy`)).text()).csp ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:\d+/);
      expect(csp).toContain("object-src 'none'");
    });

    test('robots.txt points to the sitemap, which lists every static route; the manifest is served', async ({ request }) => {
      const { origin } = running();
      const robots = await (await request.get(`${origin}/robots.txt`)).text();
      expect(robots).toContain(`Sitemap: ${PREVIEW_ORIGIN}/sitemap.xml`);
      const sitemap = await request.get(`${origin}/sitemap.xml`);
      expect(sitemap.status()).toBe(200);
      const xml = await sitemap.text();
      for (const path of staticRoutePaths()) expect(xml, path).toContain(`<loc>${new URL(path, `${PREVIEW_ORIGIN}/`).toString()}</loc>`);
      const manifest = await request.get(`${origin}/manifest.webmanifest`);
      expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
      expect(((await manifest.json()) as { name: string }).name).toBe(site.name);
    });
  },
);
