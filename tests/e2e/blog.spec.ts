import type { Page } from '@playwright/test';
import { courtArticles } from '../../src/content/court-articles';
import { site, staffByline } from '../../src/config/site';
import { PREVIEW_ORIGIN } from '../fixtures/ports.mjs';
import { axeViolations, expect, readJsonLd, test, useTheme, WIDTHS } from './fixtures';

const postRows = (page: Page) => page.getByRole('region', { name: /From the newsroom/ }).getByRole('article');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Blog pages' });

test.describe('blog list', () => {
  test('23 posts in three pages: Next, a number, Previous, reload and back keep the page in the URL', async ({ page, fixtures }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Articles' })).toBeVisible();
    await expect(page).toHaveTitle(`Blog | ${site.name}`);
    await expect(postRows(page)).toHaveCount(10);
    await expect(postRows(page).first().getByRole('link')).toHaveAttribute('href', '/blog/fixture-post-1');
    await expect(page.getByText('Summary of fixture post 1.')).toBeVisible();
    // The title with markup characters is shown as text.
    await expect(page.getByRole('link', { name: 'Fixture post 5: Roads & <bridges> "budget" ]]> check' })).toBeVisible();
    await expect(pager(page).getByRole('link', { name: /^Page \d$/ })).toHaveText(['2', '3']);

    await pager(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(postRows(page)).toHaveCount(10);
    await expect(postRows(page).first()).toContainText('Fixture post 11');
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText(/2/);

    await pager(page).getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect(postRows(page)).toHaveCount(3);
    await expect(pager(page).getByText('Next')).toHaveAttribute('aria-disabled', 'true');

    await pager(page).getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(postRows(page).first()).toContainText('Fixture post 11');
    // The page scrolled back to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.reload();
    await expect(postRows(page).first()).toContainText('Fixture post 11');
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect(postRows(page)).toHaveCount(3);

    const log = await fixtures.log();
    const pages = log.filter((r) => r.path.endsWith('/get_metainfo')).map((r) => new URLSearchParams(r.search));
    expect(pages.every((p) => p.get('domain') === 'civicledger.test')).toBe(true);
    expect(new Set(pages.map((p) => p.get('page')))).toEqual(new Set(['1', '2', '3']));
  });

  test('featured cards lead to the two static court articles', async ({ page }) => {
    await page.goto('/blog');
    for (const article of courtArticles) {
      const card = page.getByRole('article').filter({ hasText: article.label });
      await expect(card.getByRole('link', { name: article.title })).toHaveAttribute('href', `/blog/${article.slug}`);
    }
  });

  test('a failing service shows the error view and Try Again recovers', async ({ page, fixtures, consoleEntries }) => {
    await fixtures.control({ blog: 'fail' });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Error Loading Blogs' })).toBeVisible();
    await expect(page.getByText('Unable to load blog content. Please try again later.')).toBeVisible();
    // The featured articles are static and still there.
    await expect(page.getByText('Featured Article')).toBeVisible();
    expect(consoleEntries.filter((e) => e.type === 'error' && e.text.includes('[blog]'))).toHaveLength(1);
    await fixtures.control({ blog: 'ok' });
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(postRows(page)).toHaveCount(10);
  });

  test('a malformed answer is an error state, not a crash', async ({ page, fixtures, pageErrors }) => {
    await fixtures.control({ blog: 'malformed' });
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Error Loading Blogs' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('the markdown code is not part of the initial load; it arrives with a post', async ({ page }) => {
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.text().catch(() => ''));
    });
    await page.goto('/blog');
    await expect(postRows(page)).toHaveCount(10);
    await page.waitForLoadState('networkidle');
    const initial = [...scripts.entries()];
    expect(initial.length).toBeGreaterThan(0);
    const hasMarkdown = ([url, body]: [string, string]) => /post-body/.test(url) || /micromark|footnote-label/.test(body);
    expect(initial.filter(hasMarkdown).map(([url]) => url)).toEqual([]);

    await postRows(page).first().getByRole('link').click();
    await expect(page.getByRole('table')).toBeVisible();
    const later = [...scripts.entries()].filter(([url]) => !initial.some(([u]) => u === url));
    expect(later.filter(hasMarkdown).length).toBeGreaterThan(0);
  });
});

