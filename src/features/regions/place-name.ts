/**
 * Place names as a reader types them, reduced to one comparable form: lower case, accents and
 * punctuation gone ("St. Clair" → "st clair", "L'Anse" → "lanse"), runs of spaces made one. A
 * name's variants also spell its abbreviations out and back ("st" ↔ "saint", "ste" ↔ "sainte",
 * "mt" ↔ "mount"), so "Saint Joseph", "St Joseph" and "st. jo" all find St. Joseph.
 */

/** Longest query read: no Michigan place name comes near it. */
const MAX_QUERY = 80;

export function placeKey(text: string): string {
  return text
    .slice(0, MAX_QUERY)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const SPELLINGS: ReadonlyArray<readonly [short: string, long: string]> = [
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['mt', 'mount'],
];

/** The keys a place is found by: its key, and the same with each abbreviation spelled out or back. */
export function placeVariants(name: string): string[] {
  const words = placeKey(name).split(' ');
  const short = words.map((w) => SPELLINGS.find(([, long]) => long === w)?.[0] ?? w).join(' ');
  const long = words.map((w) => SPELLINGS.find(([abbr]) => abbr === w)?.[1] ?? w).join(' ');
  return [...new Set([words.join(' '), short, long])];
}

/**
 * A reader's query as keys, and whether it asked for a county: a last word "county" (or the start
 * of it, "co", "cou"…) after a name is dropped and limits the answer to counties.
 */
export function queryKeys(query: string): { readonly keys: string[]; readonly countyOnly: boolean } {
  const words = placeKey(query).split(' ').filter(Boolean);
  const last = words.at(-1);
  const countyOnly = words.length > 1 && last !== undefined && last.length >= 2 && 'county'.startsWith(last);
  const name = (countyOnly ? words.slice(0, -1) : words).join(' ');
  return { keys: name ? placeVariants(name) : [], countyOnly };
}
