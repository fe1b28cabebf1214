import { describe, expect, it, vi } from 'vitest';
import { limitMarkdownDepth, MAX_MARKDOWN_DEPTH } from './markdown-depth';

describe('limitMarkdownDepth', () => {
  it('leaves ordinary articles untouched', () => {
    const md = '# Title\n\n> A quote\n> > nested\n\n- item\n    - sub item\n\n    code block';
    expect(limitMarkdownDepth(md)).toBe(md);
  });

  it('flattens quotes nested past the cap and keeps the text', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const out = limitMarkdownDepth(`${'>'.repeat(4000)} deep text`);
    expect(out).toBe(`${'>'.repeat(MAX_MARKDOWN_DEPTH)} deep text`);
    expect(limitMarkdownDepth(`${'> '.repeat(500)}x`)).toBe(`${'> '.repeat(MAX_MARKDOWN_DEPTH)}x`);
    expect(console.warn).toHaveBeenCalled();
  });

  it('caps indentation', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(limitMarkdownDepth(`${' '.repeat(5000)}- item`)).toBe(`${' '.repeat(MAX_MARKDOWN_DEPTH * 4)}- item`);
  });
});
