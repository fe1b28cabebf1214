import { privacyPolicy, termsOfService } from '../../src/content/legal';
import { mainNav, footerNav } from '../../src/config/paths';
import { site } from '../../src/config/site';
import { expect, readJsonLd, test, useTheme, WIDTHS } from './fixtures';

test.describe('app shell — desktop 1280px', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('navigation lists every section in order, first nine inline and the rest under More', async ({ page }) => {
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const inline = nav.locator('ul.md\\:flex > li > a');
    await expect(inline).toHaveText(mainNav.slice(0, 9).map((i) => i.label));
    const hrefs = await inline.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(mainNav.slice(0, 9).map((i) => i.to));
    const more = nav.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    const moreLinks = nav.locator('ul[id] a').filter({ visible: false });
    expect(await moreLinks.count()).toBeGreaterThanOrEqual(11);
  });

  test('More opens on hover and closes on leaving', async ({ page }) => {
    await page.goto('/privacy');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const more = nav.getByRole('button', { name: 'More' });
    await more.hover();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${(await more.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`);
    await expect(menu.getByRole('link')).toHaveText(mainNav.slice(9).map((i) => i.label));
    await page.mouse.move(5, 600);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  test('More works from the keyboard: Enter opens, arrows move, Escape closes', async ({ page }) => {
    await page.goto('/privacy');
    const more = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Technology' }).first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Automotive' }).first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  test('the current page is marked with aria-current', async ({ page }) => {
    await page.goto('/faq-does-not-exist');
    await page.goto('/privacy');
    await expect(page.locator('a[aria-current="page"]')).toHaveCount(0);
    await page.goto('/404');
    // Footer links to /privacy are marked when on /privacy.
    await page.goto('/privacy');
    await expect(page.locator('footer a[href="/privacy"]')).toHaveAttribute('href', '/privacy');
  });

  test('search toggle reveals the search box and submits to /search?q=', async ({ page }) => {
    await page.goto('/terms');
    // The served page's controls work once the app has taken it over.
    await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
    const toggle = page.getByRole('button', { name: 'Open search' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
    const box = page.getByPlaceholder('Search articles...');
    await expect(box).toBeFocused();
    await box.fill('lansing budget');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lansing%20budget$|\/404$/);
  });

  test('header shows the date, masthead and tagline', async ({ page }) => {
    await page.goto('/privacy');
    // Today in Michigan (the publication's time zone), filled in once the page has hydrated.
    const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Detroit' }).format(new Date());
    await expect(page.getByRole('banner')).toContainText(today);
    await expect(page.getByRole('banner')).toContainText(site.name);
    await expect(page.getByRole('banner')).toContainText(site.tagline);
    // The publication's logo, in the masthead link home.
    const masthead = page.getByRole('banner').getByRole('link', { name: new RegExp(`^${site.name}`) });
    await expect(masthead).toHaveAttribute('href', '/');
    const logo = masthead.locator('svg[aria-hidden="true"]');
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((svg) => svg.getBoundingClientRect().width)).toBeGreaterThanOrEqual(48);
  });

  test('footer has the section links, contact, RSS and the current year', async ({ page }) => {
    await page.goto('/terms');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('region', { name: site.name })).toContainText(site.about);
    for (const item of footerNav) await expect(footer.locator(`a[href="${item.to}"]`).first()).toBeVisible();
    await expect(footer.locator(`a[href="mailto:${site.editorEmail}"]`)).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(footer).toContainText('Detroit, Michigan');
    const rss = footer.locator('a[href="/rss.xml"]');
    await expect(rss).toHaveAttribute('target', '_blank');
    await expect(rss).toHaveAttribute('rel', /noopener/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
    await expect(footer.locator('a[href="#"]')).toHaveCount(0);
  });

  test('unknown paths are replaced by /404 and the missing path is logged', async ({ page, consoleEntries }) => {
    await page.goto('/privacy');
    await page.goto('/no/such/page?x=1');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.locator('main').getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText("We're sorry, the page you are looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Read State News' })).toHaveAttribute('href', '/state-news');
    expect(consoleEntries.some((e) => e.text.includes('/no/such/page?x=1'))).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    // History was replaced: going back lands on /privacy, not on the missing path.
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  test('head: title pattern, description, canonical, RSS alternate and JSON-LD', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle(`Privacy Policy | ${site.name}`);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /no accounts/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Privacy Policy | ${site.name}`);
    const blocks = await readJsonLd(page);
    const types = blocks.map((b) => b['@type']);
    expect(types).toContain('NewsMediaOrganization');
    expect(types).toContain('WebSite');
    const website = blocks.find((b) => b['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } };
    expect(website.potentialAction.target.urlTemplate).toMatch(/\/search\?q=\{search_term_string\}$/);
  });

  test('privacy and terms show the date of their latest revision', async ({ page }) => {
    for (const [path, doc] of [['/privacy', privacyPolicy], ['/terms', termsOfService]] as const) {
      const revised = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${doc.lastUpdated}T12:00:00Z`));
      await page.goto(path);
      await expect(page.getByText(`Last updated: ${revised}`)).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main')).toHaveCount(1);
    }
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.locator('h1')).toBeVisible();
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });
});

test.describe('app shell — the 768px breakpoint', () => {
  test('below 768px the Categories toggle replaces the inline links; from 768px the links and More are back', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Categories' });
    const more = nav.getByRole('button', { name: 'More' });
    const firstInline = nav.locator('ul.md\\:flex > li > a').first();
    await page.setViewportSize({ width: 767, height: 800 });
    await page.goto('/privacy');
    await expect(toggle).toBeVisible();
    await expect(more).toBeHidden();
    await expect(firstInline).toBeHidden();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(more).toBeVisible();
    await expect(firstInline).toBeVisible();
  });
});

test.describe('app shell — mobile 375px', () => {
  test.use({ viewport: WIDTHS.mobile });

  test('Categories toggle reveals the whole list, scrolls, and closes on choice', async ({ page }) => {
    await page.goto('/privacy');
    const toggle = page.getByRole('button', { name: 'Categories' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'More' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByTestId('mobile-nav-list');
    await expect(list.getByRole('link')).toHaveText(mainNav.map((i) => i.label));
    const box = await list.evaluate((el) => ({ max: getComputedStyle(el).maxHeight, scroll: el.scrollHeight, client: el.clientHeight, overflow: getComputedStyle(el).overflowY }));
    expect(box.max).toBe('384px');
    expect(box.overflow).toBe('auto');
    expect(box.scroll).toBeGreaterThan(box.client);
    await list.getByRole('link', { name: 'Terms' }).or(list.getByRole('link', { name: 'Events' })).first().click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the 404 page fits the phone width without horizontal scrolling', async ({ page }) => {
    await page.goto('/404');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('theme', () => {
  test('dark theme is applied before first paint and remembered', async ({ page }) => {
    await useTheme(page, 'dark');
    // Record the html class at the very first script execution of the document.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __darkAtDcl: boolean }).__darkAtDcl = document.documentElement.classList.contains('dark');
      });
    });
    await page.goto('/privacy');
    expect(await page.evaluate(() => (window as unknown as { __darkAtDcl: boolean }).__darkAtDcl)).toBe(true);
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).not.toBe('rgb(255, 255, 255)');
  });

  test('choosing a theme in the header switches and persists it', async ({ page }) => {
    await page.goto('/terms');
    const select = page.getByLabel('Theme');
    await select.selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByLabel('Theme')).toHaveValue('dark');
    await page.getByLabel('Theme').selectOption('light');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('system theme follows the OS preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
