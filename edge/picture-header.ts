/**
 * Width and height from the header of a JPEG, PNG, GIF or WebP picture, without decoding it, so
 * nginx can refuse an oversized picture before its image filter decodes it. The other hosts use
 * the image-size package, which njs cannot run; this is plain loops over a Uint8Array for njs.
 */

function u16be(b: Uint8Array, at: number): number {
  return (b[at]! << 8) | b[at + 1]!;
}
function u16le(b: Uint8Array, at: number): number {
  return b[at]! | (b[at + 1]! << 8);
}
function u24le(b: Uint8Array, at: number): number {
  return b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
}
function u32be(b: Uint8Array, at: number): number {
  return ((b[at]! << 24) >>> 0) + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
}
function ascii(b: Uint8Array, at: number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += String.fromCharCode(b[at + i]!);
  return text;
}

/** { width, height } of the picture in `b`, or null when its header is not one of the four types or is cut short. */
export function pictureSize(b: Uint8Array): { width: number; height: number } | null {
  const n = b.length;
  // PNG: signature, then the IHDR chunk.
  if (n >= 24 && b[0] === 0x89 && ascii(b, 1, 3) === 'PNG' && ascii(b, 12, 4) === 'IHDR') return { width: u32be(b, 16), height: u32be(b, 20) };
  // GIF: logical screen size.
  if (n >= 10 && ascii(b, 0, 4) === 'GIF8') return { width: u16le(b, 6), height: u16le(b, 8) };
  // WebP: lossy (VP8 ), lossless (VP8L) or extended (VP8X).
  if (n >= 30 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP') {
    const chunk = ascii(b, 12, 4);
    if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    if (chunk === 'VP8 ') return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    return null;
  }
  // JPEG: walk the segments to the first start-of-frame marker.
  if (n >= 4 && b[0] === 0xff && b[1] === 0xd8) {
    let at = 2;
    while (at + 9 < n) {
      if (b[at] !== 0xff) return null;
      const marker = b[at + 1]!;
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { width: u16be(b, at + 7), height: u16be(b, at + 5) };
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        at += 2;
        continue;
      }
      at += 2 + u16be(b, at + 2);
    }
  }
  return null;
}
