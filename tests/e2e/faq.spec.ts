import { faqCategories, faqEntries } from '../../src/content/faq';
import { site } from '../../src/config/site';
import { axeInBothThemes, expect, readJsonLd, test, useTheme, WIDTHS } from './fixtures';

const TOTAL = faqEntries.length;
const countIn = (category: string) => faqEntries.filter((e) => e.category === category).length;
const matching = (term: string, category?: string) =>
  faqEntries.filter(
    (e) => (!category || e.category === category) && (e.question.toLowerCase().includes(term.toLowerCase()) || e.answer.toLowerCase().includes(term.toLowerCase())),
  ).length;

test.describe('/faq', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('shows every question with its count, title and one h1', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveTitle(`Frequently Asked Questions | ${site.name}`);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByTestId('faq-count')).toHaveText(`Showing ${TOTAL} of ${TOTAL} questions`);
    await expect(page.locator('[data-faq-item]')).toHaveCount(TOTAL);
    await expect(page.getByRole('button', { name: 'All Questions' })).toHaveAttribute('aria-pressed', 'true');
    // Six category buttons, in the publication's order.
    await expect(page.getByRole('group', { name: 'Filter by category' }).getByRole('button')).toHaveText([
      'All Questions',
      'General News',
      'Michigan Coverage',
      'Community',
      'Subscription',
      'Contact & Support',
    ]);
    for (const c of faqCategories) await expect(page.getByRole('button', { name: c.label, exact: true })).toHaveAttribute('aria-pressed', 'false');
    // Every item carries its category badge.
    await expect(page.locator('[data-faq-item="michigan-1"] button')).toContainText('Michigan Coverage');
    // The statewide coverage answer names all 83 counties.
    await page.locator('[data-faq-item="michigan-1"] button').click();
    await expect(page.locator('#faq-michigan-1-panel')).toContainText('all 83 Michigan counties');
  });

  test('search is a case-insensitive substring match on question or answer and lives in ?q=', async ({ page }) => {
    await page.goto('/faq');
    const box = page.getByPlaceholder('Search frequently asked questions...');
    await box.fill('RSS');
    const n = matching('rss');
    expect(n).toBeGreaterThan(0);
    await expect(page.getByTestId('faq-count')).toHaveText(`Showing ${n} of ${TOTAL} questions for "RSS"`);
    await expect(page.locator('[data-faq-item]')).toHaveCount(n);
    await expect(page).toHaveURL(/\/faq\?q=RSS$/);
    // A phrase that only occurs in an answer.
    await box.fill('keweenaw');
    await expect(page.locator('[data-faq-item]')).toHaveCount(matching('keweenaw'));
  });

  test('a burst of key events 0 ms apart reaches the box intact, and the URL follows', async ({ page }) => {
    await page.goto('/faq');
    const box = page.getByPlaceholder('Search frequently asked questions...');
    // 15 key events with no pause between them: pasting, an IME or a slow phone delivers input like this.
    await box.pressSequentially('michigan county', { delay: 0 });
    await expect(box).toHaveValue('michigan county');
    await expect(page).toHaveURL(/\/faq\?q=michigan\+county$/);
    await expect(page.getByTestId('faq-count')).toHaveText(`Showing ${matching('michigan county')} of ${TOTAL} questions for "michigan county"`);
    await page.reload();
    await expect(box).toHaveValue('michigan county');
  });

  test('category buttons filter, combine with search, and live in ?category=', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Subscription', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Subscription', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('faq-count')).toHaveText(`Showing ${countIn('subscription')} of ${TOTAL} questions in Subscription`);
    await expect(page).toHaveURL(/category=subscription/);

    await page.getByPlaceholder('Search frequently asked questions...').fill('email');
    const both = matching('email', 'subscription');
    expect(both).toBeGreaterThan(0);
    expect(both).toBeLessThan(matching('email'));
    await expect(page.getByTestId('faq-count')).toHaveText(`Showing ${both} of ${TOTAL} questions for "email" in Subscription`);
    await expect(page.locator('[data-faq-item]')).toHaveCount(both);

    await page.getByRole('button', { name: 'All Questions' }).click();
    await expect(page.getByTestId('faq-count')).toHaveText(`Showing ${matching('email')} of ${TOTAL} questions for "email"`);
  });

  test('a shared filtered URL opens the same view', async ({ page }) => {
    await page.goto('/faq?q=hours&category=contact');
    await expect(page.getByPlaceholder('Search frequently asked questions...')).toHaveValue('hours');
    await expect(page.getByRole('button', { name: 'Contact & Support', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('faq-count')).toHaveText(`Showing ${matching('hours', 'contact')} of ${TOTAL} questions for "hours" in Contact & Support`);
    // An unknown category falls back to All.
    await page.goto('/faq?category=nonsense');
    await expect(page.getByTestId('faq-count')).toHaveText(`Showing ${TOTAL} of ${TOTAL} questions`);
  });

  test('empty result shows the message and Clear Filters resets text and category', async ({ page }) => {
    await page.goto('/faq?category=general');
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    await page.getByPlaceholder('Search frequently asked questions...').fill('zzzz no such words');
    await expect(page.getByText('No questions found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or browse different categories.')).toBeVisible();
    await expect(page.getByTestId('faq-count')).toHaveText(`Showing 0 of ${TOTAL} questions for "zzzz no such words" in General News`);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByPlaceholder('Search frequently asked questions...')).toHaveValue('');
    await expect(page.getByPlaceholder('Search frequently asked questions...')).toBeFocused();
    await expect(page.getByRole('button', { name: 'All Questions' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('faq-count')).toHaveText(`Showing ${TOTAL} of ${TOTAL} questions`);
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('accordion keeps one item open at a time and an open item can be closed', async ({ page }) => {
    await page.goto('/faq');
    const first = page.locator('[data-faq-item="general-1"] button');
    const second = page.locator('[data-faq-item="general-2"] button');
    const firstPanel = page.locator('#faq-general-1-panel');
    const secondPanel = page.locator('#faq-general-2-panel');
    await expect(firstPanel).toBeHidden();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toContainText(faqEntries[0]!.answer);
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(secondPanel).toBeVisible();
    await expect(page.locator('button[aria-expanded="true"][data-faq-toggle]')).toHaveCount(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('button[aria-expanded="true"][data-faq-toggle]')).toHaveCount(0);
  });

  test('accordion works from the keyboard', async ({ page }) => {
    await page.goto('/faq?category=contact');
    const first = page.locator('[data-faq-item="contact-1"] button');
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const second = page.locator('[data-faq-item="contact-2"] button');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('End');
    await expect(page.locator(`[data-faq-item="contact-${countIn('contact')}"] button`)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.locator(`[data-faq-item="contact-${countIn('contact')}"] button`)).toBeFocused();
    // Tab from the search box reaches the category buttons.
    await page.getByPlaceholder('Search frequently asked questions...').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'All Questions' })).toBeFocused();
  });

  test('FAQPage JSON-LD lists every entry and parses back', async ({ page }) => {
    await page.goto('/faq?q=rss');
    await expect.poll(async () => (await readJsonLd(page)).some((b) => b['@type'] === 'FAQPage')).toBe(true);
    const blocks = await readJsonLd(page);
    const faq = blocks.find((b) => b['@type'] === 'FAQPage') as { mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { text: string } }> };
    expect(faq).toBeTruthy();
    expect(faq.mainEntity).toHaveLength(TOTAL);
    expect(faq.mainEntity[0]).toEqual({ '@type': 'Question', name: faqEntries[0]!.question, acceptedAnswer: { '@type': 'Answer', text: faqEntries[0]!.answer } });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
  });

  test('Still Have Questions: contact and submit are mailto links, share copies the link with a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      // Force the fallback path: no Web Share API.
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/faq?q=newsletter');
    await expect(page.getByRole('heading', { name: 'Still Have Questions?' })).toBeVisible();
    // The newsroom's answer time and hours.
    const more = page.getByRole('region', { name: 'Still Have Questions?' });
    await expect(more).toContainText('within 24 to 48 hours');
    await expect(more).toContainText('Monday to Friday, 9 AM to 6 PM Eastern');
    await expect(page.getByRole('link', { name: 'Contact Newsroom' })).toHaveAttribute('href', new RegExp(`^mailto:${site.editorEmail}`));
    await expect(page.getByRole('link', { name: 'Submit a Question' })).toHaveAttribute('href', /^mailto:.*subject=FAQ%20question/);
    await page.getByRole('button', { name: 'Share this page' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/faq\?q=newsletter$/);
  });

  test('share uses the Web Share API when the browser has it', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shared: unknown[] }).__shared = [];
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          (window as unknown as { __shared: unknown[] }).__shared.push(data);
        },
      });
    });
    await page.goto('/faq?category=community');
    await page.getByRole('button', { name: 'Share this page' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: Array<{ url: string }> }).__shared.length)).toBe(1);
    const shared = await page.evaluate(() => (window as unknown as { __shared: Array<{ url: string; title: string }> }).__shared[0]!);
    expect(shared.url).toMatch(/\/faq\?category=community$/);
    expect(shared.title).toContain('Frequently Asked Questions');
    await expect(page.getByText('Link copied')).toHaveCount(0);
  });
});

