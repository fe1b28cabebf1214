/** Short stable hash of a string (FNV-1a, 32-bit, base 36): ids and content keys, not security. */
export function hashId(value: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
