import { describe, expect, it } from 'vitest';
import { markdownTree } from './markdown-tree';

type Node = { type: string; tagName?: string; value?: string; children?: Node[] };

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

function tags(markdown: string): string[] {
  const found: string[] = [];
  walk(markdownTree(markdown) as Node, (node) => {
    if (node.type === 'element' && node.tagName) found.push(node.tagName);
  });
  return found;
}

describe('markdownTree', () => {
  it('parses GFM into an HTML tree: tables, strikethrough, task lists, footnotes', () => {
    const found = tags(['| A | B |\n|---|---|\n| 1 | 2 |', '~~gone~~', '- [x] done', 'Claim.[^1]', '[^1]: Note.'].join('\n\n'));
    expect(found).toEqual(expect.arrayContaining(['table', 'th', 'td', 'del', 'input', 'sup', 'section']));
  });

  it('keeps raw HTML as raw nodes, for the renderer to drop', () => {
    const raws: string[] = [];
    walk(markdownTree('<script>alert(1)</script>\n\ntext') as Node, (node) => {
      if (node.type === 'raw' && node.value) raws.push(node.value);
    });
    expect(raws).toEqual(['<script>alert(1)</script>']);
  });

  it('caps nesting before parsing: thousands of nested quotes parse to a shallow tree', () => {
    let depth = 0;
    const measure = (node: Node, level: number) => {
      depth = Math.max(depth, level);
      for (const child of node.children ?? []) measure(child, level + 1);
    };
    measure(markdownTree(`${'> '.repeat(4000)}deep`) as Node, 0);
    expect(depth).toBeLessThan(60);
  });
});
