import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Home takes over only what the reader reaches: the first screen at load, each part below it
 * (a section, the sidebar, the events teaser, the section list) when it comes near the viewport or
 * the reader points at it. Until then a part is the served HTML, readable, its links working.
 */

const PHONE = { width: 390, height: 844 };

/** Whether React has taken over the element (it keeps its fiber on every node it hydrated). */
function hydrated(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
}

test.describe('home hydrates in the order the reader reaches it', () => {
  test.use({ viewport: PHONE });

  test('the first screen is taken over at load; a section far below stays served until the reader nears it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('featured-article').locator('article')).toBeVisible();
    expect(await hydrated(page, '[data-testid="breaking-banner"]')).toBe(true);
    expect(await hydrated(page, 'section[aria-labelledby="home-top-story"]')).toBe(true);
    // Far below the first screen: still the served HTML, readable, with its view-all link.
    const archives = page.locator('section[data-section="archives"]');
    await expect(archives.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/archives');
    expect(await hydrated(page, 'section[data-section="archives"]')).toBe(false);
    expect(await hydrated(page, 'section[aria-labelledby="home-events"]')).toBe(false);
    // The reader scrolls down to it: it is taken over, and shows the stories of the moment.
    await archives.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page, 'section[data-section="archives"]')).toBe(true);
    await expect(archives.locator('article').first()).toBeVisible();
  });

  test("the events teaser's code comes when the reader nears it, not with the first screen", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/events-teaser-[\w-]+\.js$/.test(request.url())) asked.push(request.url());
    });
    await page.goto('/');
    // At the load event (the parts still served are taken over only 8 s after it, when idle):
    // the first screen's code is in, the teaser's is not, and the teaser is readable as served.
    expect(asked).toEqual([]);
    const teaser = page.locator('section[aria-labelledby="home-events"]');
    await expect(teaser.locator('li')).toHaveCount(4);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    expect(asked).toEqual([]);
    await teaser.scrollIntoViewIfNeeded();
    await expect.poll(() => asked.length).toBe(1);
    await expect.poll(() => hydrated(page, 'section[aria-labelledby="home-events"]')).toBe(true);
    await expect(teaser.locator('li')).toHaveCount(4);
  });

  test('a tap on a link of a section still served opens its page', async ({ page }) => {
    await page.goto('/');
    const link = page.locator('section[data-section="food"]').getByRole('link', { name: /View all/ });
    expect(await hydrated(page, 'section[data-section="food"]')).toBe(false);
    await link.click();
    await expect(page).toHaveURL(/\/food$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('nothing is lost when a part is taken over: the sidebar\'s newsletter form works once reached', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('aside').getByRole('textbox', { name: /email/i });
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(page, 'aside[aria-label="More news and our newsletter"]')).toBe(true);
    await form.fill('reader@example.com');
    await expect(form).toHaveValue('reader@example.com');
  });
});
