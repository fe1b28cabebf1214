/**
 * What an audit measures, one row each: budgets.json's pages on the snapshot build, then its
 * scenarios (a page in another situation: another build, or the proxies answering otherwise).
 * `--pages` or `--scenarios` narrow them; `--feeds` sets the proxies' answer for the pages' rows.
 */

/**
 * @typedef {{ label: string, page: string, build: 'snapshot' | 'live' | 'route', feeds: string, about?: string }} Row
 * @param {{ pages: string[], scenarios?: { label: string, page: string, build?: Row['build'], feeds?: string, about?: string }[] }} lighthouse  budgets.json's
 * @param {{ pages?: string[], scenarios?: string[], feeds?: string }} options
 * @returns {Row[]}
 */
export function auditRows(lighthouse, { pages, scenarios, feeds = 'shaped' } = {}) {
  const pageRows = (pages ?? (scenarios ? [] : lighthouse.pages)).map((page) => ({ label: page, page, build: 'snapshot', feeds }));
  const chosen = (lighthouse.scenarios ?? []).filter((s) => (scenarios ? scenarios.some((word) => s.label.includes(word)) : !pages));
  return [...pageRows, ...chosen.map((s) => ({ label: s.label, page: s.page, build: s.build ?? 'snapshot', feeds: s.feeds ?? 'shaped', about: s.about }))];
}

/** A row's page with `{firstPost}` filled in. */
export const rowUrl = (row, origins, firstPost) => `${origins[row.build]}${row.page.replace('{firstPost}', firstPost)}`;
