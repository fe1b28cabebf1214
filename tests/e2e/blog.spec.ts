import type { Page } from '@playwright/test';
import { courtArticles } from '../../src/content/court-articles';
import { site, staffByline } from '../../src/config/site';
import { PREVIEW_ORIGIN } from '../fixtures/ports.mjs';
import { axeInBothThemes, expect, holdRequests, openInApp, readJsonLd, test, useTheme, WIDTHS } from './fixtures';

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

  test('a list already on the page stays when the refresh fails', async ({ page, fixtures, consoleEntries }) => {
    // /blog arrives with page 1 in its HTML; the app refreshes it and the service fails.
    await fixtures.control({ blog: 'fail' });
    await page.goto('/blog');
    await expect(postRows(page)).toHaveCount(10);
    await expect.poll(() => consoleEntries.filter((e) => e.type === 'error' && e.text.includes('[blog]')).length, { timeout: 20_000 }).toBe(1);
    await expect(postRows(page)).toHaveCount(10);
    await expect(page.getByRole('heading', { name: 'Error Loading Blogs' })).toHaveCount(0);
  });

  test('a failing service shows the error view and Try Again recovers', async ({ page, fixtures, consoleEntries }) => {
    await fixtures.control({ blog: 'fail' });
    // Page 2 is not in any HTML file: its data comes from the service only.
    await page.goto('/blog?page=2');
    await expect(page.getByRole('heading', { name: 'Error Loading Blogs' })).toBeVisible();
    await expect(page.getByText('Unable to load blog content. Please try again later.')).toBeVisible();
    // The featured articles are static and still there.
    await expect(page.getByText('Featured Article')).toBeVisible();
    expect(consoleEntries.filter((e) => e.type === 'error' && e.text.includes('[blog]'))).toHaveLength(1);
    await fixtures.control({ blog: 'ok' });
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(postRows(page)).toHaveCount(10);
  });

  test('ad slot and newsletter box beside the list on wide screens, after it on phones; keywords in the head, also in the error state', async ({ page, fixtures }) => {
    await page.goto('/blog');
    await expect(postRows(page)).toHaveCount(10);
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /Michigan news/);
    const list = page.getByRole('region', { name: /From the newsroom/ });
    const ad = page.getByRole('complementary', { name: 'Advertisement' });
    const newsletter = page.getByRole('region', { name: /newsletter/ });
    const [l, a, n] = [await list.boundingBox(), await ad.boundingBox(), await newsletter.boundingBox()];
    expect(a!.x).toBeGreaterThanOrEqual(l!.x + l!.width);
    expect(a!.y).toBeLessThan(l!.y + 100);
    expect(n!.y).toBeGreaterThan(a!.y + a!.height);
    await page.setViewportSize(WIDTHS.mobile);
    const [l2, a2] = [await list.boundingBox(), await ad.boundingBox()];
    expect(a2!.y).toBeGreaterThanOrEqual(l2!.y + l2!.height);

    await fixtures.control({ blog: 'fail' });
    await page.goto('/blog?page=2');
    await expect(page.getByRole('heading', { name: 'Error Loading Blogs' })).toBeVisible();
    await expect(page).toHaveTitle(`Blog — Page 2 | ${site.name}`);
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /Michigan news/);
  });

  test('a malformed answer is an error state, not a crash', async ({ page, fixtures }) => {
    await fixtures.control({ blog: 'malformed' });
    await page.goto('/blog?page=2');
    await expect(page.getByRole('heading', { name: 'Error Loading Blogs' })).toBeVisible();
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
    // The renderer's chunk (post-body-<hash>.js) or markdown code anywhere; not the post page's small frame
    // (post-body-frame-<hash>.js: the body's class names), which comes with the post page's code.
    const hasMarkdown = ([url, body]: [string, string]) => /\/post-body-[\w-]{8}\.js$/.test(url) || /micromark|footnote-label/.test(body);
    expect(initial.filter(hasMarkdown).map(([url]) => url)).toEqual([]);

    await postRows(page).first().getByRole('link').click();
    await expect(page.getByRole('table')).toBeVisible();
    const later = [...scripts.entries()].filter(([url]) => !initial.some(([u]) => u === url));
    expect(later.filter(hasMarkdown).length).toBeGreaterThan(0);
  });

  test("a post opened in the app has its body parsed by the markdown worker, the same as the build's", async ({ page, consoleEntries }) => {
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto('/blog');
    await expect(postRows(page)).toHaveCount(10);
    const link = postRows(page).first().getByRole('link');
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(href);
    const body = page.getByTestId('post-body');
    await expect(body.getByRole('table')).toBeVisible();
    expect(workers.filter((url) => /\/markdown\.worker-[\w-]{8}\.js$/.test(url))).toHaveLength(1);
    expect(consoleEntries.filter((e) => e.text.includes('[post body]'))).toEqual([]);
    // The page's own copy of the parser is for a body parsed here: not fetched when the worker parses.
    expect(scripts.filter((url) => /\/markdown-tree-[\w-]{8}\.js$/.test(url))).toEqual([]);
    const inApp = await body.innerHTML();
    // The served page of the same post: its body as the build rendered it.
    await page.goto(href);
    await expect(page.getByTestId('post-body').getByRole('table')).toBeVisible();
    const served = await page.getByTestId('post-body').innerHTML();
    // The same elements, attributes and text (the build's HTML has React's text separators, and its own attribute order).
    const same = await page.evaluate(
      ([a, b]) => {
        const tree = (html: string) => {
          const template = document.createElement('template');
          template.innerHTML = html;
          const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_COMMENT);
          const comments: Node[] = [];
          while (walker.nextNode()) comments.push(walker.currentNode);
          for (const comment of comments) comment.parentNode?.removeChild(comment);
          template.content.normalize();
          return template.content;
        };
        return tree(a).isEqualNode(tree(b));
      },
      [inApp, served] as const,
    );
    expect(same, `in the app:\n${inApp}\nserved:\n${served}`).toBe(true);
  });

  test('a post opened in the app whose markdown worker cannot load is parsed on the page, its parser fetched then', async ({ page, consoleEntries }) => {
    await page.route(/\/assets\/markdown\.worker-[\w-]{8}\.js$/, (route) => route.abort());
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto('/blog');
    await expect(postRows(page)).toHaveCount(10);
    await postRows(page).first().getByRole('link').click();
    const body = page.getByTestId('post-body');
    await expect(body.getByRole('table')).toBeVisible();
    await expect(body.getByRole('checkbox', { name: 'Completed task' })).toBeVisible();
    expect(scripts.filter((url) => /\/markdown-tree-[\w-]{8}\.js$/.test(url))).toHaveLength(1);
    // The worker's failure is logged, and so is the body's parse on the page (its reason depends on
    // whether the worker had failed before the body was asked for).
    const entries = consoleEntries.map((e) => e.text);
    expect(entries).toContainEqual(expect.stringContaining('[post body] the markdown worker could not load or stopped'));
    expect(entries).toContainEqual(expect.stringMatching(/^\[post body\] parsed on the page: /));
  });
});

