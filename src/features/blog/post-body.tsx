import { startTransition, use, useEffect, useMemo, useState, type ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { pageMarkdownClient } from './markdown-client';
import type { MarkdownTree } from './markdown-tree';
import { markdownUrlTransform } from './markdown-urls';
import { POST_BODY_CLASS, TextLines } from './post-body-frame';
import { POST_BODY_KEY_ATTRIBUTE, postBodyKey } from './served-post-body';

/** Starts the markdown worker ahead of the first body, so its script is in by the time a body is asked for. */
export function startMarkdownWorker(): void {
  pageMarkdownClient().start();
}

type Props<T extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & { node?: unknown };

const components: Components = {
  // The page's title is the only <h1>; a markdown "# Heading" becomes a section heading.
  h1: ({ node: _node, ...props }: Props<'h1'>) => <h2 {...props} />,
  a: ({ node: _node, href, children, ...props }: Props<'a'>) => {
    // Unsafe URLs were removed by urlTransform: keep the text, drop the link.
    if (!href) return <span>{children}</span>;
    if (href.startsWith('#')) {
      return (
        <a href={href} {...props}>
          {children}
        </a>
      );
    }
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  },
  img: ({ node: _node, src, alt, title }: Props<'img'>) =>
    typeof src === 'string' && src ? (
      <img src={src} alt={alt ?? ''} title={title} loading="lazy" decoding="async" referrerPolicy="no-referrer" className="h-auto max-w-full rounded" />
    ) : alt ? (
      <span>[{alt}]</span>
    ) : null,
  // GFM task-list checkboxes get a label (react-markdown renders them unlabelled).
  input: ({ node: _node, type, checked }: Props<'input'>) =>
    type === 'checkbox' ? (
      // Not `disabled` (browsers grey it out): read-only through aria-disabled, out of the tab order, clicks ignored.
      <input
        type="checkbox"
        checked={Boolean(checked)}
        onChange={() => {}}
        onClick={(event) => event.preventDefault()}
        aria-disabled="true"
        tabIndex={-1}
        aria-label={checked ? 'Completed task' : 'Open task'}
        className="mr-2 h-4 w-4 cursor-default align-middle accent-brand-700 dark:accent-brand-100"
      />
    ) : null,
  table: ({ node: _node, ...props }: Props<'table'>) => (
    <div role="region" aria-label="Table" tabIndex={0} className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
};

/**
 * A rehype plugin that hands the renderer an already-parsed tree (the renderer itself parses an
 * empty string), so raw HTML, URLs and components are handled exactly as for markdown it parses.
 * A copy, as the renderer changes the tree it renders.
 */
function parsedTree(tree: MarkdownTree) {
  return () => structuredClone(tree);
}

type PageParser = typeof import('./markdown-tree');
let pageParserLoad: Promise<PageParser> | null = null;
let pageParser: PageParser | null = null;

/**
 * The parser for bodies parsed on the page (no worker, or it failed), in a chunk of its own loaded
 * on first need, so a reader whose worker parses never downloads it.
 */
export function loadPageParser(): Promise<PageParser> {
  pageParserLoad ??= import('./markdown-tree').then((parser) => (pageParser = parser));
  return pageParserLoad;
}

/** The body's tree from the markdown worker: 'pending' until it comes, null where it is parsed on the page. */
function useOffThreadTree(markdown: string): MarkdownTree | null | 'pending' {
  const client = pageMarkdownClient();
  const offThread = client.offThread;
  const [parsed, setParsed] = useState<{ markdown: string; tree: MarkdownTree | null } | null>(null);
  useEffect(() => {
    if (!offThread) return;
    let current = true;
    // In a transition: React renders the body's elements in slices a tap can come between.
    const show = (tree: MarkdownTree | null) => current && startTransition(() => setParsed({ markdown, tree }));
    client.parse(markdown).then(show, (error: unknown) => {
      console.warn('[post body] parsed on the page:', error instanceof Error ? error.message : error);
      show(null);
    });
    return () => {
      current = false;
    };
  }, [client, markdown, offThread]);
  if (!offThread) return null;
  return parsed?.markdown === markdown ? parsed.tree : 'pending';
}

/**
 * A post's markdown body (GFM), with raw HTML skipped, only safe URLs and outside links in a new
 * tab. Lazy-loaded so the markdown code stays out of other pages; parsed by the worker where there is one.
 */
export function PostBody({ markdown }: { markdown: string }) {
  const tree = useOffThreadTree(markdown);
  if (tree === 'pending') return <TextLines count={10} />;
  return tree ? <RenderedBody markdown={markdown} tree={tree} /> : <PageParsedBody markdown={markdown} />;
}

/**
 * A body parsed on the page, suspending until the parser's chunk is in. The memo lives in its own
 * component, not after the `use`: React replays a suspended component, and a hook after a skipped
 * `use` would be missing.
 */
function PageParsedBody({ markdown }: { markdown: string }) {
  return <ParsedWith parser={pageParser ?? use(loadPageParser())} markdown={markdown} />;
}

function ParsedWith({ parser, markdown }: { parser: PageParser; markdown: string }) {
  const tree = useMemo(() => parser.markdownTree(markdown), [parser, markdown]);
  return <RenderedBody markdown={markdown} tree={tree} />;
}

/** The renderer given a parsed tree (its own parse is of an empty source: see tree-only-parser.ts). */
function RenderedBody({ markdown, tree }: { markdown: string; tree: MarkdownTree }) {
  return (
    <div className={POST_BODY_CLASS} data-testid="post-body" {...{ [POST_BODY_KEY_ATTRIBUTE]: postBodyKey(markdown) }}>
      <Markdown rehypePlugins={[[parsedTree, tree]]} skipHtml urlTransform={markdownUrlTransform} components={components}>
        {''}
      </Markdown>
    </div>
  );
}