test.describe('blog post', () => {
  test('renders the markdown body: table, strikethrough, tasks, footnote, new-tab link, no raw HTML, embed without autoplay', async ({ page, pageErrors }) => {
    await page.goto('/blog/fixture-post-1');
    await expect(page.getByRole('heading', { level: 1, name: 'Fixture post 1: Michigan civic notes' })).toBeVisible();
    await expect(page.getByText('Summary of fixture post 1.')).toBeVisible();
    await expect(page.getByText(/Published on November 1, 2026/)).toBeVisible();
    const body = page.getByTestId('post-body');
    await expect(body.getByRole('table')).toBeVisible();
    await expect(body.getByRole('columnheader', { name: 'FY2027' })).toBeVisible();
    await expect(body.locator('del')).toHaveText('earlier estimate');
    await expect(body.getByRole('checkbox', { name: 'Completed task' })).toBeChecked();
    const openTask = body.getByRole('checkbox', { name: 'Open task' });
    await expect(openTask).not.toBeChecked();
    // Read-only: a click does not tick it.
    await openTask.click({ force: true });
    await expect(openTask).not.toBeChecked();
    const ref = body.locator('a[data-footnote-ref]');
    await expect(ref).toHaveCount(1);
    await expect(body.locator('section[data-footnotes]')).toContainText('rounded to the nearest hundred million');
    const outside = body.getByRole('link', { name: /state budget office summary/ });
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(body.locator('script')).toHaveCount(0);
    await expect(body.getByText('A bad link')).toBeVisible();
    await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __fixturePwned?: boolean }).__fixturePwned)).toBeUndefined();

    const frame = page.locator('iframe[title^="Related video"]');
    // The player is created only when the reader scrolls near it.
    const videoHeading = page.getByRole('heading', { name: 'Watch Related Content' });
    const below = await videoHeading.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight + 300);
    if (below) await expect(frame).toHaveCount(0);
    await videoHeading.scrollIntoViewIfNeeded();
    await expect(videoHeading).toBeVisible();
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aBcDeFgHiJk/);
    expect(await frame.getAttribute('src')).not.toMatch(/autoplay/);
    expect(await frame.getAttribute('allow')).not.toMatch(/autoplay/);
    await expect(page.getByRole('link', { name: /View on Pinterest/ })).toHaveAttribute('target', '_blank');
    expect(pageErrors).toEqual([]);
  });

  test('head tags: title, description, canonical, keywords, Open Graph and NewsArticle JSON-LD', async ({ page }) => {
    await page.goto('/blog/fixture-post-1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixture post 1: Michigan civic notes');
    await expect(page).toHaveTitle(`Fixture post 1: Michigan civic notes | ${site.name}`);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', 'Summary of fixture post 1.');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${PREVIEW_ORIGIN}/blog/fixture-post-1`);
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', 'Michigan, civic news, Michigan local government, public meetings');
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('head meta[property="article:published_time"]')).toHaveAttribute('content', '2026-11-01T12:00:00.000Z');
    const ld = await readJsonLd(page);
    const article = ld.find((b) => b['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'Fixture post 1: Michigan civic notes',
      datePublished: '2026-11-01T12:00:00.000Z',
      author: { name: staffByline },
      url: `${PREVIEW_ORIGIN}/blog/fixture-post-1`,
    });
  });

  test('an unknown slug shows Article Not Found with a way back', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a failing service on a post shows Article Not Found', async ({ page, fixtures }) => {
    await fixtures.control({ blog: 'fail' });
    await page.goto('/blog/fixture-post-2');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  });
});

test.describe('static court articles', () => {
  for (const article of courtArticles) {
    test(`${article.slug} renders from static content, ahead of the slug route`, async ({ page, fixtures }) => {
      await page.goto(`/blog/${article.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(`${article.title} | ${site.name}`);
      await expect(page.getByRole('img', { name: article.image.alt })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Frequently Asked Questions' })).toBeVisible();
      expect(await page.getByRole('complementary', { name: /^Advertisement/ }).count()).toBeGreaterThanOrEqual(2);
      await expect(page.getByRole('link', { name: /Back to Blog/ }).first()).toHaveAttribute('href', '/blog');
      const types = (await readJsonLd(page)).map((b) => b['@type']);
      expect(types).toEqual(expect.arrayContaining(['NewsArticle', 'FAQPage']));
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${PREVIEW_ORIGIN}/blog/${article.slug}`);
      const log = await fixtures.log();
      expect(log.filter((r) => r.path.endsWith('/get_details'))).toEqual([]);
    });
  }
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const [name, viewport] of Object.entries(WIDTHS)) {
      test(`axe: blog pages in ${theme} at ${name}`, async ({ page }) => {
        await useTheme(page, theme);
        await page.setViewportSize(viewport);
        const paths = ['/blog', '/blog?page=2', '/blog/fixture-post-1', '/blog/no-such-post', ...courtArticles.map((a) => `/blog/${a.slug}`)];
        for (const path of paths) {
          await page.goto(path);
          await expect(page.locator('h1')).toHaveCount(1);
          await page.waitForLoadState('networkidle');
          // The embedded player is a cross-origin frame (aborted in tests); axe checks our markup around it.
          expect({ path, violations: await axeViolations(page, { exclude: ['iframe[src*="youtube-nocookie"]'] }) }).toEqual({ path, violations: [] });
        }
      });
    }
  }
});
