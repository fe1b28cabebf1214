import type { Page } from '@playwright/test';
import { axeViolations, expect, openInApp, test, useTheme, WIDTHS } from './fixtures';
import { everyRoute } from './route-samples';

/**
 * axe (WCAG 2.1 A/AA + best practices) over every route of
 * src/app/route-table.ts, in the light and the dark theme, once the page has
 * loaded its data: one visit per route, checked in light, switched to dark
 * with the header's theme control, checked again. Exceptions are listed below,
 * each with its reason; there are none today.
 */
const EXCEPTIONS: ReadonlyArray<{ readonly path: string | RegExp; readonly exclude: string; readonly reason: string }> = [
  // Third-party frames are not ours to fix and axe cannot reach into cross-origin frames reliably.
  { path: /.*/, exclude: 'iframe[src^="http"]:not([src*="127.0.0.1"])', reason: 'cross-origin third-party embeds (ads, YouTube) are outside our markup' },
];

function excludesFor(path: string): string[] {
  return EXCEPTIONS.filter((e) => (typeof e.path === 'string' ? e.path === path : e.path.test(path))).map((e) => e.exclude);
}

/** Waits until no CSS transition or animation is running (axe reads colours as they are drawn). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

test.describe('accessibility, light and dark theme', () => {
  test.use({ viewport: WIDTHS.desktop });
  for (const { path, clientSide } of everyRoute()) {
    test(`${path} has no axe violations in the light and the dark theme`, async ({ page }) => {
      await useTheme(page, 'light');
      if (clientSide) {
        // The server answers this path with a file; the app's own view appears after in-app navigation.
        await openInApp(page, path);
        await page.waitForLoadState('networkidle');
      } else {
        await page.goto(path, { waitUntil: 'networkidle' });
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      const html = page.locator('html');
      await expect(html).toHaveClass(/^(?!.*\bdark\b).*$/);
      await settled(page);
      expect(await axeViolations(page, { exclude: excludesFor(path) }), 'light theme').toEqual([]);

      // The same visit, switched to dark the way a reader does it: the header's theme control.
      await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark');
      await expect(html).toHaveClass(/\bdark\b/);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await settled(page);
      // Same markup, other colours: the colour rules (the light pass ran every rule on this page).
      expect(await axeViolations(page, { exclude: excludesFor(path), colours: true }), 'dark theme').toEqual([]);
    });
  }
});
