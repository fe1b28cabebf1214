import { describe, expect, it } from 'vitest';
import { excerpt, highlight } from './highlight';

const marked = (segments: { text: string; match: boolean }[]) => segments.filter((s) => s.match).map((s) => s.text);
const joined = (segments: { text: string }[]) => segments.map((s) => s.text).join('');

describe('highlight', () => {
  it('marks whole matched words, case- and accent-insensitively, keeping the original text', () => {
    const segments = highlight('Lansing: the CAFÉ on Michigan Ave, michigan', new Set(['michigan', 'cafe']));
    expect(joined(segments)).toBe('Lansing: the CAFÉ on Michigan Ave, michigan');
    expect(marked(segments)).toEqual(['CAFÉ', 'Michigan', 'michigan']);
  });

  it('does not mark parts of words', () => {
    expect(marked(highlight('Michiganders in Michigan', new Set(['michigan'])))).toEqual(['Michigan']);
  });

  it('returns HTML in the text as plain text segments', () => {
    const segments = highlight('<b>budget</b> & <script>x</script>', new Set(['budget']));
    expect(joined(segments)).toBe('<b>budget</b> & <script>x</script>');
    expect(marked(segments)).toEqual(['budget']);
    for (const s of segments) expect(typeof s.text).toBe('string');
  });

  it('returns one unmarked segment when nothing matches', () => {
    expect(highlight('Nothing here', new Set(['budget']))).toEqual([{ text: 'Nothing here', match: false }]);
  });
});

describe('excerpt', () => {
  const long = `${'Opening words about the county. '.repeat(12)}The budget vote came late at night. ${'Closing remarks follow. '.repeat(12)}`;

  it('keeps short text whole', () => {
    expect(joined(excerpt('Short text about the budget.', new Set(['budget'])))).toBe('Short text about the budget.');
  });

  it('centres a long text on the first match, cut at word boundaries with ellipses', () => {
    const segments = excerpt(long, new Set(['budget']), 120);
    const text = joined(segments);
    expect(marked(segments)).toEqual(['budget']);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(122);
    expect(text).not.toMatch(/…\S*[a-z]…/); // not a trivial slice
    expect(text.slice(1, -1).trim().split(' ')[0]).toMatch(/^[A-Za-z]/);
  });

  it('starts at the beginning when the match is near the start or absent', () => {
    expect(joined(excerpt(long, new Set(['opening']), 80)).startsWith('Opening')).toBe(true);
    expect(joined(excerpt(long, new Set(['zzz']), 80)).startsWith('Opening')).toBe(true);
  });
});