test.describe('blog post', () => {
  test('renders the markdown body: table, strikethrough, tasks, footnote, new-tab link, no raw HTML', async ({ page }) => {
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

    await expect(page.getByRole('link', { name: /View on Pinterest/ })).toHaveAttribute('target', '_blank');
  });

  test('the related video is click-to-play: nothing is asked of YouTube until the reader presses play', async ({ page, blockedRequests }) => {
    const youtube = () => blockedRequests.filter((u) => /youtube|ytimg|googlevideo/.test(u));
    await page.goto('/blog/fixture-post-1');
    const videoHeading = page.getByRole('heading', { name: 'Watch Related Content' });
    await videoHeading.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // Scrolled to it and still nothing: no frame, no thumbnail.
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(youtube()).toEqual([]);
    const play = page.getByRole('button', { name: 'Play video: Fixture post 1: Michigan civic notes' });
    const placeOf = () =>
      page.getByTestId('video-facade').evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top + window.scrollY, left: r.left, width: r.width, height: r.height };
      });
    const before = await placeOf();
    await play.click();
    const frame = page.locator('iframe[title^="Related video"]');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?autoplay=1&rel=0');
    await expect(frame).toBeFocused();
    // The player takes the facade's exact place.
    expect(await placeOf()).toEqual(before);
    // The frame's request, once it is made (an empty list would pass the check below at once).
    await expect.poll(() => youtube().length).toBeGreaterThan(0);
    expect(youtube().every((u) => u.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  });

  test('newsletter box at the end of the article, ad slot beside it on wide screens and after it on phones', async ({ page }) => {
    await page.goto('/blog/fixture-post-1');
    await expect(page.getByTestId('post-body')).toBeVisible();
    const article = page.locator('main article');
    const newsletter = page.getByRole('region', { name: /newsletter/ });
    const ad = page.getByRole('complementary', { name: 'Advertisement beside the article' });
    const [a, n, d] = [await article.boundingBox(), await newsletter.boundingBox(), await ad.boundingBox()];
    expect(n!.y).toBeGreaterThanOrEqual(a!.y + a!.height);
    expect(d!.x).toBeGreaterThanOrEqual(a!.x + a!.width);
    expect(d!.height).toBeGreaterThanOrEqual(250);
    await page.setViewportSize(WIDTHS.mobile);
    const [n2, d2] = [await newsletter.boundingBox(), await ad.boundingBox()];
    expect(d2!.y).toBeGreaterThanOrEqual(n2!.y + n2!.height);
  });

  test('while the post loads, the tab has a title and the head has keywords; the frame does not move when it arrives', async ({ page }) => {
    const release = await holdRequests(page, /\/get_details\?/);
    // A post served with its page has its data at once; the loading state is for a post opened in the app.
    await openInApp(page, '/blog/fixture-post-2');
    await expect(page.getByTestId('post-loading')).toBeVisible();
    await expect(page).toHaveTitle(`Loading article | ${site.name}`);
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', site.keywords.join(', '));
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const ad = page.getByRole('complementary', { name: 'Advertisement beside the article' });
    const before = await ad.boundingBox();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Fixture post 2');
    expect(await ad.boundingBox()).toEqual(before);
    await expect(page).toHaveTitle(/^Fixture post 2.* \| /);
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
    await expect(page).toHaveTitle(`Article Not Found | ${site.name}`);
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', site.keywords.join(', '));
    await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('a failing service on a post not yet on the page shows Article Not Found', async ({ page, fixtures }) => {
    await fixtures.control({ blog: 'fail' });
    await openInApp(page, '/blog/fixture-post-2');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible({ timeout: 20_000 });
  });

  test('a post served with its page stays when the service fails afterwards', async ({ page, fixtures, consoleEntries }) => {
    await fixtures.control({ blog: 'fail' });
    await page.goto('/blog/fixture-post-2');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Article Not Found');
    await expect.poll(() => consoleEntries.filter((e) => e.type === 'error' && e.text.includes('[blog]')).length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Article Not Found');
    await expect(page.getByTestId('post-body')).toBeVisible();
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
      // The newsletter box ends the article, before the way back.
      const newsletter = page.getByRole('region', { name: /newsletter/ });
      await expect(newsletter).toBeVisible();
      const lastSection = page.getByRole('region', { name: 'Frequently Asked Questions' });
      expect((await newsletter.boundingBox())!.y).toBeGreaterThan((await lastSection.boundingBox())!.y);
      const log = await fixtures.log();
      expect(log.filter((r) => r.path.endsWith('/get_details'))).toEqual([]);
    });
  }
});

test.describe('accessibility', () => {
  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test(`axe: blog pages in light and dark at ${name}`, async ({ page }) => {
      await useTheme(page, 'light');
      await page.setViewportSize(viewport);
      // At desktop width every-route.spec.ts checks /blog, a post and the court articles already.
      const everyRouteChecks = ['/blog', '/blog/fixture-post-1', ...courtArticles.map((a) => `/blog/${a.slug}`)];
      const paths = [...(name === 'desktop' ? [] : everyRouteChecks), '/blog?page=2', '/blog/no-such-post'];
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        expect({ path, ...(await axeInBothThemes(page)) }).toEqual({ path, light: [], dark: [] });
      }
    });
  }
});
