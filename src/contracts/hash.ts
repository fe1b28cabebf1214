/**
 * FNV-1a, 32 bits, over a string's UTF-16 code units: short, stable, no dependencies. For ids and
 * content keys, never for security.
 */
const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** The hash in base 36 (story ids, post-body keys). */
export function hashId(text: string): string {
  return fnv1a32(text).toString(36);
}

/** The hash's first 6 hex digits (feed route ids). */
export function shortHexHash(text: string): string {
  return fnv1a32(text).toString(16).padStart(8, '0').slice(0, 6);
}

/**
 * FNV-1a, 32 bits, over bytes, from `basis` (another basis gives an independent second hash): the
 * feed route's ETag (edge/feed-body.ts), never for security.
 */
export function bytesHash(bytes: Uint8Array, basis: number = FNV_OFFSET_BASIS): number {
  let hash = basis;
  for (let i = 0; i < bytes.length; i += 1) hash = Math.imul(hash ^ bytes[i]!, FNV_PRIME);
  return hash >>> 0;
}
