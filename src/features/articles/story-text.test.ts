import { describe, expect, it } from 'vitest';
import { categorySlug, descriptionFromContent, splitParagraphs } from './story-text';

describe('categorySlug', () => {
  it('lower-cases the name and turns spaces into hyphens', () => {
    expect(categorySlug('State News')).toBe('state-news');
    expect(categorySlug('Justice Watch')).toBe('justice-watch');
    expect(categorySlug('Cannabis Corner')).toBe('cannabis-corner');
    expect(categorySlug('Local News')).toBe('local-news');
    expect(categorySlug('Politics')).toBe('politics');
  });

  it('collapses repeated or surrounding spaces', () => {
    expect(categorySlug('  Real   Estate ')).toBe('real-estate');
  });

  it('drops characters that cannot live in a path segment', () => {
    expect(categorySlug('Arts & Culture')).toBe('arts-culture');
    expect(categorySlug('Politics/Government')).toBe('politics-government');
    expect(categorySlug('Contact & Support')).toBe('contact-support');
  });
});

describe('splitParagraphs', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(splitParagraphs('One\nstill one.\n\nTwo.\n   \nThree.')).toEqual(['One still one.', 'Two.', 'Three.']);
  });

  it('ignores leading, trailing and repeated blank lines and handles CRLF', () => {
    expect(splitParagraphs('\n\nA.\r\n\r\n\r\n\r\nB.\n\n')).toEqual(['A.', 'B.']);
    expect(splitParagraphs('')).toEqual([]);
  });
});

describe('descriptionFromContent', () => {
  it('is the first 160 characters of the content with whitespace collapsed', () => {
    const body = `${'word '.repeat(60)}\n\nsecond paragraph`;
    const description = descriptionFromContent(body);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(body.replace(/\s+/g, ' ').startsWith(description)).toBe(true);
    expect(description.length).toBeGreaterThanOrEqual(159);
  });

  it('returns short content whole', () => {
    expect(descriptionFromContent('  Short\n\ncontent. ')).toBe('Short content.');
  });
});
