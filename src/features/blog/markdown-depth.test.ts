import { describe, expect, it, vi } from 'vitest';
import { limitMarkdownDepth, MAX_INLINE_DELIMITERS, MAX_INLINE_DELIMITERS_TOTAL, MAX_MARKDOWN_DEPTH } from './markdown-depth';

/** Markdown that real articles use, including lines that look like markers but nest only a level or two. */
const ORDINARY = [
  '# Title',
  '',
  'A paragraph with **bold**, *emphasis*, __strong__ and ~~struck~~ text.',
  '* emphasis* at the start of a line is a list item, and stays one.',
  '**Bold at the start of a line** is not a marker.',
  '1984. was a year; 2024) also looks like a list number.',
  '',
  '---',
  '***',
  '* * *',
  '- - -',
  '___',
  '',
  '> A quote',
  '> > nested',
  '> - a list in a quote',
  '>   - a sub item',
  '>     > a quote in the sub item',
  '',
  '- item',
  '  - sub item',
  '    - sub sub item',
  '      1. ordered',
  '         2) other delimiter',
  '+ plus item',
  '\t- tab-indented item',
  '- [ ] open task',
  '- [x] done task',
  '1. one',
  '2. two',
  '   - nested bullet',
  '',
  '    indented code block',
  '```js',
  'const deep = { a: { b: { c: 1 } } };',
  '        deeply indented code',
  '```',
  '',
  '| Fund | Amount |',
  '|---|---|',
  '| Roads | $4M |',
  '',
  'A claim.[^1]',
  '',
  '[^1]: The note text.',
  '    A second paragraph of the note.',
  '',
  // Exactly at the cap: twelve markers and 48 columns of indentation.
  `${'> - '.repeat(MAX_MARKDOWN_DEPTH / 2)}twelve levels`,
  `${' '.repeat(MAX_MARKDOWN_DEPTH * 4)}48 spaces`,
  `${'\t'.repeat(MAX_MARKDOWN_DEPTH)}12 tabs`,
].join('\n');

