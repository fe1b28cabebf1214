import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { limitMarkdownDepth } from './markdown-depth';

/**
 * The parser of a post's body, as the markdown renderer (react-markdown) runs it: markdown with GFM
 * (tables, strikethrough, task lists, footnotes) to an HTML tree, raw HTML kept as `raw` nodes for
 * the renderer to drop. Built once, since setting up GFM's extensions is costly.
 */
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { allowDangerousHtml: true }).freeze();

/** The HTML tree of a post's markdown, its nesting capped first (markdown-depth.ts). */
export function markdownTree(markdown: string) {
  return processor.runSync(processor.parse(limitMarkdownDepth(markdown)));
}

export type MarkdownTree = ReturnType<typeof markdownTree>;

/** A request to the markdown worker, and its answer. */
export interface MarkdownRequest {
  readonly id: number;
  readonly markdown: string;
}
export type MarkdownReply = { readonly id: number; readonly tree: MarkdownTree } | { readonly id: number; readonly error: string };
