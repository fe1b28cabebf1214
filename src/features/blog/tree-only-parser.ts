import type { Processor } from 'unified';

/**
 * The markdown renderer's parser in the browser build (vite.config.ts). In the browser the renderer
 * only renders trees parsed elsewhere and is given an empty source, so its own parser is replaced
 * with this one and the renderer's chunk carries no second copy of the parser. Any other source is
 * an error, never silently an empty body.
 */
export default function treeOnlyParser(this: Processor): undefined {
  this.parser = (document) => {
    if (document.length > 0) throw new Error('[post body] the browser build of the markdown renderer renders parsed trees only (markdown-tree.ts)');
    const empty = { type: 'root', children: [] };
    return empty;
  };
}
