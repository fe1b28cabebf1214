import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PREVIEW_ORIGIN } from '../fixtures/ports.mjs';
import { expect, readJsonLd, test } from './fixtures';
import { staticRoutePaths } from './route-samples';

/**
 * The build prerenders one HTML file per static route (scripts/prerender/*).
 * A scraper that runs no JavaScript must see the same card the app shows:
 * for every URL of the sitemap (every static route, every sample article and
 * every blog post known at build time) this compares the raw HTML head with
 * the head the running app writes, and checks that the static tags are gone
 * once the app has booted.
 */
function rawHead(html: string) {
  const pick = (re: RegExp) => re.exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') ?? null;
  return {
    title: pick(/<title[^>]*>([^<]*)<\/title>/),
    description: pick(/<meta[^>]*name="description"[^>]*content="([^"]*)"/),
    canonical: pick(/<link[^>]*rel="canonical"[^>]*href="([^"]*)"/),
    robots: pick(/<meta[^>]*name="robots"[^>]*content="([^"]*)"/),
    ogImage: pick(/<meta[^>]*property="og:image"[^>]*content="([^"]*)"/),
    ldTypes: [...html.matchAll(/<script data-static-head type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => (JSON.parse(m[1] ?? '{}') as { '@type': string })['@type'],
    ),
  };
}

const sitemap = readFileSync(resolve(import.meta.dirname, '../../dist-e2e/sitemap.xml'), 'utf8');
const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

test('the sitemap lists every static route of the route table', () => {
  for (const path of staticRoutePaths()) expect(sitemapPaths, path).toContain(path);
});

for (const path of sitemapPaths) {
  test(`prerendered head of ${path} matches the app's head`, async ({ page, request }) => {
    const response = await request.get(path, { headers: { Accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const raw = rawHead(await response.text());
    expect(raw.title).toBeTruthy();
    expect(raw.canonical).toBe(new URL(path, `${PREVIEW_ORIGIN}/`).toString());
    expect(raw.ldTypes.slice(0, 2)).toEqual(['NewsMediaOrganization', 'WebSite']);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(raw.title!);
    await expect(page.locator('[data-static-head]')).toHaveCount(0);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', raw.description!);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', raw.robots!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', raw.canonical!);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', raw.ogImage!);
    const live = (await readJsonLd(page)).map((block) => block['@type']);
    expect(live).toEqual(expect.arrayContaining(raw.ldTypes));
  });
}
