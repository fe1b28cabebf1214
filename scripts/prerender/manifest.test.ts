import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';

const publicDir = join(import.meta.dirname, '../../public');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('web app manifest, icons and social card', () => {
  const manifest = JSON.parse(readFileSync(join(publicDir, 'manifest.webmanifest'), 'utf8')) as {
    name: string;
    short_name: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };

  it('names the site as src/config/site.ts does', () => {
    expect(manifest.name).toBe(site.name);
    expect(manifest.short_name).toBe(site.shortName);
    expect(manifest.theme_color).toBe(site.themeColor.light);
  });

  it('lists 192, 512 and maskable icons whose files have those sizes', () => {
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const [width, height] = sizes.split('x').map(Number);
      expect(pngSize(join(publicDir, icon!.src))).toEqual({ width, height });
    }
  });

  it('has the 1200x630 default social card the head tags point to', () => {
    expect(existsSync(join(publicDir, site.defaultImagePath))).toBe(true);
    expect(pngSize(join(publicDir, site.defaultImagePath))).toEqual({ width: 1200, height: 630 });
  });
});
