import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Reads a fixture feed from tests/fixtures/feeds (unit tests only; vitest runs from the repo root). */
export function fixtureFeed(name: string): string {
  return readFileSync(resolve(process.cwd(), 'tests/fixtures/feeds', name), 'utf8');
}
