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
import { cliOptions } from './lib/args.mjs';

const { values: options, positionals } = cliOptions({
  usage: 'node scripts/screenshots.mjs [options] [path ...]',
  about: 'Screenshots of pages (default /) at each width and theme, for a human to look at.',
  positionals: true,
  options: {
    base: { type: 'string', value: 'origin', default: 'http://127.0.0.1:4173', help: 'the running site' },
    out: { type: 'string', value: 'dir', default: join(tmpdir(), 'civic-ledger-shots'), help: 'where the PNGs go' },
    widths: { type: 'list', value: '1280,375', default: ['1280', '375'], help: 'viewport widths' },
    themes: { type: 'list', value: 'light,dark', default: ['light', 'dark'], help: 'colour themes' },
    wait: { type: 'number', default: 1500, help: 'ms to wait after the network is idle' },
    full: { type: 'boolean', help: 'the full page, not only the viewport' },
  },
});
const { base, out, themes, wait, full } = options;
const widths = options.widths.map(Number);
const paths = positionals.length > 0 ? positionals : ['/'];

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
