import type { Processor } from 'unified';

/**
 * The markdown renderer's parser in the browser build (vite.config.ts, `rendererTakesTrees`). In
 * the browser the renderer (react-markdown) never parses: it renders a tree parsed by the markdown
 * worker or, where there is none, by markdown-tree.ts loaded on demand, and is given an empty
 * source. So its own parser (remark-parse, and micromark under it) is replaced with this one, which
 * reads only that empty source: the renderer's code no longer carries a second copy of the parser.
 * Any other source is an error, never silently an empty body.
 */
export default function treeOnlyParser(this: Processor): undefined {
  this.parser = (document) => {
    if (document.length > 0) throw new Error('[post body] the browser build of the markdown renderer renders parsed trees only (markdown-tree.ts)');
    const empty = { type: 'root', children: [] };
    return empty;
  };
}
