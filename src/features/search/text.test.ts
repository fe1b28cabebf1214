import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, MAX_QUERY_TERMS, normalizeTerm, parseQuery, splitWords, tokenize } from './text';

describe('search text helpers', () => {
  it('normalises case and accents', () => {
    expect(normalizeTerm('Café')).toBe('cafe');
    expect(normalizeTerm('MICHIGAN')).toBe('michigan');
  });

  it('tokenises on anything that is not a letter or digit', () => {
    expect(tokenize("Michigan's 2026 budget—road/school aid")).toEqual(['Michigan', 's', '2026', 'budget', 'road', 'school', 'aid']);
    expect(tokenize('<script>alert(1)</script>')).toEqual(['script', 'alert', '1', 'script']);
  });

  it('splits text into runs that cover every character', () => {
    const text = '  Hello, <b>world</b>!  ';
    const parts = splitWords(text);
    expect(parts.map((p) => p.text).join('')).toBe(text);
    expect(parts.filter((p) => p.word).map((p) => p.text)).toEqual(['Hello', 'b', 'world', 'b']);
  });

  it('parses a query into de-duplicated normalised terms', () => {
    expect(parseQuery('  Lansing   lansing BUDGET ')).toEqual({ text: 'Lansing lansing BUDGET', terms: ['lansing', 'budget'], truncated: false });
  });

  it('treats regex characters and HTML as plain text', () => {
    expect(parseQuery('(.*)+[a-z]{2}$^\\').terms).toEqual(['a', 'z', '2']);
    expect(parseQuery('.*?').terms).toEqual([]);
    expect(parseQuery('<img src=x onerror=alert(1)>').terms).toEqual(['img', 'src', 'x', 'onerror', 'alert', '1']);
  });

  it('cuts very long input and caps the number of terms', () => {
    const long = 'budget '.repeat(1000);
    const parsed = parseQuery(long);
    expect(parsed.text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(parsed.truncated).toBe(true);
    expect(parsed.terms).toEqual(['budget']);
    const many = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    expect(parseQuery(many).terms).toHaveLength(MAX_QUERY_TERMS);
    expect(parseQuery(many).truncated).toBe(true);
  });
});
