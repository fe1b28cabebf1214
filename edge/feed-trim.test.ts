import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { categoryBySlug } from '../src/config/categories';
import { feedRoutes } from '../src/config/feed-routes';
import { ARTICLES_PER_CATEGORY } from '../src/contracts/limits';
import { readFeedArticles } from '../src/features/feeds/parse';
import { trimFeed } from '../src/features/feeds/trim';
import { heavyFeed, seeded, withPhotos } from '../tests/fixtures/proxy.mjs';
import { publisherFeed } from '../tests/fixtures/publishers.mjs';

/**
 * The feed route's trimmer never changes what a reader sees: for every feed the suites know (the
 * fixtures, the heavy stand-in and the publishers as heavy as the real ones for every catalogued
 * URL, the hostile shapes, and seeded variations of them all), the trimmed feed parses to exactly
 * the articles the untrimmed one gives, and a feed the trimmer cannot read is passed on as it is.
 */
const NOW = Date.UTC(2026, 10, 20, 12);
const category = categoryBySlug('local-news')!;
const feedsDir = join(process.cwd(), 'tests/fixtures/feeds');

function articles(body: string, feedUrl: string) {
  const read = readFeedArticles(body, { feedUrl, category, limit: ARTICLES_PER_CATEGORY });
  return read.ok ? read.value : read.kind;
}

/** Trims, checks the promise, and returns the trim for more checks. */
function checkSame(body: string, feedUrl = 'https://news.example.org/feed/') {
  const trimmed = trimFeed(body, { maxItems: ARTICLES_PER_CATEGORY });
  const served = trimmed.trimmed ? trimmed.body : body;
  expect(articles(served, feedUrl)).toEqual(articles(body, feedUrl));
  return trimmed;
}


/** Changes a feed's items the way publishers differ: CDATA or escaped titles, comments, pictures
 * that are unsafe, relative or only in the summary, titles as summaries, missing titles and dates,
 * single quotes, media groups, thumbnails and enclosures, entities and double escaping. */
const VARIATIONS: ReadonlyArray<readonly [string, (item: string, random: () => number) => string]> = [
  ['title in CDATA', (item) => item.replace(/<title>([^<]*)<\/title>/, '<title><![CDATA[$1]]></title>')],
  ['comment in the item', (item) => item.replace('<title>', '<!-- a comment <title>x</title> --><title>')],
  ['no title', (item) => item.replace(/<title>[^<]*<\/title>/, '<title></title>')],
  ['no date', (item) => item.replace(/<pubDate>[^<]*<\/pubDate>/, '')],
  ['a javascript: picture first', (item) => item.replace('<title>', '<media:content url="javascript:alert(1)" medium="image"/><title>')],
  ['a relative picture', (item) => item.replace(/<media:content[^>]*\/>/, '').replace('<title>', '<media:content url="/wp-content/uploads/p.jpg" medium="image"/><title>')],
  ['a data: picture then a good one', (item) => item.replace('<title>', "<media:thumbnail url='data:image/png;base64,AAAA'/><enclosure url=\"https://cdn.example.org/e.jpg\" type=\"image/jpeg\"/><title>")],
  ['a video first in a media group', (item) => item.replace('<title>', '<media:group><media:content url="https://cdn.example.org/v.mp4" medium="video"/><media:content url="https://cdn.example.org/g.jpg" type="image/jpeg"/></media:group><title>')],
  ['the summary is the title', (item) => {
    const title = /<title>([^<]*)<\/title>/.exec(item)?.[1] ?? '';
    return item.replace(/<description>[\s\S]*?<\/description>/, `<description>${title}</description>`);
  }],
  ['a double-escaped summary', (item) => item.replace(/<description>[\s\S]*?<\/description>/, '<description>&amp;lt;p&amp;gt;Council &amp;lt;b&amp;gt;approves&amp;lt;/b&amp;gt; the plan &amp;amp; more&amp;lt;/p&amp;gt;</description>')],
  ['a summary with markup-like text', (item) => item.replace(/<description>[\s\S]*?<\/description>/, '<description>Use &amp;lt;b&amp;gt; and &amp;amp;amp; in HTML; 3 &lt; 4 &amp; 5 &gt; 2 — “quoted” &#8230;</description>')],
  ['a long summary', (item, random) => item.replace(/<description>[\s\S]*?<\/description>/, `<description><![CDATA[<p>${'word '.repeat(40 + Math.floor(random() * 80))}end</p>]]></description>`)],
  ['a picture in an entity-escaped body', (item) => item.replace('</item>', '<content:encoded>&lt;p&gt;Text&lt;/p&gt;&lt;img src="https://cdn.example.org/a.jpg?x=1&amp;amp;y=2"&gt;</content:encoded></item>')],
  ['an empty-src image before the picture', (item) => item.replace('</item>', '<content:encoded><![CDATA[<img src=""><script><img src="https://x.example/s.jpg"></script><img src="https://cdn.example.org/b.jpg">]]></content:encoded></item>')],
  ['an author as an address', (item) => item.replace('<title>', '<author>editor@example.org (Pat Editor)</author><title>')],
  ['a date in a named zone', (item) => item.replace(/<pubDate>[^<]*<\/pubDate>/, '<pubDate>Thu, 19 Nov 2026 21:05 EST</pubDate>')],
  ['an ISO date with a fraction and an offset', (item) => item.replace(/<pubDate>[^<]*<\/pubDate>/, '<pubDate>2026-11-19T21:05:07.250-05:00</pubDate>')],
  ['an unreadable date', (item) => item.replace(/<pubDate>[^<]*<\/pubDate>/, '<pubDate>last Tuesday</pubDate>')],
  ['two dates', (item) => item.replace(/<pubDate>[^<]*<\/pubDate>/, '<pubDate>Thu, 19 Nov 2026 21:05:00 GMT</pubDate><dc:date>2026-11-18T10:00:00Z</dc:date>')],
  ['unknown elements with items inside', (item) => item.replace('<title>', '<extra:thing><item><title>Nested</title></item></extra:thing><title>')],
];

