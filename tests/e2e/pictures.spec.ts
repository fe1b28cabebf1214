import type { Page } from '@playwright/test';
import { PHOTO_WIDTH, photoJpeg } from '../fixtures/photos.mjs';
import { SNAPSHOT_PREVIEW_ORIGIN } from '../fixtures/ports.mjs';
import { cards, recordLayoutShifts, type LogEntry } from './feeds-helpers';
import { expect, test } from './fixtures';

/**
 * Story pictures (src/components/article/article-image.tsx, docs/adr/0011-responsive-pictures.md).
 * The test build's resizer (VITE_IMAGE_PROXY) is the fixture server's /images/ route, which answers
 * the 1200x675 photo of tests/fixtures/photos.mjs resized; `control({ photos: true })` gives every
 * story a picture on its publisher's host, and `images` makes the resizer fail, hang or drop the
 * connection. The publishers' originals are answered here (routePublishers) with that photo.
 */

/** Answers the publishers' pictures (https://{host}/photos/{n}.jpg) with the 1200 px original, or fails them. */
async function routePublishers(page: Page, { fail = false } = {}) {
  const body = await photoJpeg();
  await page.route(/^https:\/\/[^/]+\/photos\/\d+\.jpg$/, (route) => (fail ? route.abort('connectionrefused') : route.fulfill({ status: 200, contentType: 'image/jpeg', body })));
}

/** Every picture in the view has arrived (none still loading, none broken); where a picture is, its box says (a held one has none of its own). */
async function picturesSettled(page: Page) {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('main article img')].filter((img) => img.parentElement!.getBoundingClientRect().top < innerHeight).every((img) => img.complete && img.naturalWidth > 0));
}

const resizerRequests = (log: readonly LogEntry[]) => log.filter((e) => e.path === '/images/').map((e) => new URLSearchParams(e.search));

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('/technology: the first picture first, the rest lazily, each from the resizer at a width for the screen', async ({ page, fixtures }) => {
    await fixtures.control({ photos: true });
    await routePublishers(page);
    await page.goto('/technology');
    await expect(cards(page)).toHaveCount(5);
    const pictures = page.locator('main article img');
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(pictures.first()).toHaveAttribute('loading', 'eager');
    for (const img of (await pictures.all()).slice(1)) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).not.toHaveAttribute('fetchpriority');
    }
    await picturesSettled(page);
    const first = await pictures.first().evaluate((img: HTMLImageElement) => ({ current: img.currentSrc, shown: img.clientWidth }));
    // 358 CSS px at 2x: the browser picks a width from the srcset that covers 716 device pixels.
    const chosen = new URL(first.current);
    expect(chosen.pathname).toBe('/images/');
    expect(chosen.searchParams.get('url')).toMatch(/^https:\/\/[^/]+\/photos\/1\.jpg$/);
    expect(Number(chosen.searchParams.get('w'))).toBeGreaterThanOrEqual(first.shown * 2 * 0.85);
    expect(Number(chosen.searchParams.get('w'))).toBeLessThan(PHOTO_WIDTH);
    const asked = resizerRequests(await fixtures.log());
    expect(asked.every((q) => ['320', '480', '640', '720', '800', '960', '1280'].includes(q.get('w') ?? ''))).toBe(true);
    // One width per picture: nothing fetched twice (the preload and the picture agree).
    expect(new Set(asked.map((q) => q.get('url'))).size).toBe(asked.length);
  });

  test('a resizer answering 500 costs the original: no broken picture, no layout shift', async ({ page, fixtures }) => {
    await fixtures.control({ photos: true, images: 'fail' });
    await routePublishers(page);
    await recordLayoutShifts(page);
    await page.goto('/technology');
    const first = page.locator('main article img').first();
    await expect(first).toHaveAttribute('data-fallback', 'original');
    await picturesSettled(page);
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^https:\/\/[^/]+\/photos\/1\.jpg$/);
    expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)).toEqual([]);
  });

  test('a resizer that hangs: the original is asked for about 1 s after the picture is on screen', async ({ page, fixtures }) => {
    await fixtures.control({ photos: true, images: 'hang' });
    await routePublishers(page);
    await recordLayoutShifts(page);
    await page.goto('/technology');
    const first = page.locator('main article img').first();
    await expect(first).toHaveAttribute('srcset', /w=320/);
    const onScreen = Date.now();
    await expect(first).toHaveAttribute('data-fallback', 'original', { timeout: 3000 });
    expect(Date.now() - onScreen).toBeGreaterThan(800);
    await picturesSettled(page);
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/^https:\/\/[^/]+\/photos\/1\.jpg$/);
    expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)).toEqual([]);
  });

  test('resizer down and original gone: the default picture, in the same box', async ({ page, fixtures }) => {
    await fixtures.control({ photos: true, images: 'reset' });
    await routePublishers(page, { fail: true });
    await recordLayoutShifts(page);
    await page.goto('/technology');
    const first = page.locator('main article img').first();
    await expect(first).toHaveAttribute('data-fallback', 'default');
    await expect(first).toHaveAttribute('src', '/images/default-article.svg');
    await picturesSettled(page);
    expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)).toEqual([]);
  });
});

