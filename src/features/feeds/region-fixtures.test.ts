import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { feedSetBySlug } from '@/config/feed-sets';
import { regionFeedSetSlug, regions, statewideFeeds } from '@/config/regions';
import { fixtureFeed } from './fixture-feeds.test-helper';
import { readFeedArticles } from './parse';

/** Which fixture file the fixture servers answer each feed address with (tests/fixtures/proxy.mjs, feed-upstream.mjs). */
const feedMap = JSON.parse(readFileSync(resolve(process.cwd(), 'tests/fixtures/feeds/map.json'), 'utf8')) as Record<string, string>;

describe("the regions' fixture feeds", () => {
  for (const region of regions) {
    const set = feedSetBySlug(regionFeedSetSlug(region))!;
    for (const feed of [...region.feeds, ...statewideFeeds]) {
      it(`${region.slug}: ${feed.newsroom} has a fixture of sample stories named for the newsroom`, () => {
        const file = feedMap[feed.url];
        expect(file, `tests/fixtures/feeds/map.json has no fixture for ${feed.url}`).toBeDefined();
        const body = fixtureFeed(file!);
        expect(body).toMatch(/sample/i);
        const read = readFeedArticles(body, { feedUrl: feed.url, category: set, newsroom: set.newsrooms?.[feed.url], limit: 40 });
        expect(read.ok, file).toBe(true);
        const articles = read.ok ? read.value : [];
        expect(articles.length, file).toBeGreaterThan(0);
        for (const article of articles) {
          expect(article.source).toBe(feed.newsroom);
          expect(article.category).toBe(region.name);
          expect(article.categorySlug).toBe(`local-news/${region.slug}`);
        }
        // The newsrooms the regions brought have 15-20 dated stories with a picture each; the Local News
        // page's older fixtures keep the counts its browser specs pin.
        if (file!.startsWith('region-') || file!.startsWith('statewide-')) {
          expect(articles.length, file).toBeGreaterThanOrEqual(15);
          expect(articles.length, file).toBeLessThanOrEqual(20);
          for (const article of articles) {
            expect(article.image, `${file}: ${article.title}`).toMatch(/^https:\/\//);
            expect(article.date, `${file}: ${article.title}`).not.toBeNull();
          }
        }
      });
    }
  }
});
