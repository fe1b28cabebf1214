import { describe, expect, it, vi } from 'vitest';
import { site, staffByline } from '@/config/site';
import { buildFallbackRssXml, buildRssFeed, buildRssXml, feedFileName, rfc822, type RssPost } from './build-rss-xml';

const NOW = new Date('2026-11-22T08:30:00Z');
const OPTIONS = { origin: 'https://civicledger.example', now: NOW };
const POSTS: RssPost[] = [
  { slug: 'budget-hearing', title: 'Budget hearing', description: 'Road money questions', image: 'https://img.example/a.jpg' },
  { slug: 'school-board', title: 'School board', description: 'Millage vote', image: null },
];

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.querySelector('parsererror');
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

const text = (el: Element | null | undefined) => el?.textContent ?? null;

describe('buildRssXml', () => {
  it('writes the channel elements', () => {
    const doc = parse(buildRssXml(POSTS, OPTIONS));
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.querySelector('channel')!;
    const child = (name: string) => [...channel.children].find((c) => c.tagName === name);
    expect(text(child('title'))).toBe(site.name);
    expect(text(child('link'))).toBe('https://civicledger.example/');
    expect(text(child('description'))).toBe(site.description);
    expect(text(child('language'))).toBe('en-US');
    expect(text(child('ttl'))).toBe('60');
    expect(text(child('lastBuildDate'))).toBe('Sun, 22 Nov 2026 08:30:00 GMT');
    const image = child('image')!;
    expect(text(image.querySelector('url'))).toBe(`https://civicledger.example${site.logoPath}`);
    expect(text(image.querySelector('width'))).toBe('144');
    expect(text(image.querySelector('height'))).toBe('144');
    const categories = [...channel.children].filter((c) => c.tagName === 'category').map(text);
    expect(categories).toEqual(['News', 'Politics', 'Community', 'Michigan']);
    const self = [...channel.children].find((c) => c.tagName === 'atom:link')!;
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('href')).toBe('https://civicledger.example/rss.xml');
    expect(self.namespaceURI).toBe('http://www.w3.org/2005/Atom');
  });

  it('writes one item per post with link, permalink guid, pubDate, category and author', () => {
    const doc = parse(buildRssXml(POSTS, OPTIONS));
    const items = [...doc.querySelectorAll('item')];
    expect(items).toHaveLength(2);
    const first = items[0]!;
    const child = (name: string) => [...first.children].find((c) => c.tagName === name);
    expect(text(child('title'))).toBe('Budget hearing');
    expect(text(child('description'))).toBe('Road money questions');
    expect(text(child('link'))).toBe('https://civicledger.example/blog/budget-hearing');
    expect(text(child('guid'))).toBe('https://civicledger.example/blog/budget-hearing');
    expect(child('guid')!.getAttribute('isPermaLink')).toBe('true');
    expect(text(child('pubDate'))).toMatch(/^Sun, 22 Nov 2026 08:30:00 GMT$/);
    expect(text(child('category'))).toBe('Michigan News');
    const creator = child('dc:creator')!;
    expect(text(creator)).toBe(staffByline);
    expect(creator.namespaceURI).toBe('http://purl.org/dc/elements/1.1/');
  });

  it("gives each item its post's own date, newest first; the build time only to a post without one", () => {
    const posts: RssPost[] = [
      { slug: 'older', title: 'Older', description: '', image: null, date: '2026-10-02T14:00:00Z' },
      { slug: 'undated', title: 'Undated', description: '', image: null, date: null },
      { slug: 'newer', title: 'Newer', description: '', image: null, date: '2026-11-18T14:00:00.000Z' },
      { slug: 'garbled', title: 'Garbled', description: '', image: null, date: 'not a date' },
    ];
    const doc = parse(buildRssXml(posts, OPTIONS));
    const items = [...doc.querySelectorAll('item')].map((el) => [el.querySelector('guid')?.textContent?.split('/').pop(), text(el.querySelector('pubDate'))]);
    expect(items).toEqual([
      ['undated', 'Sun, 22 Nov 2026 08:30:00 GMT'],
      ['garbled', 'Sun, 22 Nov 2026 08:30:00 GMT'],
      ['newer', 'Wed, 18 Nov 2026 14:00:00 GMT'],
      ['older', 'Fri, 02 Oct 2026 14:00:00 GMT'],
    ]);
  });

  it('two builds an hour apart: the same pubDate and guid for every dated post, a new lastBuildDate', () => {
    const posts: RssPost[] = POSTS.map((post, i) => ({ ...post, date: `2026-11-1${i}T09:00:00Z` }));
    const read = (now: Date) => {
      const doc = parse(buildRssXml(posts, { ...OPTIONS, now }));
      return {
        built: text(doc.querySelector('channel > lastBuildDate')),
        items: [...doc.querySelectorAll('item')].map((el) => [text(el.querySelector('guid')), text(el.querySelector('pubDate'))]),
      };
    };
    const first = read(NOW);
    const second = read(new Date(NOW.getTime() + 3_600_000));
    expect(second.items).toEqual(first.items);
    expect(second.built).not.toBe(first.built);
  });

  it('adds an image enclosure only when the post has an image', () => {
    const doc = parse(buildRssXml(POSTS, OPTIONS));
    const [withImage, without] = [...doc.querySelectorAll('item')];
    const enclosure = withImage!.querySelector('enclosure')!;
    expect(enclosure.getAttribute('url')).toBe('https://img.example/a.jpg');
    expect(enclosure.getAttribute('type')).toBe('image/jpeg');
    expect(enclosure.getAttribute('length')).toBe('0');
    expect(without!.querySelector('enclosure')).toBeNull();
  });

  it('keeps hostile text well-formed and readable', () => {
    const hostile: RssPost[] = [
      {
        slug: 'a b/c?d',
        title: 'End ]]> of CDATA <script>alert("x")</script> & more',
        description: 'Control\u0000chars\u0007here\u001F & \uFFFE lone \uD800 surrogate, tab\tand newline\n <b>bold</b> \'quotes\'',
        image: 'https://img.example/a.jpg?x=1&y=<2>',
      },
    ];
    const xml = buildRssXml(hostile, OPTIONS);
    expect(xml).not.toContain('<script>');
    const doc = parse(xml);
    const item = doc.querySelector('item')!;
    expect(text(item.querySelector('title'))).toBe('End ]]> of CDATA <script>alert("x")</script> & more');
    expect(text(item.querySelector('description'))).toBe("Controlcharshere &  lone  surrogate, tab\tand newline\n <b>bold</b> 'quotes'");
    expect(text(item.querySelector('link'))).toBe('https://civicledger.example/blog/a%20b%2Fc%3Fd');
    expect(item.querySelector('enclosure')!.getAttribute('url')).toBe('https://img.example/a.jpg?x=1&y=%3C2%3E');
  });

  it('drops an enclosure whose URL is not http(s)', () => {
    const doc = parse(buildRssXml([{ slug: 's', title: 't', description: 'd', image: 'javascript:alert(1)' }], OPTIONS));
    expect(doc.querySelector('enclosure')).toBeNull();
  });

  it('says when the feed is not the production site', () => {
    const doc = parse(buildRssXml([], { ...OPTIONS, notProduction: true }));
    expect(text(doc.querySelector('channel > description'))).toMatch(/Preview build/);
  });

  it('throws on unusable input (the safe wrapper turns that into the fallback)', () => {
    expect(() => buildRssXml('nope' as unknown as RssPost[], OPTIONS)).toThrow();
    expect(() => buildRssXml([{ slug: '', title: 't', description: '', image: null }], OPTIONS)).toThrow();
    expect(() => buildRssXml(POSTS, { ...OPTIONS, origin: 'javascript:x' })).toThrow();
  });
});

