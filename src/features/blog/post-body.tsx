import type { ComponentPropsWithoutRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { limitMarkdownDepth } from './markdown-depth';
import { markdownUrlTransform } from './markdown-urls';
import { POST_BODY_CLASS } from './post-body-frame';
import { POST_BODY_KEY_ATTRIBUTE, postBodyKey } from './served-post-body';

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
 * A post's markdown body: GFM tables, strikethrough, task lists and footnotes;
 * no raw HTML (it is skipped), only safe URLs, outside links in a new tab.
 * Lazy-loaded by the post page so the markdown code stays out of other pages.
 */
export function PostBody({ markdown }: { markdown: string }) {
  return (
    <div className={POST_BODY_CLASS} data-testid="post-body" {...{ [POST_BODY_KEY_ATTRIBUTE]: postBodyKey(markdown) }}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={markdownUrlTransform} components={components}>
        {limitMarkdownDepth(markdown)}
      </Markdown>
    </div>
  );
}
