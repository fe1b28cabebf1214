/**
 * Caps how deeply a markdown body can nest before it is parsed and rendered.
 * Every level of nesting (a blockquote marker `>`, a list or code indent) is a
 * level of recursion in the markdown parser and in React: 4,000 nested quotes
 * overflow the stack. Real articles nest a few levels; past MAX_DEPTH the
 * extra markers are dropped and the text kept. One linear pass per line.
 */
export const MAX_MARKDOWN_DEPTH = 12;
/** Leading whitespace allowed on a line: enough for MAX_DEPTH levels of list indent. */
const MAX_INDENT = MAX_MARKDOWN_DEPTH * 4;

function capLine(line: string): string {
  let i = 0;
  let quotes = 0;
  let kept = '';
  // Leading blockquote markers, each optionally followed or preceded by spaces: "> > >", ">>>".
  for (;;) {
    let j = i;
    while (j < line.length && (line[j] === ' ' || line[j] === '\t') && j - i < 4) j += 1;
    if (line[j] !== '>') break;
    quotes += 1;
    if (quotes <= MAX_MARKDOWN_DEPTH) kept += line.slice(i, j + 1);
    i = j + 1;
  }
  let indentEnd = i;
  while (indentEnd < line.length && (line[indentEnd] === ' ' || line[indentEnd] === '\t')) indentEnd += 1;
  const indent = line.slice(i, indentEnd);
  return kept + (indent.length > MAX_INDENT ? indent.slice(0, MAX_INDENT) : indent) + line.slice(indentEnd);
}

export function limitMarkdownDepth(markdown: string): string {
  let changed = false;
  const lines = markdown.split('\n').map((line) => {
    if (line.length === 0 || (line[0] !== '>' && line[0] !== ' ' && line[0] !== '\t')) return line;
    const capped = capLine(line);
    if (capped !== line) changed = true;
    return capped;
  });
  if (!changed) return markdown;
  console.warn(`[blog] the post nests deeper than ${MAX_MARKDOWN_DEPTH} levels; the extra levels were flattened`);
  return lines.join('\n');
}
