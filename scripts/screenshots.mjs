#!/usr/bin/env node
/**
 * Screenshots of pages at 1280px and 375px, light and dark, for a human to look at.
 *   node scripts/screenshots.mjs --base http://127.0.0.1:4173 --out shots /privacy /404
 * (--out defaults to a folder in the system's temporary directory; the path is printed)
 * Options: --widths 1280,375  --themes light,dark  --full (full page)
 * Requests to anything but loopback are aborted.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium-path.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return fallback;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const base = opt('base', 'http://127.0.0.1:4173');
const out = opt('out', join(tmpdir(), 'civic-ledger-shots'));
const widths = opt('widths', '1280,375').split(',').map(Number);
const themes = opt('themes', 'light,dark').split(',');
const wait = Number(opt('wait', '1500'));
const full = args.includes('--full');
const paths = args.filter((a) => a !== '--full');
if (paths.length === 0) paths.push('/');

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
for (const theme of themes) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: width < 768 ? 800 : 900 }, colorScheme: theme === 'dark' ? 'dark' : 'light' });
    await context.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
    await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/).*/, (route) => route.abort());
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' }).catch(() => {});
      await page.waitForTimeout(wait);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: join(out, name), fullPage: full });
      console.log(join(out, name));
    }
    await context.close();
  }
}
await browser.close();
