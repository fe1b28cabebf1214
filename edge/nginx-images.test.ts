import { imageSize } from 'image-size';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pictureSize } from './picture-header';
import { pixelBomb } from '../tests/fixtures/hostile-answers.mjs';

/**
 * nginx's njs handler reads a picture's size with edge/picture-header.ts (njs cannot run the
 * image-size package the Worker and the Netlify function use): it must read the same sizes.
 */
describe('the picture header reader of nginx\'s image route', () => {
  const base = () => sharp({ create: { width: 37, height: 23, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } });
  const pictures: Record<string, () => Promise<Buffer>> = {
    'baseline JPEG': () => base().jpeg().toBuffer(),
    'progressive JPEG': () => base().jpeg({ progressive: true }).toBuffer(),
    'JPEG with EXIF': () => base().withMetadata({ exif: { IFD0: { Copyright: 'x'.repeat(500) } } }).jpeg().toBuffer(),
    PNG: () => base().png().toBuffer(),
    GIF: () => base().gif().toBuffer(),
    'lossy WebP': () => base().removeAlpha().webp().toBuffer(),
    'lossy WebP with alpha (VP8X)': () => base().webp().toBuffer(),
    'lossless WebP': () => base().webp({ lossless: true }).toBuffer(),
  };

  for (const [name, make] of Object.entries(pictures)) {
    it(`reads a ${name} as image-size does`, async () => {
      const bytes = new Uint8Array(await make());
      const expected = imageSize(bytes);
      expect(pictureSize(bytes)).toEqual({ width: expected.width, height: expected.height });
      expect(pictureSize(bytes)).toEqual({ width: 37, height: 23 });
    });
  }

  it('reads the pixel bomb\'s 12,000 × 12,000 from its first bytes', () => {
    const bomb = new Uint8Array(pixelBomb());
    expect(pictureSize(bomb.subarray(0, 64))).toEqual({ width: 12_000, height: 12_000 });
    expect(imageSize(bomb)).toMatchObject({ width: 12_000, height: 12_000 });
  });

  it('reads nothing from what is not one of the four types, or is cut short', async () => {
    const jpeg = new Uint8Array(await pictures['baseline JPEG']!());
    for (const bytes of [new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), new TextEncoder().encode('<!doctype html>'), jpeg.subarray(0, 20), new Uint8Array()]) {
      expect(pictureSize(bytes)).toBeNull();
    }
  });
});
