import { readFileSync } from 'node:fs';
import { partnerDocuments } from '../../src/content/partners';
import { site } from '../../src/config/site';
import { axeInBothThemes, expect, test, useTheme, WIDTHS } from './fixtures';

test.describe('/partners', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('shows three documents with titles, descriptions, labels and Open links', async ({ page }) => {
    await page.goto('/partners');
    await expect(page).toHaveTitle(`Partners and Resources | ${site.name}`);
    await expect(page.locator('h1')).toHaveCount(1);
    const cards = page.locator('[data-document-card]');
    await expect(cards).toHaveCount(3);
    for (const [index, doc] of partnerDocuments.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(doc.title);
      await expect(card).toContainText(doc.description);
      await expect(card).toContainText(`Document #${index + 1}`);
      const open = card.getByRole('link', { name: new RegExp(`^Open Document #${index + 1}`) });
      await expect(open).toHaveAttribute('href', doc.url);
      await expect(open).toHaveAttribute('target', '_blank');
      await expect(open).toHaveAttribute('rel', /noopener/);
    }
    // Three feature blurbs.
    await expect(page.getByRole('heading', { name: 'Working with our partners' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="partner-features"] li h3')).toHaveCount(3);
    // A reserved ad slot closes the page, after the partner content.
    const ad = page.getByRole('complementary', { name: 'Advertisement' });
    const features = page.locator('section[aria-labelledby="partner-features"]');
    expect((await ad.boundingBox())!.y).toBeGreaterThan((await features.boundingBox())!.y);
    expect((await ad.locator('[data-ad-slot]').boundingBox())!.height).toBeGreaterThanOrEqual(250);
  });

  test('previews are lazy, titled, sandboxed iframes, and the page holds its shape when they are blocked', async ({ page, blockedRequests }) => {
    await page.goto('/partners');
    const frames = page.locator('[data-document-card] iframe');
    await expect(frames).toHaveCount(3);
    for (const [index, doc] of partnerDocuments.entries()) {
      const frame = frames.nth(index);
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toHaveAttribute('title', `Preview of Document #${index + 1}: ${doc.title}`);
      await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
      await expect(frame).toHaveAttribute('src', doc.previewUrl);
      const box = await frame.boundingBox();
      expect(box!.height).toBeGreaterThan(250);
    }
    // Nothing left the machine: preview requests were blocked by the test harness.
    for (const url of blockedRequests) expect(url).not.toMatch(/^https?:\/\/127\.0\.0\.1/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('cards animate in 200 ms apart when the reader navigates to the page, and not at all under reduced motion', async ({ page }) => {
    // Record every Web Animations call with the card it animates (robust to animations finishing early).
    await page.addInitScript(() => {
      const calls: Array<{ card: string | undefined; delay: unknown }> = [];
      (window as unknown as { __anims: typeof calls }).__anims = calls;
      // Each card's effect asks about reduced motion before it animates (or, under reduced motion, instead).
      const w = window as unknown as { __motionQueries: number };
      w.__motionQueries = 0;
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) => {
        if (query.includes('prefers-reduced-motion')) w.__motionQueries += 1;
        return matchMedia(query);
      };
      const original = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        const card = (this as HTMLElement).dataset.documentCard;
        calls.push({ card, delay: typeof options === 'object' ? options.delay : undefined });
        return original.call(this, keyframes, options);
      };
    });
    // Served with the page, the cards are already visible: they do not blink out and back in.
    await page.goto('/partners');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await expect(page.locator('[data-document-card]')).toHaveCount(3);
    expect(await page.evaluate(() => (window as unknown as { __anims: Array<{ card?: string }> }).__anims.filter((c) => c.card).length)).toBe(0);
    // Reached from another page, they animate in. (The page just left stays, hidden, until the
    // browser is idle, and coming straight back shows it as it was: src/components/layout/page-outlet.tsx.
    // So the way back starts once it is gone.)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.locator('[data-document-card]')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partners' }).first().click();
    await expect(page.locator('[data-document-card]')).toHaveCount(3);
    const read = () => page.evaluate(() => (window as unknown as { __anims: Array<{ card?: string; delay: unknown }> }).__anims.filter((c) => c.card));
    await expect.poll(async () => (await read()).length).toBe(3);
    expect(await read()).toEqual([
      { card: '1', delay: 0 },
      { card: '2', delay: 200 },
      { card: '3', delay: 400 },
    ]);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.evaluate(() => {
      (window as unknown as { __anims: unknown[] }).__anims.length = 0;
      (window as unknown as { __motionQueries: number }).__motionQueries = 0;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.locator('[data-document-card]')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partners' }).first().click();
    await expect(page.locator('[data-document-card]')).toHaveCount(3);
    // The three cards' effects have run: each asked about reduced motion.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __motionQueries: number }).__motionQueries)).toBeGreaterThanOrEqual(3);
    expect(await read()).toEqual([]);
    const running = await page.locator('[data-document-card]').evaluateAll((cards) => cards.map((card) => card.getAnimations().length));
    expect(running).toEqual([0, 0, 0]);
  });

  test('Contact Us mails the editor and Download All Resources downloads the documents list', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', new RegExp(`^mailto:${site.editorEmail}\\?subject=`));
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download All Resources' }).click()]);
    expect(download.suggestedFilename()).toBe('civic-ledger-resources.txt');
    const text = readFileSync((await download.path())!, 'utf8');
    for (const [index, doc] of partnerDocuments.entries()) {
      expect(text).toContain(`Document #${index + 1}: ${doc.title}`);
      expect(text).toContain(doc.url);
    }
    await expect(page.getByText('Resource list downloaded')).toBeVisible();
  });
});

test.describe('/partners on a phone', () => {
  test.use({ viewport: WIDTHS.mobile });
  test('stacks the cards without horizontal scrolling', async ({ page }) => {
    await page.goto('/partners');
    await expect(page.locator('[data-document-card]')).toHaveCount(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('/partners accessibility', () => {
  test('no axe violations in light and dark, with reduced motion', async ({ page }) => {
    await useTheme(page, 'light');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/partners');
    await expect(page.locator('[data-document-card]')).toHaveCount(3);
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