test.describe('on a 3x phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('/technology: a full-width picture comes at about twice its CSS width, not three times', async ({ page, fixtures }) => {
    await fixtures.control({ photos: true });
    await routePublishers(page);
    await page.goto('/technology');
    await expect(cards(page)).toHaveCount(5);
    await picturesSettled(page);
    const first = await page.locator('main article img').first().evaluate((img: HTMLImageElement) => ({ current: img.currentSrc, shown: img.clientWidth }));
    // 358 CSS px: 716 device pixels at 2x (the 720 width), where 3x would ask for 1,074 (the 1,280 width).
    const width = Number(new URL(first.current).searchParams.get('w'));
    expect(width).toBeGreaterThanOrEqual(first.shown * 2 * 0.85);
    expect(width).toBeLessThan(first.shown * 2.5);
  });
});

/** Each picture of the stories: its address (from the srcset as chosen), where its box is, and whether it is held (`data-far`). */
const storyPictures = (page: Page) =>
  page.locator('main article img').evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.map((img) => ({
      url: img.currentSrc || img.src,
      top: img.parentElement!.getBoundingClientRect().top + scrollY,
      held: img.parentElement!.hasAttribute('data-far'),
      complete: img.complete && img.naturalWidth > 0,
      shown: img.clientWidth * devicePixelRatio,
    })),
  );

test.describe('a full page of photo stories on a phone (Lighthouse\'s: 412x823 at 1.75x)', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test('/technology: the pictures within a screen of the view come, the others wait until the reader scrolls near them, each at the width it is shown', async ({ page, fixtures }) => {
    // Real-shape feeds: 20 stories a feed, each with a publisher's picture (the page keeps 15).
    await fixtures.control({ photos: true, proxies: ['heavy', 'heavy', 'heavy', 'heavy'] });
    await page.goto('/technology');
    await expect(cards(page)).toHaveCount(15);
    const screen = 823;
    // Those within a screen below the view arrive.
    await expect.poll(async () => (await storyPictures(page)).filter((p) => p.top < 2 * screen).every((p) => p.complete), { timeout: 15_000 }).toBe(true);
    const first = await storyPictures(page);
    const far = first.filter((p) => p.top > 2 * screen);
    expect(far.length, 'pictures more than a screen below the view').toBeGreaterThan(5);
    // Those farther down are held, and the resizer was never asked for them.
    const askedFor = () => fixtures.log().then((log) => new Set(resizerRequests(log).map((q) => q.get('url'))));
    const before = await askedFor();
    for (const picture of far) {
      expect(picture.held, `${picture.url} at ${Math.round(picture.top)} px`).toBe(true);
      expect(before.has(new URL(picture.url).searchParams.get('url')), `${picture.url} at ${Math.round(picture.top)} px was fetched`).toBe(false);
    }
    expect(before.size).toBeLessThanOrEqual(first.length - far.length);

    // Scrolling down brings each one, at the width the screen needs.
    const images = page.locator('main article img');
    const boxes = page.locator('main article [data-picture]');
    for (let i = 0; i < (await images.count()); i += 1) {
      await boxes.nth(i).scrollIntoViewIfNeeded();
      await expect.poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    for (const picture of await storyPictures(page)) {
      const asked = Number(new URL(picture.url).searchParams.get('w'));
      expect(asked, picture.url).toBeGreaterThanOrEqual(picture.shown * 0.85);
      expect(asked, picture.url).toBeLessThan(PHOTO_WIDTH);
    }
    const asked = resizerRequests(await fixtures.log());
    expect(new Set(asked.map((q) => q.get('url'))).size).toBe(asked.length);
  });
});

