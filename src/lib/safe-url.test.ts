import { describe, expect, it } from 'vitest';
import { isExternalHref, safeHttpUrl } from './safe-url';

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