describe('fallback feed', () => {
  it('has one welcome item', () => {
    const doc = parse(buildFallbackRssXml(OPTIONS));
    const items = [...doc.querySelectorAll('item')];
    expect(items).toHaveLength(1);
    expect(text(items[0]!.querySelector('title'))).toBe(`Welcome to ${site.name}`);
    expect(text(items[0]!.querySelector('description'))).toBe('Stay tuned for the latest news and articles');
    expect(text(doc.querySelector('channel > ttl'))).toBe('60');
  });

  it('is well-formed even with a bad origin or date', () => {
    parse(buildFallbackRssXml({ origin: 'not a url', now: new Date('nonsense') }));
  });

  it('buildRssFeed returns the feed, or logs once and falls back when loading fails', async () => {
    const ok = await buildRssFeed(async () => POSTS, OPTIONS);
    expect(ok.fallback).toBe(false);
    expect(ok.xml).toContain('Budget hearing');

    const log = vi.fn();
    const failed = await buildRssFeed(async () => Promise.reject(new Error('Failed to fetch blogs: Internal Server Error')), OPTIONS, log);
    expect(failed.fallback).toBe(true);
    expect(failed.xml).toContain(`Welcome to ${site.name}`);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![1]).toBe('Failed to fetch blogs: Internal Server Error');

    const garbage = await buildRssFeed(async () => [null] as unknown as RssPost[], OPTIONS, vi.fn());
    expect(garbage.fallback).toBe(true);
  });

  it('logs to the console by default', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await buildRssFeed(async () => {
      throw new Error('down');
    }, OPTIONS);
    expect(errors).toHaveBeenCalledTimes(1);
  });
});

describe('helpers', () => {
  it('RFC 822 dates have a four-digit year', () => {
    expect(rfc822(new Date('2026-01-05T00:00:00Z'))).toBe('Mon, 05 Jan 2026 00:00:00 GMT');
    expect(() => rfc822(new Date('x'))).toThrow();
  });

  it('names the download after the publication', () => {
    expect(feedFileName()).toBe('michigan-civic-ledger-feed.xml');
  });
});
