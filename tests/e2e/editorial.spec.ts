import { articleExample } from '../../src/content/article-example';
import { fixedEvents } from '../../src/content/events';
import { featuredStory } from '../../src/content/featured-story';
import { sampleSections } from '../../src/content/sample-articles';
import { site } from '../../src/config/site';
import { axeInBothThemes, expect, readJsonLd, test, useTheme, WIDTHS } from './fixtures';

const firstChars = (body: string) => body.replace(/\s+/g, ' ').trim().slice(0, 160).trimEnd();

async function jsonLdOfType(page: import('@playwright/test').Page, type: string) {
  await expect.poll(async () => (await readJsonLd(page)).some((b) => b['@type'] === type)).toBe(true);
  return (await readJsonLd(page)).find((b) => b['@type'] === type) as Record<string, unknown>;
}

test.describe('fixed sections', () => {
  test.use({ viewport: WIDTHS.desktop });

  for (const section of sampleSections) {
    test(`/${section.slug} shows its six sample cards and each opens its readable article`, async ({ page, consoleEntries }) => {
      await page.goto(`/${section.slug}`);
      await expect(page).toHaveTitle(`${section.title} | ${site.name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.title);
      await expect(page.getByText(section.description)).toBeVisible();
      const cards = page.locator('main article');
      await expect(cards).toHaveCount(6);
      await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
      for (const [index, article] of section.articles.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading')).toHaveText(article.title);
        await expect(card).toContainText('Sample article');
        await expect(card.getByRole('link')).toHaveAttribute('href', article.path!);
      }
      await expect(page.locator('main a[href="#"]')).toHaveCount(0);

      for (const [index, story] of section.stories.entries()) {
        await page.goto(`/${section.slug}`);
        await cards.nth(index).getByRole('link').click();
        await expect(page).toHaveURL(new RegExp(`${story.path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
        await expect(page.getByRole('note').filter({ hasText: 'Sample article' })).toBeVisible();
        const paragraphs = page.getByTestId('article-body').locator('p');
        expect(await paragraphs.count()).toBeGreaterThanOrEqual(4);
        await expect(page).toHaveTitle(`${story.title} | ${site.name}`);
      }
      expect(consoleEntries.filter((e) => e.type === 'error')).toEqual([]);
    });
  }

  test('an unknown sample slug ends on /404', async ({ page }) => {
    await page.goto('/justice-watch/no-such-story');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  });
});

test.describe('article pages', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('/article-example renders every part of the article page with its head tags', async ({ page }) => {
    await page.goto('/article-example');
    const story = articleExample;
    await expect(page).toHaveTitle(`${story.title} | ${site.name}`);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
    // Category link: lower-cased category name, spaces to hyphens.
    await expect(page.locator('main article header').getByRole('link', { name: story.category, exact: true })).toHaveAttribute('href', '/local-news');
    await expect(page.getByText(`By ${story.author}`)).toBeVisible();
    await expect(page.locator('article time').first()).toHaveText('November 21, 2026');
    await expect(page.getByRole('img', { name: story.imageAlt })).toBeVisible();
    const paragraphs = story.body.split(/\n\s*\n/).length;
    await expect(page.getByTestId('article-body').locator('p')).toHaveCount(paragraphs);
    for (const tag of story.tags) await expect(page.getByRole('link', { name: tag, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About the Author' })).toBeVisible();
    await expect(page.getByText(story.authorBio)).toBeVisible();
    await expect(page.getByRole('heading', { name: /newsletter/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="related-articles"] article')).toHaveCount(3);
    await expect(page.getByRole('note').filter({ hasText: 'Sample article' })).toBeVisible();

    // Head: description = first 160 characters of the content; NewsArticle JSON-LD.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', firstChars(story.body));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/article-example$/);
    const ld = await jsonLdOfType(page, 'NewsArticle');
    expect(ld.headline).toBe(story.title);
    expect(ld.description).toBe(firstChars(story.body));
    expect((ld.description as string).length).toBeLessThanOrEqual(160);
    expect(ld.datePublished).toBe(new Date(story.date).toISOString());
    expect(ld.url).toMatch(/\/article-example$/);
    // The local-news form of the block: a Michigan story, placed in Michigan.
    expect(ld.contentLocation).toMatchObject({ '@type': 'Place', name: 'Michigan', address: { addressRegion: 'MI', addressCountry: 'US' } });
    expect((ld.image as string[])[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/editorial\/article-example\.svg$/);
  });

  test('a sample article page has its own description and NewsArticle JSON-LD', async ({ page }) => {
    const story = sampleSections[2]!.stories[0]!;
    await page.goto(story.path);
    await expect(page.locator('main article header').getByRole('link', { name: 'Cannabis Corner', exact: true })).toHaveAttribute('href', '/cannabis-corner');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', firstChars(story.body));
    const ld = await jsonLdOfType(page, 'NewsArticle');
    expect(ld.headline).toBe(story.title);
    expect(ld.articleSection).toBe('Cannabis Corner');
    // Related articles come first from the same section and never include the page itself.
    const related = page.locator('section[aria-labelledby="related-articles"] article a');
    await expect(related).toHaveCount(3);
    const hrefs = await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain(story.path);
    expect(hrefs.every((h) => h!.startsWith('/cannabis-corner/'))).toBe(true);
  });

  test('/dunamis-charge-fox2 renders the featured story with images, ad slots, FAQ, links and head tags', async ({ page }) => {
    await page.goto('/dunamis-charge-fox2');
    await expect(page).toHaveTitle(`${featuredStory.title} | ${site.name}`);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuredStory.title);
    await expect(page.getByRole('img', { name: featuredStory.heroImage.alt })).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(2);
    await expect(page.locator('main [data-ad-slot]')).toHaveCount(2);
    for (const section of featuredStory.sections) await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    for (const item of featuredStory.faq) await expect(page.getByRole('heading', { level: 3, name: item.question })).toBeVisible();
    for (const link of featuredStory.related) await expect(page.locator(`main a[href="${link.to}"]`).first()).toBeVisible();
    const back = page.getByRole('link', { name: 'Back to the blog' });
    await expect(back).toHaveCount(2);
    await expect(back.first()).toHaveAttribute('href', '/blog');
    const outside = page.getByRole('link', { name: /Visit FOX 2 Detroit/ });
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', /noopener/);
    // Neutral writing: no quotation attributed to anyone.
    const text = await page.locator('main article').innerText();
    expect(text).not.toMatch(/\b(said|says|told)\b/);

    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', featuredStory.description);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /featured-tv-studio\.svg$/);
    const ld = await jsonLdOfType(page, 'NewsArticle');
    expect(ld.headline).toBe(featuredStory.title);
    const faq = await jsonLdOfType(page, 'FAQPage');
    expect((faq.mainEntity as unknown[]).length).toBe(featuredStory.faq.length);
  });
});

test.describe('/local-events', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('embeds the configured events wall lazily with a plain link, plus the four fixed events', async ({ page }) => {
    await page.goto('/local-events');
    await expect(page).toHaveTitle(`Local Events | ${site.name}`);
    const frame = page.locator('iframe[title="Michigan community events feed"]');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('src', /\/embeds\/events-wall$/);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(page.frameLocator('iframe[title="Michigan community events feed"]').getByRole('heading', { name: 'events-wall' })).toBeVisible();
    const link = page.getByRole('link', { name: 'Open the events feed in a new tab' });
    await expect(link).toHaveAttribute('href', /\/embeds\/events-wall$/);
    await expect(link).toHaveAttribute('target', '_blank');
    // The newsroom's own events: which are upcoming depends on the reader's clock (tests below).
    await expect(page.locator('[data-event-id]')).toHaveCount(fixedEvents.length);
    await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
  });
});

/*
 * The fixed events against the reader's clock (Playwright's page.clock). The
 * build renders them without knowing "now"; after hydration the reader's
 * clock decides what is upcoming and what is past.
 */
const byStart = [...fixedEvents].sort((a, b) => `${a.date}T${a.startTime}`.localeCompare(`${b.date}T${b.startTime}`));
const lastEvent = byStart[byStart.length - 1]!;
const michigan = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

test.describe("events and the reader's clock", () => {
  test.use({ viewport: WIDTHS.desktop });

  test('before the first event: all four upcoming, soonest first, in Michigan time', async ({ page }) => {
    await page.clock.setFixedTime(michigan('2026-11-20', '12:00'));
    await page.goto('/local-events');
    await expect(page.getByRole('heading', { level: 2, name: 'Upcoming community events' })).toBeVisible();
    const items = page.getByTestId('upcoming-events').locator('li');
    await expect(items).toHaveCount(4);
    for (const [index, event] of byStart.entries()) {
      await expect(items.nth(index)).toContainText(event.name);
      await expect(items.nth(index)).toContainText(event.place);
      await expect(items.nth(index).locator('time').first()).toHaveAttribute('datetime', event.date);
    }
    // Calendar days and times as they are in Michigan, not shifted by the reader's time zone.
    await expect(items.first().locator('time').first()).toHaveText('Thursday, December 3, 2026');
    await expect(items.first().locator('time').nth(1)).toHaveText('6–8 p.m.');
    await expect(page.getByText('Past event')).toHaveCount(0);
    await expect(page.getByTestId('past-events')).toHaveCount(0);

    await page.goto('/');
    const teaser = page.locator('section[aria-labelledby="home-events"]');
    await expect(teaser.locator('li')).toHaveCount(4);
    await expect(teaser.locator('li').first()).toContainText(byStart[0]!.name);
  });

  test('a reader in another time zone sees the same Michigan dates and times', async ({ browser, baseURL, proxy }) => {
    const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', baseURL, proxy });
    await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/).*/, (route) => route.abort());
    const page = await context.newPage();
    await page.clock.setFixedTime(michigan('2026-11-20', '12:00'));
    await page.goto('/local-events');
    // 6 p.m. in Detroit is 8 a.m. the next day in Tokyo; the page still says Thursday, 6–8 p.m.
    const first = page.getByTestId('upcoming-events').locator('li').first();
    await expect(first.locator('time').first()).toHaveText('Thursday, December 3, 2026');
    await expect(first.locator('time').nth(1)).toHaveText('6–8 p.m.');
    await context.close();
  });

  test('after the last event: nothing is shown as upcoming; the page labels every event past and home leaves them out; axe finds nothing in the empty teaser, light and dark', async ({ page, consoleEntries }) => {
    await useTheme(page, 'light');
    await page.clock.setFixedTime(michigan(lastEvent.date, lastEvent.endTime).getTime() + 24 * 3600 * 1000);
    await page.goto('/local-events');
    await expect(page.getByTestId('no-upcoming-events')).toHaveText(/No upcoming events are listed right now/);
    await expect(page.getByTestId('upcoming-events')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Past events' })).toBeVisible();
    const past = page.getByTestId('past-events').locator('li');
    await expect(past).toHaveCount(fixedEvents.length);
    for (let i = 0; i < fixedEvents.length; i += 1) await expect(past.nth(i)).toContainText('Past event');
    // Most recent first.
    await expect(past.first()).toContainText(lastEvent.name);

    await page.goto('/');
    const teaser = page.locator('section[aria-labelledby="home-events"]');
    await expect(teaser).toContainText('No upcoming events are listed right now.');
    await expect(teaser.locator('li')).toHaveCount(0);
    for (const event of fixedEvents) await expect(teaser).not.toContainText(event.name);
    await expect(teaser.getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/local-events');
    expect(consoleEntries.filter((e) => e.type === 'error' && /hydrat/i.test(e.text))).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  test('between events: finished ones move to Past events, the rest stay upcoming; axe finds nothing in both lists, light and dark', async ({ page }) => {
    await useTheme(page, 'light');
    // Dec 7, noon in Michigan: the first two are over.
    await page.clock.setFixedTime(michigan('2026-12-07', '12:00'));
    await page.goto('/local-events');
    await expect(page.getByTestId('upcoming-events').locator('li')).toHaveCount(2);
    await expect(page.getByTestId('upcoming-events').locator('li').first()).toContainText(byStart[2]!.name);
    await expect(page.getByTestId('past-events').locator('li')).toHaveCount(2);
    await expect(page.getByTestId('past-events').locator('li').first()).toContainText(byStart[1]!.name);
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.goto('/');
    const teaser = page.locator('section[aria-labelledby="home-events"]');
    await expect(teaser.locator('li')).toHaveCount(2);
    await expect(teaser).not.toContainText(byStart[0]!.name);
  });

  test('an event in progress is still listed, and drops off when the reader\'s clock passes its end', async ({ page }) => {
    const first = byStart[0]!;
    await page.clock.install({ time: michigan(first.date, first.endTime).getTime() - 90_000 });
    await page.goto('/local-events');
    await expect(page.getByTestId('upcoming-events').locator('li').first()).toContainText(first.name);
    // The page re-reads the clock every minute.
    await page.clock.runFor(120_000);
    await expect(page.getByTestId('past-events').locator('li').first()).toContainText(first.name);
    await expect(page.getByTestId('upcoming-events').locator('li')).toHaveCount(3);
  });
});

test.describe('editorial pages on a phone', () => {
  test.use({ viewport: WIDTHS.mobile });
  for (const path of ['/local-events', '/state-news', '/justice-watch', '/cannabis-corner', '/article-example', '/dunamis-charge-fox2', sampleSections[1]!.stories[0]!.path]) {
    test(`${path} fits 375px without horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
