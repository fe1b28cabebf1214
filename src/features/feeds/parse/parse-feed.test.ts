import { describe, expect, it } from 'vitest';
import { fixtureFeed } from '../fixture-feeds.test-helper';
import { xmlText } from '../read';
import { parseFeed } from './parse-feed';

function parsed(name: string) {
  const result = parseFeed(fixtureFeed(name));
  if (!result.ok) throw new Error(`${name}: ${result.kind} ${result.message}`);
  return result.value;
}

describe('parseFeed: formats', () => {
  it('reads RSS 2.0 with media, dc:creator and atom:link', () => {
    const feed = parsed('nyt-us.xml');
    expect(feed.format).toBe('rss2');
    expect(feed.link).toBe('https://news.example.com/section/us');
    expect(feed.items).toHaveLength(5);
    expect(feed.items[0]).toMatchObject({
      title: 'States Weigh New Rules for Counting Mailed Ballots Before Election Day',
      link: 'https://news.example.com/2026/11/20/us/mailed-ballots-counting.html',
      date: 'Fri, 20 Nov 2026 17:40:03 +0000',
      author: 'Sample Reporter',
      mediaContent: 'https://static.example.com/images/2026/11/20/ballots-superJumbo.jpg',
    });
  });

  it('reads WordPress RSS with CDATA and content:encoded', () => {
    const feed = parsed('michigan-advance.xml');
    expect(feed.items).toHaveLength(3);
    expect(feed.items[0]!.author).toBe('Sample Capitol Reporter');
    expect(feed.items[0]!.summary).toContain('<p>The House and Senate');
    expect(feed.items[0]!.content).toContain('<img width="1024"');
    expect(feed.items[1]!.link).toBe('/2026/11/19/bus-screens/');
  });

  it('reads RSS 0.91 with its Netscape DOCTYPE (no internal subset)', () => {
    const feed = parsed('archives-rss091.xml');
    expect(feed.format).toBe('rss09');
    expect(feed.items.map((i) => i.title)).toEqual(['From the Stacks: Letters About the 1913 Copper Strike', 'How Road Maps Were Made Before Satellites']);
    expect(feed.items[0]!.date).toBeNull();
  });

  it('reads RSS 1.0 / RDF with dc:date and dc:creator', () => {
    const feed = parsed('planet-detroit.xml');
    expect(feed.format).toBe('rss1');
    expect(feed.link).toBe('https://environment.example.org/');
    expect(feed.items).toHaveLength(2);
    expect(feed.items[0]).toMatchObject({ date: '2026-11-20T15:00:00-05:00', author: 'Sample Environment Reporter' });
  });

  it('reads Atom 1.0: alternate link, published, author name, html summary, thumbnail', () => {
    const feed = parsed('bridgedetroit.xml');
    expect(feed.format).toBe('atom');
    expect(feed.link).toBe('https://detroit-community.example.org/');
    expect(feed.items[0]).toMatchObject({
      link: 'https://detroit-community.example.org/2026/11/20/vacant-lots/',
      date: '2026-11-20T11:45:00-05:00',
      author: 'Sample Neighborhoods Reporter',
      mediaThumbnail: 'https://detroit-community.example.org/wp-content/uploads/2026/11/lots-300x200.jpg',
    });
    expect(feed.items[0]!.summary).toBe('<p>Residents on the east side catalogued more than 200 lots &amp; asked the city to lease them for a dollar a year.</p>');
    // No published date: updated is used; a link without rel is the alternate one.
    expect(feed.items[1]).toMatchObject({ date: '2026-11-17T16:20:00Z', link: 'https://detroit-community.example.org/2026/11/17/tax-relief-vote/' });
  });

  it('Atom entry without a link falls back to an http(s) id', () => {
    const result = parseFeed('<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>T</title><id>https://a.example/1</id></entry></feed>');
    expect(result.ok && result.value.items[0]!.link).toBe('https://a.example/1');
  });

  it('a feed with one item gives a list of one', () => {
    const feed = parsed('nyt-business-one-item.xml');
    expect(feed.items).toHaveLength(1);
    expect(feed.items[0]!.mediaThumbnail).toBe('https://static.example.com/images/2026/11/20/credit-union-thumb.jpg');
  });

  it('reads every item of a 40-item feed (up to 200), in document order', () => {
    const feed = parsed('forty-items.xml');
    expect(feed.items).toHaveLength(40);
    expect(feed.items[0]!.title).toBe('Sample county news brief number 1');
    expect(feed.items[39]!.title).toBe('Sample county news brief number 40');
  });

  it('cuts the document after the items it reads, before building objects', () => {
    const result = parseFeed(fixtureFeed('forty-items.xml'), { maxItems: 15 });
    if (!result.ok) throw new Error(result.message);
    expect(result.value.items).toHaveLength(15);
    expect(result.value.items[14]!.title).toBe('Sample county news brief number 15');
  });

  it('keeps a leading byte order mark from stopping the parse', () => {
    const feed = parsed('bom.xml');
    expect(feed.items[0]!.title).toBe('A BOM does not stop parsing');
  });
});

describe('parseFeed: text stays raw for the converter', () => {
  it('decodes XML entities once and keeps CDATA verbatim', () => {
    const feed = parsed('entities.xml');
    expect(feed.items[0]!.title).toContain('Governor’s   budget &rsquo;plan&rsquo; &&nbsp;what’s');
    expect(feed.items[0]!.summary).toBe('<p>Line one</p><p>Line&nbsp;two with <a href="https://x.example">a link</a> &amp; more.</p>');
    expect(feed.items[1]!.title).toBe('CDATA title with <em>emphasis</em> &amp; an entity');
  });

  it('xmlText decodes outside CDATA only', () => {
    expect(xmlText('a &amp; b <![CDATA[&amp; <i>c</i>]]> &#65;&#x42;')).toBe('a & b &amp; <i>c</i> AB');
  });
});

describe('parseFeed: bad and hostile bodies fail without throwing', () => {
  it.each([
    ['entity-bomb.xml', 'parse'],
    ['external-entity.xml', 'parse'],
    ['proto.xml', 'parse'],
    ['html-error-page.html', 'html'],
    ['empty.txt', 'empty'],
    ['not-xml.txt', 'parse'],
  ])('%s → %s', (name, kind) => {
    const started = Date.now();
    const result = parseFeed(fixtureFeed(name));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.kind).toBe(kind);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('whitespace-only bodies are empty; other XML documents are not feeds', () => {
    expect(parseFeed('  \n ')).toMatchObject({ ok: false, kind: 'empty' });
    expect(parseFeed('<note><to>x</to></note>')).toMatchObject({ ok: false, kind: 'parse' });
    expect(parseFeed('<rss version="2.0"></rss>')).toMatchObject({ ok: false, kind: 'parse' });
  });

  it('an HTML page behind an XML declaration or a comment is still HTML', () => {
    expect(parseFeed('<!-- cache miss -->\n<html><body>Error</body></html>')).toMatchObject({ ok: false, kind: 'html' });
  });
});
