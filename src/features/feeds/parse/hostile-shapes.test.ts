import { describe, expect, it } from 'vitest';
import { categoryBySlug } from '@/config/categories';
import { htmlToText, parseFeedDate, xmlText } from '../read';
import { parseFeed, readProlog } from './parse-feed';
import { cleanAuthor, feedToArticles } from './to-article';

/**
 * Every hostile shape that used to freeze a tab (exponential or quadratic
 * regexes on untrusted text), run through the real functions, and a feed that
 * carries one must still give its good items. On an idle machine each takes
 * well under 50 ms; the old code took 1.5 s to hours on the same inputs. The
 * ceiling here is generous so a loaded CI machine cannot fail it by noise,
 * while any return of quadratic or exponential time still fails at once.
 */
const BUDGET_MS = 1000;

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

const goodItems = (n: number) =>
  Array.from({ length: n }, (_, i) => `<item><title>Good story ${i + 1}</title><link>https://good.example.org/${i + 1}</link><pubDate>Fri, 20 Nov 2026 ${String(10 + i).padStart(2, '0')}:00:00 GMT</pubDate></item>`).join('');
const rss = (inner: string, prolog = '') => `${prolog}<rss version="2.0"><channel><title>Hostile</title><link>https://good.example.org/</link>${inner}</channel></rss>`;
const category = categoryBySlug('opinion')!;

function articlesOf(body: string) {
  const parsed = parseFeed(body);
  if (!parsed.ok) throw new Error(`${parsed.kind}: ${parsed.message}`);
  return feedToArticles(parsed.value, category, 'https://good.example.org/feed');
}

describe('hostile shapes run in linear time and keep the good items', () => {
  it('40 000 empty comments before the root element (the old HTML check doubled per comment)', () => {
    const body = rss(goodItems(3), `<?xml version="1.0"?>${'<!---->'.repeat(40_000)}`);
    const { value, ms } = timed(() => articlesOf(body));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(value.map((a) => a.title)).toContain('Good story 1');
  });

  it('40 empty comments then an HTML page is still recognised as HTML, at once', () => {
    const { value, ms } = timed(() => parseFeed(`${'<!---->'.repeat(40)}<html><body>Rate limited</body></html>`));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(value.ok ? 'ok' : value.kind).toBe('html');
  });

  it('a comment holding 20 000 "<!DOCTYPE" without ">" or "[" (the DOCTYPE regex was quadratic)', () => {
    const body = rss(`<!--${'<!DOCTYPE'.repeat(20_000)}-->${goodItems(2)}`);
    const { value, ms } = timed(() => articlesOf(body));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(value).toHaveLength(2);
  });

  it('a prolog of 100 000 characters of "<!DOCTYPE" never closed', () => {
    const { value, ms } = timed(() => readProlog(`<!DOCTYPE rss${' x'.repeat(50_000)}`));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(value?.root).toBe('');
  });

  it('20 000 unclosed "<![CDATA[" in a description (the CDATA scan was quadratic)', () => {
    const text = `<!--${'<![CDATA['.repeat(20_000)}-->`;
    const { ms } = timed(() => xmlText(text));
    expect(ms).toBeLessThan(BUDGET_MS);
    const body = rss(`<item><title>Good story with a noisy body</title><link>https://good.example.org/x</link><description>${text}</description></item>${goodItems(1)}`);
    const parsed = timed(() => articlesOf(body));
    expect(parsed.ms).toBeLessThan(BUDGET_MS * 4);
    expect(parsed.value.map((a) => a.title)).toEqual(expect.arrayContaining(['Good story with a noisy body', 'Good story 1']));
  });

  it('an <author> of "a@" and 150 000 "(" (the author regexes were quadratic)', () => {
    const raw = `a@${'('.repeat(150_000)}`;
    const { value, ms } = timed(() => cleanAuthor(raw));
    expect(ms).toBeLessThan(BUDGET_MS);
    expect(value).toBeNull();
    const body = rss(`<item><title>Good story by a hostile author</title><link>https://good.example.org/a</link><author>${raw}</author></item>`);
    const feed = timed(() => articlesOf(body));
    expect(feed.ms).toBeLessThan(BUDGET_MS * 2);
    expect(feed.value[0]!.title).toBe('Good story by a hostile author');
  });

  it('a <pubDate> padded with 200 000 spaces (the RFC 822 regex was quadratic)', () => {
    for (const value of [`Fri, 20 Nov 2026${' '.repeat(200_000)}x`, `Fri,${' '.repeat(200_000)}20 Nov 2026 10:00:00 GMT`, `${'1 '.repeat(100_000)}`]) {
      const { ms } = timed(() => parseFeedDate(value));
      expect(ms).toBeLessThan(BUDGET_MS);
    }
    const body = rss(`<item><title>Good story with a padded date</title><link>https://good.example.org/d</link><pubDate>Fri, 20 Nov 2026${' '.repeat(200_000)}x</pubDate></item>`);
    const feed = timed(() => articlesOf(body));
    expect(feed.ms).toBeLessThan(BUDGET_MS * 2);
    expect(feed.value[0]!.title).toBe('Good story with a padded date');
  });

  it('feed HTML is cut before reading: 240 000 characters of unclosed tags and entity-like runs', () => {
    htmlToText('<p>warm up the tokenizer</p>');
    const { value, ms } = timed(() => htmlToText(`${'&amp'.repeat(30_000)}${'<a '.repeat(40_000)}`));
    expect(ms).toBeLessThan(BUDGET_MS * 2);
    expect(value.length).toBeLessThan(41_000);
  });
});

describe('the newest items win, and double-escaped HTML reads as text', () => {
  it('a feed in shuffled order gives its newest items, newest first', () => {
    const hours = [3, 17, 9, 22, 1, 14, 6, 20, 11, 0, 19, 8, 15, 2, 23, 12, 5, 21, 10, 4];
    const items = hours.map((h) => `<item><title>Story at ${h}h</title><link>https://good.example.org/${h}</link><pubDate>Fri, 20 Nov 2026 ${String(h).padStart(2, '0')}:00:00 GMT</pubDate></item>`).join('');
    const articles = articlesOf(rss(items)).slice(0, 15);
    expect(articles.map((a) => a.title)).toEqual([23, 22, 21, 20, 19, 17, 15, 14, 12, 11, 10, 9, 8, 6, 5].map((h) => `Story at ${h}h`));
  });

  it('"&amp;lt;p&amp;gt;Council &amp;lt;b&amp;gt;approves…" reads as "Council approves…"', () => {
    const body = rss(`<item><title>Council vote</title><link>https://good.example.org/c</link><description>&amp;lt;p&amp;gt;Council &amp;lt;b&amp;gt;approves&amp;lt;/b&amp;gt; the budget &amp;amp;amp; more&amp;lt;/p&amp;gt;</description></item>`);
    expect(articlesOf(body)[0]!.excerpt).toBe('Council approves the budget & more');
    expect(htmlToText('&lt;p&gt;Council &lt;b&gt;approves&lt;/b&gt;&lt;/p&gt;')).toBe('Council approves');
  });
});
