import { describe, expect, it } from 'vitest';
import { collapseSpaces, collapseWhitespace, htmlToText, readHtml, truncateAtWord } from './html-text';

describe('htmlToText', () => {
  it('decodes numeric and named entities, including &rsquo; and &nbsp;', () => {
    expect(htmlToText('Governor&#8217;s &rsquo;plan&rsquo; &amp;&nbsp;what&#x2019;s next &mdash; &quot;x&quot;')).toBe('Governor’s ’plan’ & what’s next — "x"');
  });

  it('reduces HTML to text with spaces between blocks and collapsed whitespace', () => {
    expect(htmlToText('<p>Line one</p><p>Line   two<br>three</p>\n\n<ul><li>a</li><li>b</li></ul>')).toBe('Line one Line two three a b');
  });

  it('drops scripts, styles and their contents; keeps nothing executable', () => {
    expect(htmlToText('Hi<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)> there')).toBe('Hi there');
  });

  it('returns the image sources in order without loading them', () => {
    expect(readHtml('<p>x</p><img src="/a.png"><img alt=""><img src="/b.png">').images).toEqual(['/a.png', '/b.png']);
    expect(readHtml('plain').images).toEqual([]);
  });

  it('plain text passes through', () => {
    expect(htmlToText('  Just   text ')).toBe('Just text');
    expect(htmlToText(null)).toBe('');
  });
});

describe('truncateAtWord', () => {
  it('cuts at a word boundary and adds an ellipsis', () => {
    expect(truncateAtWord('The quick brown fox jumps over the lazy dog', 20)).toBe('The quick brown fox…');
    expect(truncateAtWord('Short', 20)).toBe('Short');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(truncateAtWord('One, two, three, four, five', 15)).toBe('One, two, three…');
  });
});

describe('collapseWhitespace and collapseSpaces (no regex: nginx njs runs them)', () => {
  const pieces = ['a', 'é', ' ', '  ', '\t', '\n', '\u00a0', '\u200b', '\ufeff', '\u2003', '\u3000', '\u2028', 'x y', '’', '😀', '\u0000', '\u007f'];
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % pieces.length;
  it('give what the regular expressions give, on random mixes of spaces and text', () => {
    for (let n = 0; n < 2000; n += 1) {
      let value = '';
      for (let i = n % 13; i > 0; i -= 1) value += pieces[next()];
      expect(collapseWhitespace(value), JSON.stringify(value)).toBe(value.replace(/[\s\u00a0\u200b\ufeff]+/g, ' ').trim());
      expect(collapseSpaces(value), JSON.stringify(value)).toBe(value.replace(/\s+/g, ' ').trim());
    }
  });
});
