import { describe, expect, it } from 'vitest';
import { isHttpProtocol, parseHttpUrl, parseUrl } from '../contracts/url';
import { isExternalHref, isSitePath, safeHttpUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
  ])('keeps %s', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });

  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox', 'mailto:a@b.c', '', '   ', 'not a url', 42, null, undefined])(
    'drops %s',
    (input) => {
      expect(safeHttpUrl(input)).toBeNull();
    },
  );

  it('resolves relative URLs against a base', () => {
    expect(safeHttpUrl('/story/1', 'https://news.example/feed.xml')).toBe('https://news.example/story/1');
    expect(safeHttpUrl('javascript:alert(1)', 'https://news.example/')).toBeNull();
  });
});

describe('isExternalHref', () => {
  it('tells other origins from this one', () => {
    expect(isExternalHref('https://other.example/x', 'https://news.example')).toBe(true);
    expect(isExternalHref('/blog', 'https://news.example')).toBe(false);
  });
});

describe('parseHttpUrl', () => {
  it('keeps http(s) URLs as they are written, without cleaning', () => {
    expect(parseHttpUrl('https://example.com/a')?.href).toBe('https://example.com/a');
    expect(parseHttpUrl('/a', 'http://example.com')?.href).toBe('http://example.com/a');
    expect(parseHttpUrl(' java\tscript:alert(1)')).toBeNull();
  });

  it.each(['mailto:a@b.c', 'javascript:alert(1)', 'ftp://example.com', 'not a url', ''])('drops %s', (input) => {
    expect(parseHttpUrl(input)).toBeNull();
  });
});

describe('parseUrl and isHttpProtocol', () => {
  it('parses any scheme; only http(s) count as web URLs', () => {
    const mail = parseUrl('mailto:a@b.c');
    expect(mail?.protocol).toBe('mailto:');
    expect(isHttpProtocol(mail!)).toBe(false);
    expect(isHttpProtocol(new URL('HTTPS://example.com'))).toBe(true);
    expect(parseUrl('::')).toBeNull();
  });
});

describe('isSitePath', () => {
  it('on-site paths start with exactly one slash', () => {
    expect(isSitePath('/article-example')).toBe(true);
    expect(isSitePath('/blog?page=2#top')).toBe(true);
    for (const bad of ['//x', '/\\x', 'x', '/a\\b', '/a\nb', '', 'https://example.com/']) expect(isSitePath(bad), bad).toBe(false);
  });
});
