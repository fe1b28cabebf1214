import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import treeOnlyParser from './tree-only-parser';

describe('treeOnlyParser (the browser build of the markdown renderer)', () => {
  const processor = unified().use(treeOnlyParser);

  it('reads the empty source the renderer is given to an empty tree', () => {
    expect(processor.parse('')).toEqual({ type: 'root', children: [] });
  });

  it('refuses any other source rather than render it as an empty body', () => {
    expect(() => processor.parse('# A heading')).toThrow(/renders parsed trees only/);
  });
});
