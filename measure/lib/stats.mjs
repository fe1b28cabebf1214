/** The figures the benchmarks and the audit report over several runs. */

/**
 * The median of `values` (the mean of the middle two when there is an even number of them).
 * @param {readonly number[]} values
 */
export function median(values) {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The median of each of `keys` over `rows` (one row per run), as an object of the same keys.
 * @template {string} K
 * @param {readonly Record<K, number>[]} rows
 * @param {readonly K[]} keys
 * @returns {Record<K, number>}
 */
export function medians(rows, keys) {
  return /** @type {Record<K, number>} */ (Object.fromEntries(keys.map((key) => [key, median(rows.map((row) => row[key]))])));
}
