import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { markdownUrlTransform, safeMarkdownHref } from './markdown-urls';
import { loadPageParser, PostBody } from './post-body';

const MARKDOWN = [
  '# Heading in the body',
  'Read the [Legislature](https://www.legislature.mi.gov/) and [our FAQ](/faq).',
  '| County | Seat |\n|---|---|\n| Ingham | Mason |',
  '~~withdrawn figure~~',
  '- [x] done task\n- [ ] open task',
  'A claim with a note.[^1]',
  '[^1]: The note text.',
  '<script>window.__pwned = true</script><b onclick="x()">bold html</b>',
  '[bad link](javascript:alert(1)) and [data](data:text/html,hi) and ![pic](javascript:x) ![ok pic](https://img.example/p.jpg)',
].join('\n\n');

// Without workers (as here) the body is parsed on the page, once the parser's chunk is in.
beforeAll(async () => {
  await loadPageParser();
});

describe('PostBody', () => {
  it('renders GFM: table, strikethrough, labelled task checkboxes and footnotes', () => {
    const { container } = render(<PostBody markdown={MARKDOWN} />);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'County' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Mason' })).toBeInTheDocument();
    expect(container.querySelector('del')).toHaveTextContent('withdrawn figure');
    const done = screen.getByRole('checkbox', { name: 'Completed task' });
    const open = screen.getByRole('checkbox', { name: 'Open task' });
    expect(done).toBeChecked();
    expect(open).not.toBeChecked();
    expect(done).toHaveAttribute('aria-disabled', 'true');
    const ref = container.querySelector('a[data-footnote-ref]');
    expect(ref).not.toBeNull();
    expect(ref?.getAttribute('href')).toMatch(/^#/);
    expect(ref).not.toHaveAttribute('target');
    expect(container.querySelector('section[data-footnotes]')).toHaveTextContent('The note text.');
  });

  it('keeps one <h1> per page: a markdown h1 becomes an h2', () => {
    const { container } = render(<PostBody markdown={MARKDOWN} />);
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Heading in the body' })).toBeInTheDocument();
  });

  it('opens links in a new tab with noopener noreferrer', () => {
    render(<PostBody markdown={MARKDOWN} />);
    const link = screen.getByRole('link', { name: /Legislature/ });
    expect(link).toHaveAttribute('href', 'https://www.legislature.mi.gov/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /our FAQ/ })).toHaveAttribute('href', '/faq');
  });

  it('renders no raw HTML and drops unsafe URLs but keeps their text', () => {
    const { container } = render(<PostBody markdown={MARKDOWN} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(screen.getByText('bad link').closest('a')).toBeNull();
    expect(screen.getByText('data').closest('a')).toBeNull();
    expect(container.querySelector('a[href^="javascript"], a[href^="data"], img[src^="javascript"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'ok pic' })).toHaveAttribute('src', 'https://img.example/p.jpg');
  });

  it('URL policy', () => {
    expect(safeMarkdownHref('https://a.example/x')).toBe('https://a.example/x');
    expect(safeMarkdownHref('mailto:newsroom@civicledger.example')).toBe('mailto:newsroom@civicledger.example');
    expect(safeMarkdownHref('#fn-1')).toBe('#fn-1');
    expect(safeMarkdownHref('/blog/x')).toBe('/blog/x');
    expect(safeMarkdownHref('//evil.example')).toBeUndefined();
    expect(safeMarkdownHref('java\nscript:alert(1)')).toBeUndefined();
    expect(safeMarkdownHref('vbscript:x')).toBeUndefined();
    expect(markdownUrlTransform('/local.png', 'src')).toBeUndefined();
    expect(markdownUrlTransform('https://img.example/a.png', 'src')).toBe('https://img.example/a.png');
  });
});

describe('hostile bodies', () => {
  it('renders 4,000 nested quotes without overflowing the stack', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { PostBody } = await import('./post-body');
    render(<PostBody markdown={`${'>'.repeat(4000)} still readable`} />);
    expect(screen.getByText('still readable')).toBeInTheDocument();
  });

  // Each of these overflowed the stack when only ">" was counted: list markers on one line nest too.
  it.each([
    ['quotes and bullets', `${'> - '.repeat(2000)}still readable`],
    ['bullets and quotes', `${'- > '.repeat(2000)}still readable`],
    ['"-" and "+" bullets', `${'- + '.repeat(2000)}still readable`],
    ['"*" bullets', `${'* '.repeat(4000)}still readable`],
    ['"1." numbers', `${'1. '.repeat(4000)}still readable`],
    ['"1)" numbers', `${'1) '.repeat(4000)}still readable`],
    ['markers mixed with indentation', `${'  - \t> 12. '.repeat(1000)}still readable`],
    // The innermost definitions are never referenced, so markdown does not show their text.
    ['nested footnote definitions', `A note.[^n] still readable\n\n${'[^n]: '.repeat(20000)}unreferenced`],
  ])('renders %s nested thousands deep without overflowing the stack', async (_name, markdown) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { PostBody } = await import('./post-body');
    const started = performance.now();
    const { container } = render(<PostBody markdown={markdown} />);
    expect(container.textContent).toContain('still readable');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('nests deeper than'));
    expect(performance.now() - started).toBeLessThan(5000);
  });

  // Inline marks nest too: 5,000 emphases (or strikethroughs, or links) inside one another overflowed the stack.
  it.each([
    ['emphasis', `${'*a '.repeat(5000)}still readable${'*'.repeat(5000)}`],
    ['strong emphasis', `${'**a '.repeat(5000)}still readable${'**'.repeat(5000)}`],
    ['strikethrough', `${'~~a '.repeat(5000)}still readable${'~~'.repeat(5000)}`],
    ['underscores', `${'_a '.repeat(5000)}still readable${'_'.repeat(5000)}`],
  ])('renders %s nested thousands deep as text past the cap', async (_name, markdown) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { PostBody } = await import('./post-body');
    const { container } = render(<PostBody markdown={markdown} />);
    expect(container.textContent).toContain('still readable');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('emphasis and link marks'));
  });
});
