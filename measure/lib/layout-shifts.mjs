/**
 * The elements behind a run's layout shifts, read from Lighthouse's `layout-shifts` audit: one
 * line per shift (the element that moved most, its score, the causes Chrome names), so a run whose
 * CLS is above 0 says where to look without opening the report.
 *
 *   process.stdout.write(shiftLines(lhr.audits['layout-shifts']));
 */

/** @param {{ nodeLabel?: string, selector?: string, snippet?: string } | undefined} node */
function nodeName(node) {
  if (!node) return 'an element Chrome could not name';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const where = node.selector ?? node.snippet ?? '';
  return label && where ? `${where} ("${label}")` : where || label || 'an element Chrome could not name';
}

/**
 * @param {{ details?: { items?: Array<{ node?: any, score?: number, subItems?: { items?: Array<{ cause?: string, extra?: any }> } }> } } | undefined} audit
 * @param {string} [indent]
 * @returns {string} lines ending in a newline, or '' when nothing shifted
 */
export function shiftLines(audit, indent = '    ') {
  const items = (audit?.details?.items ?? []).filter((item) => (item.score ?? 0) > 0);
  return items
    .map((item) => {
      const causes = (item.subItems?.items ?? []).map((sub) => [sub.cause, sub.extra?.value ?? (sub.extra?.type === 'node' ? nodeName(sub.extra) : '')].filter(Boolean).join(': '));
      return `${indent}layout shift ${(item.score ?? 0).toFixed(4)}: ${nodeName(item.node)}${causes.length > 0 ? `; causes: ${causes.join(', ')}` : ''}\n`;
    })
    .join('');
}
