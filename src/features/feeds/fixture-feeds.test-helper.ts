import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CategoryConfig } from '@/config/categories';
import { feedToArticles, parseFeed } from './parse';

/** Reads a fixture feed from tests/fixtures/feeds (unit tests only; vitest runs from the repo root). */
export function fixtureFeed(name: string): string {
  return readFileSync(resolve(process.cwd(), 'tests/fixtures/feeds', name), 'utf8');
}

/** A fixture feed parsed and turned into the `category`'s articles, as the worker does. */
export function fixtureArticles(name: string, category: CategoryConfig, feedUrl = 'https://feeds.example.net/feed.xml') {
  const result = parseFeed(fixtureFeed(name));
  if (!result.ok) throw new Error(result.message);
  return feedToArticles(result.value, category, feedUrl);
}
