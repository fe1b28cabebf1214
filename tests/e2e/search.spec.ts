import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { site } from '../../src/config/site';
import { e2eDistPath } from '../fixtures/ports.mjs';
import { axeInBothThemes, expect, test, useTheme, WIDTHS } from './fixtures';

const pageBox = (page: import('@playwright/test').Page) => page.locator('[data-search-page-input]');

test.describe('search page — desktop', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('header box submits to /search, keeps the query, and the page shows it', async ({ page }) => {
    await page.goto('/privacy');
    await page.getByRole('button', { name: 'Open search' }).click();
    const header = page.getByPlaceholder('Search articles...');
    await header.fill('zzqxv nothing');
    await header.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=zzqxv%20nothing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(pageBox(page)).toHaveValue('zzqxv nothing');
    await expect(header).toHaveValue('zzqxv nothing');
    await expect(page).toHaveTitle(`Search results for “zzqxv nothing” | ${site.name}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main')).toHaveCount(1);
  });

  test('one query finds a feed article, a blog post and an FAQ answer, grouped and linked like their cards', async ({ page }) => {
    await page.goto('/search?q=roads');
    const results = page.getByTestId('search-results');
    await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
    const show = page.getByRole('button', { name: /Show \d+ new results?/ });
    if (await show.isVisible()) await show.click();

    const news = page.locator('[data-search-group="news"]');
    await expect(news.getByRole('heading', { level: 2 })).toContainText('News');
    const story = news.getByRole('link', { name: /Lansing Lawmakers Return for a Short Session on Road Funding/ });
    await expect(story).toHaveAttribute('href', /^https?:\/\//);
    await expect(story).toHaveAttribute('target', '_blank');

    const blog = page.locator('[data-search-group="blog"]');
    // The hostile fixture title arrives as text: its "<bridges>" is not an element.
    const post = blog.getByRole('link', { name: /Fixture post 5: Roads & <bridges>/ });
    await expect(post).toHaveAttribute('href', '/blog/fixture-post-5');
    await expect(page.locator('main bridges')).toHaveCount(0);

    const faq = page.locator('[data-search-group="faq"]');
    await expect(faq.locator('article').first()).toBeVisible();
    await expect(faq.getByRole('link').first()).toHaveAttribute('href', /^\/faq\?q=/);

    // Matched words are marked.
    await expect(page.locator('main mark').first()).toBeVisible();
    await expect(page.getByTestId('search-count')).toHaveText(/^\d+ results$/);

    // Following a blog result opens the post.
    await post.click();
    await expect(page).toHaveURL(/\/blog\/fixture-post-5$/);
  });

  test('an unmatched query shows the empty state with suggestions', async ({ page }) => {
    await page.goto('/search?q=zzqxv');
    await expect(page.getByRole('heading', { name: 'No results for “zzqxv”' })).toBeVisible();
    await expect(page.getByTestId('search-count')).toHaveText('0 results');
    await expect(page.getByRole('link', { name: 'Lansing' })).toHaveAttribute('href', '/search?q=Lansing');
  });

  test("'/' focuses the search box from anywhere, but not while typing in a field", async ({ page }) => {
    await page.goto('/privacy');
    // The shortcut is registered once the app has rendered.
    await expect(page.locator('h1')).toHaveCount(1);
    await page.locator('body').press('/');
    await expect(page.getByPlaceholder('Search articles...')).toBeFocused();
    await page.keyboard.press('Escape');

    await page.goto('/search?q=budget');
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await expect(pageBox(page)).toBeFocused();
    await expect(pageBox(page)).toHaveValue('budget');
    // While typing, '/' is just a character.
    await pageBox(page).fill('a');
    await pageBox(page).press('/');
    await expect(pageBox(page)).toHaveValue('a/');
    await expect(page.getByPlaceholder('Search articles...')).toBeHidden();
  });

  test('each search is a history entry: back and forward restore query and results', async ({ page }) => {
    await page.goto('/search?q=first');
    await expect(pageBox(page)).toHaveValue('first');
    await pageBox(page).fill('second');
    await pageBox(page).press('Enter');
    await expect(page).toHaveURL(/\?q=second$/);
    await expect(page.getByTestId('search-query')).toContainText('second');
    await page.goBack();
    await expect(page).toHaveURL(/\?q=first$/);
    await expect(pageBox(page)).toHaveValue('first');
    await expect(page.getByTestId('search-query')).toContainText('first');
    await page.goForward();
    await expect(page).toHaveURL(/\?q=second$/);
    await expect(pageBox(page)).toHaveValue('second');
  });

  test('hostile queries are plain text: HTML, 5,000 characters, regex characters', async ({ page }) => {
    const html = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    await page.goto(`/search?q=${encodeURIComponent(html)}`);
    await expect(page.getByTestId('search-query')).toContainText(html);
    await expect(pageBox(page)).toHaveValue(html);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    const long = `budget ${'lansing '.repeat(700)}`.slice(0, 5000);
    await page.goto(`/search?q=${encodeURIComponent(long)}`);
    await expect(page.getByText(/searched its first 200 characters/)).toBeVisible();
    await expect(page.getByTestId('search-count')).toHaveText(/\d+ results?/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    for (const q of ['(.*)+[a-z]{2}$^\\', '.*', '((((', '?*+']) {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      await expect(page.getByTestId('search-query')).toContainText(q);
      await expect(page.getByTestId('search-count')).toHaveText(/\d+ results?/);
    }
  });
});

test.describe('search library loads only on /search', () => {
  test('MiniSearch is absent from the initial bundle and arrives with the search page', async ({ page, request }) => {
    const html = await (await request.get('/privacy')).text();
    const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(initial.some((p) => /\/assets\/index-[^/]+\.js$/.test(p))).toBe(true);
    for (const path of initial) {
      const body = await (await request.get(path)).text();
      expect(body, `${path} must not contain the search library`).not.toContain('MiniSearch:');
    }

    // Size report: which built chunk holds the library, and how big the entry is.
    const assets = e2eDistPath('assets');
    const report = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ file: f, bytes: readFileSync(join(assets, f)).length, minisearch: readFileSync(join(assets, f), 'utf8').includes('MiniSearch:') }));
    const summary = report.filter((r) => r.minisearch || r.file.startsWith('index-')).map((r) => `${r.file} ${r.bytes} B${r.minisearch ? ' (MiniSearch)' : ''}`);
    test.info().annotations.push({ type: 'size report', description: summary.join('; ') });
    console.log(`[size report] ${summary.join('; ')}`);
    expect(report.filter((r) => r.minisearch).map((r) => r.file)).toEqual([expect.stringMatching(/^search-/)]);

    const loaded: string[] = [];
    page.on('response', async (response) => {
      // A 304 has no body: the browser revalidated a file it had already loaded (and read) here.
      if (!response.url().endsWith('.js') || response.status() !== 200) return;
      // A file still arriving when its page is left has no body to read: it was that page's, and the
      // check on that page was made before it was left.
      const body = await response.text().catch(() => null);
      if (body !== null) loaded.push(body);
    });
    await page.goto('/privacy');
    // The app has taken the page over: the files it needed to start are in.
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
    expect(loaded.some((body) => body.includes('MiniSearch:'))).toBe(false);
    await page.goto('/search?q=budget');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect.poll(() => loaded.some((body) => body.includes('MiniSearch:'))).toBe(true);
  });
});

test.describe('search page — mobile and accessibility', () => {
  test('fits a 375px phone', async ({ page }) => {
    await page.setViewportSize(WIDTHS.mobile);
    await page.goto('/search?q=zzqxv');
    await expect(page.getByRole('heading', { name: /No results/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  // Results (/search?q=michigan) are checked with every route in every-route.spec.ts; these are the other states.
  for (const path of ['/search', '/search?q=zzqxv']) {
    test(`${path} has no axe violations in light and dark`, async ({ page }) => {
      await useTheme(page, 'light');
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByTestId('search-results').or(page.getByRole('heading', { name: 'What are you looking for?' }))).toBeVisible();
      expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
    });
  }
});
