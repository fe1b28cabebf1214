/**
 * Regenerates the committed raster images from public/logo.svg and the site
 * config, by rendering HTML in the system Chromium (no downloaded browser):
 *   public/icons/icon-192.png, icon-512.png   (the logo, rounded, transparent corners)
 *   public/icons/icon-maskable-512.png        (full-bleed, logo inside the 80% safe zone)
 *   public/icons/apple-touch-icon.png         (180px, opaque)
 *   public/og-default.png                     (1200x630 social card, site.defaultImagePath)
 *   public/images/lead-placeholder.webp       (960x540, the lead story's placeholder picture while its feed loads)
 * Run after changing the logo, name or tagline:  npx tsx scripts/generate-images.ts
 * The PNGs are committed, so builds and hosts never need a browser.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { site } from '../src/config/site';
import { escapeHtml } from '../src/lib/escape';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/chromium-path.mjs';

const root = resolve(import.meta.dirname, '..');
const publicDir = join(root, 'public');
const logo = readFileSync(join(publicDir, 'logo.svg'), 'utf8');
const logoData = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
const require = createRequire(import.meta.url);
const fontUrl = (file: string) => `data:font/woff2;base64,${readFileSync(file).toString('base64')}`;

const BRAND = '#123a5e';
const ACCENT = '#c8102e';

const fonts = `
@font-face { font-family: 'Serif'; src: url(${fontUrl(require.resolve('@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2'))}) format('woff2'); font-weight: 200 900; }
@font-face { font-family: 'Sans'; src: url(${fontUrl(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'))}) format('woff2'); font-weight: 100 900; }
html, body { margin: 0; padding: 0; }`;

function iconHtml(size: number, { maskable, opaque }: { maskable: boolean; opaque: boolean }): string {
  // Maskable: the platform crops to a circle or squircle, so the glyph sits inside the central 80%.
  const inner = maskable ? Math.round(size * 0.72) : size;
  return `<!doctype html><html><head><style>${fonts}
  body { width: ${size}px; height: ${size}px; display: grid; place-items: center; background: ${maskable || opaque ? BRAND : 'transparent'}; }
  img { width: ${inner}px; height: ${inner}px; display: block; }
  </style></head><body><img src="${logoData}" alt=""></body></html>`;
}

function ogHtml(): string {
  return `<!doctype html><html><head><style>${fonts}
  body { width: 1200px; height: 630px; box-sizing: border-box; padding: 72px 80px; background: ${BRAND}; color: #fff;
         display: flex; flex-direction: column; justify-content: space-between; font-family: 'Sans', sans-serif; }
  .top { display: flex; align-items: center; gap: 28px; }
  .top img { width: 120px; height: 120px; border-radius: 24px; box-shadow: 0 0 0 3px rgba(255,255,255,.25); }
  .name { font-family: 'Serif', serif; font-weight: 700; font-size: 76px; line-height: 1.05; letter-spacing: -0.01em; }
  .tagline { font-size: 40px; line-height: 1.3; color: #d5e6f5; max-width: 980px; }
  .rule { height: 10px; width: 220px; background: ${ACCENT}; border-radius: 5px; }
  .foot { display: flex; justify-content: space-between; align-items: flex-end; font-size: 28px; color: #d5e6f5; }
  </style></head><body>
    <div class="top"><img src="${logoData}" alt=""><div class="name">${escapeHtml(site.name)}</div></div>
    <div class="tagline">${escapeHtml(site.tagline)}</div>
    <div class="foot"><div class="rule"></div><div>${escapeHtml(site.location)}</div></div>
  </body></html>`;
}

/**
 * The picture in the lead story's placeholder (ArticleCardSkeleton) while its feed loads on a page
 * served without stories: the publication's name on its own colour, 16:9 like a story picture. It is
 * the largest thing on the first screen until the story comes, on purpose: what a reader sees first
 * is the masthead's promise of a story, not grey bars (and the page's largest paint is not left to
 * whichever story text happens to be biggest).
 */
function leadPlaceholderHtml(): string {
  return `<!doctype html><html><head><style>${fonts}
  body { width: 960px; height: 540px; box-sizing: border-box; padding: 64px 72px; background: ${BRAND}; color: #fff;
         display: flex; flex-direction: column; justify-content: center; gap: 36px; font-family: 'Sans', sans-serif; }
  .top { display: flex; align-items: center; gap: 24px; }
  .top img { width: 96px; height: 96px; border-radius: 20px; box-shadow: 0 0 0 3px rgba(255,255,255,.25); }
  .name { font-family: 'Serif', serif; font-weight: 700; font-size: 60px; line-height: 1.05; letter-spacing: -0.01em; }
  .line { font-size: 34px; line-height: 1.3; color: #d5e6f5; }
  .rule { height: 8px; width: 180px; background: ${ACCENT}; border-radius: 4px; }
  </style></head><body>
    <div class="top"><img src="${logoData}" alt=""><div class="name">${escapeHtml(site.name)}</div></div>
    <div class="rule"></div>
    <div class="line">Today's top story is on its way</div>
  </body></html>`;
}

async function main() {
  mkdirSync(join(publicDir, 'icons'), { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const shots: Array<{ file: string; width: number; height: number; html: string; transparent: boolean; webp?: boolean }> = [
      { file: 'icons/icon-192.png', width: 192, height: 192, html: iconHtml(192, { maskable: false, opaque: false }), transparent: true },
      { file: 'icons/icon-512.png', width: 512, height: 512, html: iconHtml(512, { maskable: false, opaque: false }), transparent: true },
      { file: 'icons/icon-maskable-512.png', width: 512, height: 512, html: iconHtml(512, { maskable: true, opaque: true }), transparent: false },
      { file: 'icons/apple-touch-icon.png', width: 180, height: 180, html: iconHtml(180, { maskable: true, opaque: true }), transparent: false },
      { file: 'og-default.png', width: 1200, height: 630, html: ogHtml(), transparent: false },
      { file: 'images/lead-placeholder.webp', width: 960, height: 540, html: leadPlaceholderHtml(), transparent: false, webp: true },
    ];
    for (const shot of shots) {
      const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, deviceScaleFactor: 1 });
      await page.setContent(shot.html, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      if (shot.webp) {
        // Flat colours and type: WebP's lossless mode keeps the letters sharp in a few kilobytes.
        const png = await page.screenshot({ omitBackground: shot.transparent });
        await sharp(png).webp({ lossless: true, effort: 6 }).toFile(join(publicDir, shot.file));
      } else {
        await page.screenshot({ path: join(publicDir, shot.file), omitBackground: shot.transparent });
      }
      await page.close();
      console.log(`[images] wrote public/${shot.file} (${shot.width}x${shot.height})`);
    }
  } finally {
    await browser.close();
  }
}

await main();