function vary(body: string, seed: number): string {
  const random = seeded(seed);
  let n = 0;
  return body.replace(/<item>[\s\S]*?<\/item>/g, (item) => {
    n += 1;
    if (random() < 0.4) return item;
    const [, change] = VARIATIONS[(seed + n) % VARIATIONS.length]!;
    return change(item, random);
  });
}

describe('trimFeed keeps what a reader sees', () => {
  it('every fixture feed parses to the same articles (or is passed through)', { timeout: 60_000 }, () => {
    for (const name of readdirSync(feedsDir).filter((f) => f !== 'map.json')) {
      const body = readFileSync(join(feedsDir, name), 'utf8');
      checkSame(body);
      checkSame(withPhotos(body, 'https://news.example.org/feed/'));
    }
  });

  it('the heavy stand-in and the publishers as heavy as the real ones, for every catalogued feed', { timeout: 60_000 }, () => {
    for (const route of feedRoutes()) {
      for (const body of [heavyFeed(route.url, { now: NOW }), publisherFeed(route.url, { now: NOW })]) {
        const trimmed = checkSame(body, route.url);
        expect(trimmed.trimmed).toBe(true);
        if (trimmed.trimmed) {
          expect(trimmed.items).toBeLessThanOrEqual(ARTICLES_PER_CATEGORY);
          // About 0.7 KB a story: title, link, date, author, the excerpt's text and one picture address.
          expect(trimmed.body.length).toBeLessThan(800 * trimmed.items + 1_000);
        }
      }
    }
  });

  it('each kind of publisher, and seeded variations of it, item by item', () => {
    for (const kind of ['wordpress', 'nyt', 'npr', 'atom']) {
      const body = publisherFeed(`https://${kind}.example.org/feed/`, { now: NOW, kind });
      expect(checkSame(body).trimmed).toBe(true);
      // Every variation is one the trimmer reads (and trims), not one it passes through.
      for (let seed = 1; seed <= 40; seed += 1) expect(checkSame(vary(body, seed)).trimmed).toBe(true);
    }
    for (let seed = 1; seed <= 40; seed += 1) checkSame(vary(heavyFeed('https://michiganadvance.com/feed/', { now: NOW }), seed));
  }, 120_000);

  it('keeps the format, the channel and at most 15 newest items, with the picture as an element of its own', () => {
    const body = publisherFeed('https://michiganadvance.com/feed/', { now: NOW, kind: 'wordpress' }) + '';
    const trimmed = trimFeed(body.replace('</channel>', `${body.slice(body.indexOf('<item>'), body.lastIndexOf('</item>') + 7)}</channel>`), { maxItems: 15 });
    expect(trimmed.trimmed).toBe(true);
    if (!trimmed.trimmed) return;
    expect(trimmed.items).toBe(15);
    expect(trimmed.of).toBe(20);
    expect(trimmed.body.startsWith('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"')).toBe(true);
    expect(trimmed.body).toContain('<channel><title>michiganadvance.com</title><link>https://michiganadvance.com/</link><item>');
    expect(trimmed.body).not.toContain('<guid');
    // Dates are written as the short ISO form of the instant the parser reads.
    expect(trimmed.body.match(/<pubDate>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/pubDate>/g)).toHaveLength(15);
    expect(trimmed.body).not.toContain('content:encoded>');
    expect(trimmed.body).not.toContain('<category>');
    expect(trimmed.body.match(/<media:content url="https:\/\/michiganadvance\.com\/photos\/[^"]+"\/>/g)).toHaveLength(15);
    // Only the namespaces the kept elements use are declared.
    for (const unused of ['xmlns:content=', 'xmlns:wfw=', 'xmlns:sy=', 'xmlns:slash=']) expect(trimmed.body).not.toContain(unused);
    for (const used of ['xmlns:dc="http://purl.org/dc/elements/1.1/"', 'xmlns:media="http://search.yahoo.com/mrss/"']) expect(trimmed.body).toContain(used);
    const atom = trimFeed(publisherFeed('https://www.vogue.com/feed/rss', { now: NOW }), { maxItems: 15 });
    expect(atom.trimmed && atom.body.includes('<feed xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US"><title type="text">')).toBe(true);
    expect(atom.trimmed && atom.body.match(/<entry>/g)).toHaveLength(15);
    // An entry's id is read only when no link gives an address; here every entry has one.
    expect(atom.trimmed && atom.body.includes('<id>')).toBe(false);
    const idOnly = trimFeed('<feed xmlns="http://www.w3.org/2005/Atom"><title>T</title><entry><title>One</title><id>https://news.example.org/1</id><link rel="self"/><updated>2026-11-20T10:00:00Z</updated></entry></feed>', { maxItems: 15 });
    expect(idOnly.trimmed && idOnly.body.includes('<id>https://news.example.org/1</id>')).toBe(true);
    // A date the parser cannot read stays as written.
    const undated = trimFeed('<rss version="2.0"><channel><title>T</title><item><title>One</title><link>https://news.example.org/1</link><pubDate>last Tuesday</pubDate></item></channel></rss>', { maxItems: 15 });
    expect(undated.trimmed && undated.body.includes('<pubDate>last Tuesday</pubDate>')).toBe(true);
  });

  it('passes through what it cannot read exactly as the parser does', () => {
    const cases: Array<[string, string]> = [
      ['', 'not an XML document'],
      ['<!doctype html><html><body>Rate limited</body></html>', 'DOCTYPE'],
      ['<html><body>x</body></html>', 'neither RSS nor Atom'],
      ['<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "b">]><rss><channel><item><title>&a;</title></item></channel></rss>', 'entity'],
      ['<rss><channel><item><title>Open</title></channel></rss>', 'stray end tag'],
      ['<rss><channel><item><title>T</title><pubDate><![CDATA[Fri, 20 Nov 2026 10:00:00 GMT]]></pubDate></item></channel></rss>', 'a date with markup'],
      [`<rss><channel>${'<x>'.repeat(100)}${'</x>'.repeat(100)}<item><title>T</title></item></channel></rss>`, 'nesting'],
      [`<rss><channel>${'<item><title>T</title></item>'.repeat(201)}</channel></rss>`, 'more than 200'],
      ['<rss><channel><item><title>a</title></item></channel><channel></channel></rss>', 'more than one channel'],
    ];
    for (const [body, reason] of cases) {
      const trimmed = checkSame(body);
      expect(trimmed.trimmed).toBe(false);
      if (!trimmed.trimmed) expect(trimmed.reason).toContain(reason);
    }
  });

  it('hostile shapes: the same articles', { timeout: 60_000 }, () => {
    const good = (n: number) => Array.from({ length: n }, (_, i) => `<item><title>Good ${i}</title><link>https://good.example.org/${i}</link><pubDate>Fri, 20 Nov 2026 1${i}:00:00 GMT</pubDate></item>`).join('');
    const rss = (inner: string, prolog = '') => `${prolog}<rss version="2.0"><channel><title>Hostile</title><link>https://good.example.org/</link>${inner}</channel></rss>`;
    const bodies = [
      rss(good(3), `<?xml version="1.0"?>${'<!---->'.repeat(40_000)}`),
      rss(`<!--${'<!DOCTYPE'.repeat(20_000)}-->${good(2)}`),
      rss(`<item><title>T</title><description><!--${'<![CDATA['.repeat(20_000)}--></description></item>${good(2)}`),
      rss(`<item><title>T</title><author>a@${'('.repeat(150_000)}</author></item>${good(1)}`),
      rss(`<item><title>Padded</title><pubDate>Fri, 20 Nov 2026${' '.repeat(200_000)}x</pubDate></item>${good(2)}`),
      rss(`<item><title>T</title><description>${'&amp;amp'.repeat(30_000)}${'&lt;a '.repeat(40_000)}</description></item>`),
      rss(`<item><title>T</title><media:content url="${'"'.repeat(1)}${'x'.repeat(100_000)}"/></item>${good(2)}`),
      rss(`<item><title>${'<b>'.repeat(50_000)}</title></item>${good(2)}`),
      rss(`<item><title>T</title><x>${'<b a=1>'.repeat(50_000)}</x></item>${good(2)}'`),
      rss(`<item><title>T</title><description>${'<p>'.repeat(30_000)}</description></item>`),
      rss(`<item><title a="${"'".repeat(50_000)}">T</title></item>`),
      rss(`<item><__proto__>x</__proto__><title>T</title></item>`),
      rss(`<item><title>T</title><media:content ${'a="1" '.repeat(5_000)} url="https://cdn.example.org/x.jpg"/></item>`),
    ];
    for (const body of bodies) checkSame(body);
  });
});
