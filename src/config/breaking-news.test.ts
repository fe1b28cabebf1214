import { describe, expect, it } from 'vitest';
import { breakingNewsEnded, BREAKING_TEXT_MAX, readBreakingNews } from './breaking-news';
import { BREAKING_DEFAULT_TEXT, site } from './site';

describe('readBreakingNews', () => {
  it('accepts the shipped setting: the default line about live coverage of Michigan government, courts and communities', () => {
    const news = readBreakingNews(site.breakingNews);
    expect(news.text.length).toBeGreaterThan(0);
    expect(BREAKING_DEFAULT_TEXT).toMatch(/Michigan government, the courts and our communities/);
  });

  it('refuses an empty or blank text with a message that names the setting', () => {
    for (const text of ['', '   ', '\n\t']) {
      expect(() => readBreakingNews({ text })).toThrow(/site\.breakingNews in src\/config\/site\.ts: the banner's text is empty/);
    }
    expect(() => readBreakingNews({} as never)).toThrow(/text is empty/);
  });

  it('refuses a text longer than a headline', () => {
    expect(() => readBreakingNews({ text: 'x'.repeat(BREAKING_TEXT_MAX + 1) })).toThrow(/keep it to 200 or fewer/);
  });

  it('collapses white space in the text', () => {
    expect(readBreakingNews({ text: '  Polls   close\nat 8 PM  ' }).text).toBe('Polls close at 8 PM');
  });

  it('takes a site path or an http(s) address as the link, and refuses anything else', () => {
    expect(readBreakingNews({ text: 'a', link: '/politics' }).link).toEqual({ href: '/politics', external: false });
    expect(readBreakingNews({ text: 'a', link: 'https://www.michigan.gov/sos' }).link).toEqual({ href: 'https://www.michigan.gov/sos', external: true });
    expect(readBreakingNews({ text: 'a' }).link).toBeNull();
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,hi', 'politics', 'ftp://x.example/']) {
      expect(() => readBreakingNews({ text: 'a', link }), link).toThrow(/is neither a path on this site/);
    }
  });

  it('takes an end as a date and time with its offset, and refuses an ambiguous one', () => {
    expect(readBreakingNews({ text: 'a', until: '2026-12-01T18:00:00-05:00' }).until).toBe(Date.UTC(2026, 11, 1, 23));
    expect(readBreakingNews({ text: 'a', until: '2026-12-01T23:00Z' }).until).toBe(Date.UTC(2026, 11, 1, 23));
    for (const until of ['2026-12-01', '2026-12-01T18:00:00', 'next Tuesday', '2026-13-45T99:00:00Z']) {
      expect(() => readBreakingNews({ text: 'a', until }), until).toThrow(/is not a date and time with its offset/);
    }
  });
});

describe('breakingNewsEnded', () => {
  const news = readBreakingNews({ text: 'Polls close at 8 PM', until: '2026-11-03T20:00:00-05:00' });
  it('is false before the end and true from it on; a line without an end never ends', () => {
    expect(breakingNewsEnded(news, Date.UTC(2026, 10, 4, 0, 59))).toBe(false);
    expect(breakingNewsEnded(news, Date.UTC(2026, 10, 4, 1, 0))).toBe(true);
    expect(breakingNewsEnded(readBreakingNews({ text: 'a' }), Date.UTC(2099, 0, 1))).toBe(false);
  });
});
