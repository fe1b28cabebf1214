/** Short stable hash of a string (FNV-1a, 32-bit, base 36): ids and content keys, not security. Defined in src/contracts/hash.ts. */
export { hashId } from '@/contracts/hash';
