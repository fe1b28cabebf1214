import { describe, expect, it } from 'vitest';
import { categoryBySlug } from '@/config/categories';
import { fixtureArticles } from '../fixture-feeds.test-helper';
import { parseFeed } from './parse-feed';
import { feedToArticles } from './to-article';

const local = categoryBySlug('local-news')!;
const articles = (name: string, feedUrl?: string) => fixtureArticles(name, local, feedUrl);

describe('feedToArticles', () => {
  it('tags each article with the category and the feed name', () => {
    const [first] = articles('nyt-us.xml');
    expect(first).toMatchObject({
      title: 'States Weigh New Rules for Counting Mailed Ballots Before Election Day',
      category: 'Local News',
      categorySlug: 'local-news',
      author: 'Sample Reporter',
      date: '2026-11-20T17:40:03.000Z',
      source: 'Fixture: U.S. section (sample data)',
    });
    expect(first!.id).toMatch(/^local-news-/);
  });

  it('decodes entities and reduces HTML in titles and descriptions to text', () => {
    const [a, b] = articles('entities.xml');
    expect(a!.title).toBe('Governor’s budget ’plan’ & what’s next — "explained"');
    expect(a!.excerpt).toBe('Line one Line two with a link & more.');
    expect(b!.title).toBe('CDATA title with emphasis & an entity');
  });

  it('cuts long excerpts at a word boundary', () => {
    const [, b] = articles('entities.xml');
    expect(b!.excerpt.length).toBeLessThanOrEqual(221);
    expect(b!.excerpt.endsWith('…')).toBe(true);
    expect(b!.excerpt).not.toMatch(/\s…$/);
  });

  it('CDATA descriptions with WordPress markup become text; numeric and named entities decoded', () => {
    const list = articles('michigan-advance.xml');
    expect(list[0]!.excerpt.startsWith('The House and Senate have three session days left this year to agree on a road funding plan…')).toBe(true);
    expect(list[1]!.title).toBe('Detroit’s Bus Riders Get Real-Time Arrival Screens at 40 Stops');
    expect(list[1]!.excerpt).toBe('Riders at the busiest stops can now see when the next bus arrives & how full it is. More stops follow in spring.');
  });

  it('resolves relative links against the feed’s own link', () => {
    const list = articles('michigan-advance.xml');
    expect(list[1]!.link).toBe('https://statehouse.example.org/2026/11/19/bus-screens/');
    const images = articles('images.xml');
    expect(images[3]!.link).toBe('https://images.example.net/blog/posts/4.html');
    expect(images[3]!.image).toBe('https://images.example.net/media/body-relative.png');
  });

  it('picks images in priority order: media:content, media:thumbnail, image enclosure, first <img>', () => {
    const list = articles('images.xml');
    expect(list.map((a) => a.image)).toEqual([
      'https://images.example.net/content.jpg',
      'https://images.example.net/thumb.jpg',
      'https://images.example.net/enclosure.jpg',
      'https://images.example.net/media/body-relative.png',
      'https://images.example.net/group.jpg',
      null,
    ]);
    // content:encoded's first <img> when nothing else exists.
    expect(articles('michigan-advance.xml')[0]!.image).toBe('https://statehouse.example.org/wp-content/uploads/2026/11/capitol-1024x683.jpg');
  });

  it('parses every date form; unparseable or missing dates are null', () => {
    const list = articles('dates.xml');
    const byTitle = Object.fromEntries(list.map((a) => [a.title, a.date]));
    for (const title of ['RFC 822 GMT', 'RFC 822 EST named zone', 'RFC 822 EDT no weekday no seconds', 'RFC 822 numeric offset', 'RFC 822 two-digit year PST', 'dc:date ISO 8601 with offset', 'ISO 8601 UTC with fraction']) {
      expect(byTitle[title], title).toBe('2026-11-20T10:00:00.000Z');
    }
    expect(byTitle['Unparseable date']).toBeNull();
    expect(byTitle['Missing date']).toBeNull();
  });

  it('hostile content: no javascript:/data:/vbscript: URL survives and no markup remains', () => {
    const list = articles('hostile.xml');
    expect(list).toHaveLength(3);
    for (const a of list) {
      expect(a.link === null || /^https?:\/\//.test(a.link)).toBe(true);
      expect(a.image === null || /^https?:\/\//.test(a.image)).toBe(true);
      for (const text of [a.title, a.excerpt, a.author ?? '', a.source ?? '']) {
        expect(text).not.toMatch(/<|onerror|onload|onclick|__pwned/i);
      }
    }
    expect(list[0]!.title).toBe('Script in title');
    expect(list[0]!.link).toBeNull();
    // The javascript: media URL is dropped; the body's relative <img src="x"> resolves to a harmless http(s) URL.
    expect(list[0]!.image).toBe('https://hostile.example.net/x');
    expect(list[1]!.title).toBe('Data link bold');
    expect(list[1]!.link).toBeNull();
    expect(list[1]!.image).toBeNull();
    expect(list[2]!.link).toBeNull();
    expect(list[2]!.image).toBe('https://images.example.net/safe.jpg');
  });

  it('keeps a name from "email (Name)" authors and drops bare addresses', () => {
    const feed = parseFeed(
      '<rss version="2.0"><channel><title>A</title><link>https://a.example/</link><item><title>One</title><link>https://a.example/1</link><author>desk@a.example (Sample Desk)</author></item><item><title>Two</title><link>https://a.example/2</link><author>desk@a.example</author></item></channel></rss>',
    );
    const list = feed.ok ? feedToArticles(feed.value, local, 'https://a.example/feed') : [];
    expect(list.map((a) => a.author)).toEqual(['Sample Desk', null]);
  });

  it('drops items without a title', () => {
    const feed = parseFeed('<rss version="2.0"><channel><title>A</title><item><link>https://a.example/1</link></item><item><title> </title></item><item><title>Kept</title></item></channel></rss>');
    const list = feed.ok ? feedToArticles(feed.value, local, 'https://a.example/feed') : [];
    expect(list.map((a) => a.title)).toEqual(['Kept']);
  });
});