test.describe('served without stories (no feed snapshot), at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, waitForApp: false });

  test('the lead picture shows in its placeholder before the app runs, and the card then shows the same picture', async ({ page, fixtures }) => {
    await fixtures.control({ photos: true });
    await routePublishers(page);
    // The app's code is held back until the placeholder has been looked at.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/technology');
    const box = page.locator('[data-testid="card-skeleton"] [data-lead-picture]');
    await expect(box).toHaveCount(1);
    await expect.poll(() => box.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\(".*\/images\/\?url=https%3A%2F%2F[^"]+%2Fphotos%2F1\.jpg.*"\)$/);
    const early = await box.evaluate((el) => /^url\("(.*)"\)$/.exec(getComputedStyle(el).backgroundImage)?.[1] ?? '');
    expect(await page.locator('html[data-app-ready]').count()).toBe(0);
    release();
    const first = page.locator('main article img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await picturesSettled(page);
    expect(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(early);
    // The placeholder is gone, and its picture rule with it; the picture was fetched once.
    await expect(page.locator('#lead-picture')).toHaveCount(0);
    const leadUrl = new URL(early).searchParams.get('url');
    expect(resizerRequests(await fixtures.log()).filter((q) => q.get('url') === leadUrl)).toHaveLength(1);
  });
});

test('home at desktop width: the lead story is the one picture fetched first, at the featured size', async ({ page }) => {
  await page.goto('/');
  const lead = page.locator('[data-featured] img');
  await expect(lead).toHaveAttribute('fetchpriority', 'high');
  await expect(lead).toHaveAttribute('sizes', /^\(min-width: 1280px\) 811px/);
  await expect(page.locator('main img[fetchpriority="high"]')).toHaveCount(1);
  await expect(page.locator('main article img[loading="eager"]')).toHaveCount(1);
});

test('with the feed snapshot, the first picture is in the HTML with a preload of its widths', async ({ request }) => {
  const html = await (await request.get(`${SNAPSHOT_PREVIEW_ORIGIN}/`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const preload = /<link rel="preload" as="image" imageSrcSet="([^"]+)" imageSizes="([^"]+)" fetchPriority="high"/.exec(head);
  expect(preload, 'a preload of the lead picture').not.toBeNull();
  expect(preload![1]!.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '480w', '640w', '720w', '800w', '960w', '1280w']);
  expect(preload![2]).toMatch(/^\(min-width: 1280px\) 811px/);
  const lead = html.slice(html.indexOf('data-featured'));
  expect(lead.slice(0, lead.indexOf('</article>'))).toMatch(/<img [^>]*srcSet="[^"]+"[^>]*fetchPriority="high"/);
});

test.describe('in the served page (feed snapshot), before and after hydration', () => {
  test.use({ baseURL: SNAPSHOT_PREVIEW_ORIGIN });

  /** The lead story's original (tests/fixtures/feeds/npr-national.xml), answered with the 1200 px photo. */
  async function routeLeadOriginal(page: Page) {
    const body = await photoJpeg();
    await page.route('https://media.example.org/census-map.jpg', (route) => route.fulfill({ status: 200, contentType: 'image/jpeg', body }));
  }

  test('a resizer that fails before the scripts run: the original once the page starts', async ({ page, fixtures }) => {
    await fixtures.control({ images: 'fail' });
    await routeLeadOriginal(page);
    await recordLayoutShifts(page);
    await page.goto('/');
    const lead = page.locator('[data-featured] img');
    await expect(lead).toHaveAttribute('data-fallback', 'original');
    await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toBe('https://media.example.org/census-map.jpg');
    expect(await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)).toEqual([]);
  });

  test('a resizer that hangs: the original about 1 s after the page arrived, counted from its start', async ({ page, fixtures }) => {
    await fixtures.control({ images: 'hang' });
    await routeLeadOriginal(page);
    // The moment of React's first commit (hydration), through the hook React reports commits to.
    await page.addInitScript(() => {
      const w = window as unknown as { __firstCommit?: number; __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown };
      w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onCommitFiberRoot: () => {
          w.__firstCommit ??= performance.now();
        },
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        setStrictMode: () => {},
      };
    });
    await page.goto('/', { waitUntil: 'commit' });
    const lead = page.locator('[data-featured] img');
    await expect(lead).toHaveAttribute('data-fallback', 'original', { timeout: 6000 });
    const { hydrated, asked } = await page.evaluate(() => ({
      hydrated: (window as unknown as { __firstCommit?: number }).__firstCommit,
      asked: performance.getEntriesByName('https://media.example.org/census-map.jpg')[0]?.startTime,
    }));
    expect(hydrated, 'the first commit was seen').toBeGreaterThan(0);
    expect(asked, 'the original was asked for').toBeGreaterThan(0);
    // Not before 1 s from the page's start ...
    expect(asked!).toBeGreaterThanOrEqual(950);
    // ... and counted from there, not from hydration: once the scripts run after that second, the
    // original is asked for as soon as the picture's part of the page has hydrated and seen it on
    // screen, which on a host shared with other browsers can take over half a second after the first
    // commit. Counted from hydration, it could not come before a whole second after it.
    expect(asked! - Math.max(1000, hydrated!)).toBeLessThan(900);
  });
});

test.describe('in the served page (feed snapshot), at phone width: the first picture has the bandwidth first', () => {
  test.use({ baseURL: SNAPSHOT_PREVIEW_ORIGIN, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('the lazy pictures near the screen start once the first picture is in, and all arrive', async ({ page }) => {
    const started: { url: string; at: number }[] = [];
    const finished = new Map<string, number>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image') started.push({ url: request.url(), at: Date.now() });
    });
    page.on('requestfinished', (request) => {
      if (!finished.has(request.url())) finished.set(request.url(), Date.now());
    });
    await page.goto('/');
    const lead = page.locator('[data-featured] img');
    await expect(lead).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('html[data-pictures-wait]')).toHaveCount(0);
    await picturesSettled(page);
    const leadUrl = await lead.evaluate((img: HTMLImageElement) => img.currentSrc);
    const leadDone = finished.get(leadUrl) ?? Number.POSITIVE_INFINITY;
    // The story pictures besides the lead.
    const others = started.filter((r) => r.url !== leadUrl);
    expect(others.length, 'lazy pictures near the screen were fetched').toBeGreaterThan(0);
    for (const other of others) expect(other.at, other.url).toBeGreaterThanOrEqual(leadDone);
    // Held back or not, each kept its 16:9 box.
    for (const picture of (await page.locator('main article [data-picture]').all()).slice(0, 4)) {
      const box = await picture.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
      expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    }
  });

  test('home: the served page\'s pictures far below the view wait (before the app too), and come as the reader scrolls near them', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/images/?')) requested.push(request.url());
    });
    await page.goto('/');
    await picturesSettled(page);
    const pictures = await storyPictures(page);
    const far = pictures.filter((p) => p.top > 2 * 844);
    expect(far.length, 'pictures more than a screen below the view').toBeGreaterThan(0);
    for (const picture of far) {
      expect(picture.held, `${picture.url} at ${Math.round(picture.top)} px`).toBe(true);
      expect(requested.some((url) => new URL(url).searchParams.get('url') === new URL(picture.url).searchParams.get('url')), `${picture.url} was fetched`).toBe(false);
    }
    // Its box keeps its place while it waits: scrolled to, the picture comes.
    await page.locator('main article [data-picture]').last().scrollIntoViewIfNeeded();
    const last = page.locator('main article img').last();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('without JavaScript nothing holds the pictures back', async ({ browser, proxy, fixtures: _reset }) => {
    // Through this worker's fixture server: another worker's resizer modes (a hanging resizer) never
    // reach it. Its own are reset by the `fixtures` fixture: without it (this test opens no `page`),
    // a test before it in this worker could leave the resizer hanging, and the page's load, which
    // waits for its pictures with JavaScript off, never came (page.goto's timeout, then a pass on retry).
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, proxy });
    const page = await context.newPage();
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && request.url().includes('/images/')) pictures.push(request.url());
    });
    await page.goto(`${SNAPSHOT_PREVIEW_ORIGIN}/local-news`);
    await expect.poll(() => pictures.length).toBeGreaterThan(1);
    await expect(page.locator('main article img').nth(1)).toBeVisible();
    await context.close();
  });
});
