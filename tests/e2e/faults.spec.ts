import { expect, test } from './fixtures';

/**
 * Fault injection: each failure ends in a readable page, with the header and
 * footer, no uncaught error, and nothing already shown lost. (Feed, storage
 * and poisoned-cache faults are in feeds-resilience.spec.ts; the rebuild that
 * removes an open tab's chunks is in nginx.spec.ts.)
 */

async function expectShell(page: import('@playwright/test').Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

test('a route chunk answering 404 during client navigation: the page reloads once and the reader gets the page', async ({ page, consoleEntries }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // A deploy has removed the FAQ chunk this tab knows about.
  await page.route(/\/assets\/faq-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).first().click();
  await reloaded;
  await expect(page).toHaveURL(/\/faq$/);
  // The served FAQ page is readable even though its script is still missing.
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await expectShell(page);
  expect(consoleEntries.some((e) => /reloading for the new version/.test(e.text))).toBe(true);
  // The served page shows before its scripts are tried (they load after the first paint).
  await expect.poll(() => consoleEntries.some((e) => /kept the served page of \/faq/.test(e.text))).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
});

test('a render error in a route shows the error page inside the layout, with Try again and a way home', async ({ page, consoleEntries }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  let broken = true;
  await page.route(/\/assets\/faq-[\w-]+\.js$/, async (route) => {
    if (!broken) return route.continue();
    await route.fulfill({ contentType: 'text/javascript', body: 'export default function Broken() { throw new Error("fixture render failure"); }' });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeFocused();
  await expectShell(page);
  await expect(page).toHaveTitle(/This page could not be shown \| Michigan Civic Ledger/);
  // Keywords too: exactly one tag (none left behind by the page before), not empty.
  await expect(page.locator('head meta[name="keywords"]')).toHaveCount(1);
  await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', /\S/);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  expect(consoleEntries.some((e) => e.type === 'error' && /route \/faq/.test(e.text))).toBe(true);
  // The rest of the site still works: another page opens normally.
  broken = false;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partners' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partners and Resources' })).toBeVisible();
});

test('the blog service failing during navigation: the blog says so, the layout stays', async ({ page, fixtures }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await fixtures.control({ blog: 'fail' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest Articles' })).toBeVisible();
  // The list's own error view, in place of the posts.
  const error = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Error Loading Blogs' }) });
  await expect(error).toBeVisible({ timeout: 20_000 });
  await expect(error.getByText('Unable to load blog content. Please try again later.')).toBeVisible();
  await expect(error.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  await expectShell(page);
});

test('going offline mid-session: a page whose code cannot be downloaded says so, and the previous page is one Back away', async ({ page, context }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).first().click();
  await expect(page.getByText(/You seem to be offline/)).toBeVisible();
  await expectShell(page);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await context.setOffline(false);
});

test.describe('the root boundary', () => {
  // The app never gets to mark the page ready (html[data-app-ready]): the router itself throws.
  test.use({ waitForApp: false });

  test('an error outside every page (the root boundary) ends in a readable page with the masthead', async ({ page, consoleEntries }) => {
    await page.addInitScript(() => {
      // The router cannot read the history state: BrowserRouter throws while rendering, above every route boundary.
      Object.defineProperty(window.history, 'state', {
        get: () => {
          throw new Error('fixture: history unavailable');
        },
      });
    });
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Michigan Civic Ledger' }).first()).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    expect(consoleEntries.some((e) => e.type === 'error' && /\[error\] site/.test(e.text))).toBe(true);
  });
});