test.describe('/faq newsletter box and ad slot', () => {
  test('beside the questions on wide screens, staying in view; after them on phones', async ({ page }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await page.goto('/faq');
    const questions = page.getByRole('region', { name: 'Questions and answers' });
    const ad = page.getByRole('complementary', { name: 'Advertisement' });
    const newsletter = page.getByRole('region', { name: `Get the ${site.shortName} newsletter` });
    const [q, a, n] = [await questions.boundingBox(), await ad.boundingBox(), await newsletter.boundingBox()];
    expect(a!.x).toBeGreaterThanOrEqual(q!.x + q!.width);
    expect(n!.x).toBe(a!.x);
    expect(n!.y).toBeGreaterThan(a!.y);
    // Far down the long list, both are still on screen.
    await page.locator('[data-faq-item]').nth(60).scrollIntoViewIfNeeded();
    await expect(ad).toBeInViewport();
    await expect(newsletter).toBeInViewport();

    await page.setViewportSize(WIDTHS.mobile);
    const more = page.getByRole('region', { name: 'Still Have Questions?' });
    const [m2, a2, n2] = [await more.boundingBox(), await ad.boundingBox(), await newsletter.boundingBox()];
    expect(a2!.y).toBeGreaterThanOrEqual(m2!.y + m2!.height);
    expect(n2!.y).toBeGreaterThanOrEqual(a2!.y + a2!.height);
  });
});

test.describe('/faq on a phone', () => {
  test.use({ viewport: WIDTHS.mobile });
  test('fits 375px without horizontal scrolling', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByTestId('faq-count')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('/faq accessibility', () => {
  test('no axe violations in light and dark, with an item open and on the empty state', async ({ page }) => {
    await useTheme(page, 'light');
    await page.goto('/faq');
    await page.locator('[data-faq-item="general-1"] button').click();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.goto('/faq?q=zzzz');
    await expect(page.getByText('No questions found')).toBeVisible();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
