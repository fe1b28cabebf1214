import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './escape';

describe('escapeHtml', () => {
  it('escapes the characters that end text or a double-quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry\'s&lt;/a&gt;');
  });

  it('escapes an ampersand first, so entities are not double-decoded', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });

  it('leaves replacement patterns alone', () => {
    expect(escapeHtml("$& $' $`")).toBe("$&amp; $' $`");
  });
});

describe('escapeXml', () => {
  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('turns null and undefined into the empty string and stringifies the rest', () => {
    expect(escapeXml(null)).toBe('');
    expect(escapeXml(undefined)).toBe('');
    expect(escapeXml(42)).toBe('42');
  });

  it('drops characters XML 1.0 forbids and keeps tab, newline and astral characters', () => {
    expect(escapeXml('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f\uDC00g')).toBe('abcdefg');
    expect(escapeXml('a\tb\nc\rd 😀')).toBe('a\tb\nc\rd 😀');
  });
});