describe('limitMarkdownDepth', () => {
  it('leaves ordinary articles untouched, with any line endings, and does not warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(limitMarkdownDepth(ORDINARY)).toBe(ORDINARY);
    expect(limitMarkdownDepth(ORDINARY.replaceAll('\n', '\r\n'))).toBe(ORDINARY.replaceAll('\n', '\r\n'));
    expect(limitMarkdownDepth(ORDINARY.replaceAll('\n', '\r'))).toBe(ORDINARY.replaceAll('\n', '\r'));
    const md = '# Title\n\n> A quote\n> > nested\n\n- item\n    - sub item\n\n    code block';
    expect(limitMarkdownDepth(md)).toBe(md);
    expect(limitMarkdownDepth('')).toBe('');
    expect(limitMarkdownDepth('\n\n')).toBe('\n\n');
    expect(warn).not.toHaveBeenCalled();
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
    expect(limitMarkdownDepth(`${' '.repeat(5000)}text`)).toBe(`${' '.repeat(MAX_MARKDOWN_DEPTH * 4)}text`);
    // A tab counts as four columns.
    expect(limitMarkdownDepth(`${'\t'.repeat(500)}text`)).toBe(`${'\t'.repeat(MAX_MARKDOWN_DEPTH)}text`);
  });

  // Every list marker on a line opens one more level, exactly like a ">".
  it.each([
    ['quote and bullet', '> - ', 2000, '> - '.repeat(MAX_MARKDOWN_DEPTH / 2)],
    ['bullet and quote', '- > ', 2000, '- > '.repeat(MAX_MARKDOWN_DEPTH / 2)],
    ['"-" and "+" bullets', '- + ', 2000, '- + '.repeat(MAX_MARKDOWN_DEPTH / 2)],
    ['"*" bullets', '* ', 4000, '* '.repeat(MAX_MARKDOWN_DEPTH)],
    ['"1." numbers', '1. ', 4000, '1. '.repeat(MAX_MARKDOWN_DEPTH)],
    ['"1)" numbers', '1) ', 4000, '1) '.repeat(MAX_MARKDOWN_DEPTH)],
    ['nine-digit numbers', '123456789. ', 500, '123456789. '.repeat(MAX_MARKDOWN_DEPTH)],
    ['tab-separated markers', '-\t>\t1.\t', 2000, '-\t>\t1.\t'.repeat(MAX_MARKDOWN_DEPTH / 3)],
    ['footnote definitions', '[^n]: ', 20000, '[^n]: '.repeat(MAX_MARKDOWN_DEPTH)],
  ])('drops %s past the cap on one line and keeps the text', (_name, unit, count, kept) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(limitMarkdownDepth(`${unit.repeat(count)}still here`)).toBe(`${kept}still here`);
    expect(limitMarkdownDepth(`intro\n${unit.repeat(count)}`)).toBe(`intro\n${kept}`);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('caps markers mixed with indentation: at most twelve markers and 48 columns of whitespace are kept', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const unit of ['  - \t> 12. ', '   >    *  ', '    + ', ' >   1)  - ']) {
      const out = limitMarkdownDepth(`${unit.repeat(2000)}the text`);
      expect(out.endsWith('the text')).toBe(true);
      expect(out.length).toBeLessThan(200);
      // What is left is within both caps: a second pass changes nothing.
      expect(limitMarkdownDepth(out)).toBe(out);
    }
    // Deeper and deeper indentation over many lines stops at 48 columns.
    const lines = Array.from({ length: 500 }, (_, k) => `${' '.repeat(2 * k)}- level ${k}`);
    const out = limitMarkdownDepth(lines.join('\n')).split('\n');
    expect(out[10]).toBe(lines[10]);
    expect(out[499]).toBe(`${' '.repeat(MAX_MARKDOWN_DEPTH * 4)}- level 499`);
  });

  it('treats a lone carriage return as a line ending, as markdown does', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(limitMarkdownDepth(`short\r${'> '.repeat(3000)}x\r\nnext`)).toBe(`short\r${'> '.repeat(MAX_MARKDOWN_DEPTH)}x\r\nnext`);
  });

  it('stays linear on hostile input', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const size = 200_000;
    const hostile = [
      '- '.repeat(size / 2),
      '1'.repeat(size),
      `${'1'.repeat(9)}.`.repeat(size / 10),
      '[^'.repeat(size / 2),
      `[^${'a'.repeat(size)}`,
      `[^${'\\'.repeat(size)}`,
      ' '.repeat(size),
      '\t'.repeat(size),
      '>\n'.repeat(size / 2),
      '\r'.repeat(size),
    ];
    const started = performance.now();
    for (const md of hostile) limitMarkdownDepth(md);
    // Each is 200 000 characters; a quadratic scan would take minutes.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

/** Inline marks read as markup: the ones not escaped with a backslash, outside fenced code. */
function unescapedMarks(markdown: string): number {
  let count = 0;
  for (let i = 0; i < markdown.length; i += 1) {
    if (markdown[i] === '\\') i += 1;
    else if ('*_~[]'.includes(markdown[i]!)) count += 1;
  }
  return count;
}

describe('limitMarkdownDepth: inline marks', () => {
  it('escapes emphasis, strikethrough and link marks past the cap in a paragraph, keeping every character', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const hostile = `${'*a '.repeat(5000)}x${'*'.repeat(5000)}`;
    const capped = limitMarkdownDepth(hostile);
    expect(unescapedMarks(capped)).toBe(MAX_INLINE_DELIMITERS);
    expect(capped.replaceAll('\\', '')).toBe(hostile);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('emphasis and link marks'));
  });

  it('counts each paragraph on its own, and the whole body up to its own cap', () => {
    const paragraph = '[a](u) *b* '.repeat(MAX_INLINE_DELIMITERS / 4); // four marks each
    const within = Array.from({ length: MAX_INLINE_DELIMITERS_TOTAL / MAX_INLINE_DELIMITERS }, () => paragraph).join('\n\n');
    expect(limitMarkdownDepth(within)).toBe(within);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const over = `${within}\n\n${paragraph}`;
    const capped = limitMarkdownDepth(over);
    expect(unescapedMarks(capped)).toBe(MAX_INLINE_DELIMITERS_TOTAL);
    expect(capped.startsWith(within)).toBe(true);
  });

  it('leaves fenced code alone, however many marks it holds', () => {
    const code = ['```c', '**p = *q; a[i][j] = b_c[k] ~ 1;'.repeat(50), '```', '', 'After the code.'].join('\n');
    expect(limitMarkdownDepth(code)).toBe(code);
  });
});
