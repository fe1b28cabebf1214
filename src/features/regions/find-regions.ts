import { regions, type Region } from '@/config/regions';
import { michiganCities, michiganCounties } from '@/content/michigan-places';
import { placeKey, placeVariants, queryKeys } from './place-name';

/** A place a reader's query found, and the region it belongs to. */
export interface RegionMatch {
  readonly region: Region;
  readonly kind: 'county' | 'city';
  /** The place as written: 'St. Joseph', 'Traverse City'. */
  readonly name: string;
  /** Its county: the place itself for a county, where the city lies for a city. */
  readonly county: string;
  /** How a list shows it: 'Kent County', 'Grand Rapids, Kent County'. */
  readonly label: string;
}

const regionByCountyKey = new Map(regions.flatMap((region) => region.counties.map((county) => [placeKey(county), region] as const)));

/** The region a county belongs to ('Kent', 'kent county', 'Saint Clair'), or undefined for a name that is not a Michigan county. */
export function regionForCounty(county: string): Region | undefined {
  for (const key of queryKeys(county).keys) {
    const region = regionByCountyKey.get(key);
    if (region) return region;
  }
  return undefined;
}

interface Candidate {
  readonly kind: 'county' | 'city';
  readonly name: string;
  readonly county: string;
  readonly variants: readonly string[];
  /** Position in the places' lists: counties alphabetically, cities largest first within each part. */
  readonly order: number;
}

const candidates: readonly Candidate[] = [
  ...michiganCounties.map((c, i) => ({ kind: 'county' as const, name: c.name, county: c.name, variants: placeVariants(c.name), order: i })),
  ...michiganCities.map((c, i) => ({ kind: 'city' as const, name: c.name, county: c.county, variants: placeVariants(c.name), order: i })),
];

/** 0: the whole name; 1: its start; 2: the start of a later word ("arbor" → Ann Arbor); undefined: no match. */
function rank(candidate: Candidate, keys: readonly string[]): number | undefined {
  let best: number | undefined;
  for (const variant of candidate.variants) {
    for (const key of keys) {
      const r = variant === key ? 0 : variant.startsWith(key) ? 1 : variant.includes(` ${key}`) ? 2 : undefined;
      if (r !== undefined && (best === undefined || r < best)) best = r;
    }
  }
  return best;
}

/**
 * The regions of the Michigan places whose names start with `query`: counties and cities, case,
 * accents and punctuation aside, "St."/"Saint" alike, a "County" after the name limiting the answer
 * to counties. Whole-name matches come first, then name starts, then later words' starts; counties
 * before cities within each. Empty for a query with no letters or no match.
 */
export function findRegions(query: string): RegionMatch[] {
  const { keys, countyOnly } = queryKeys(query);
  if (keys.length === 0) return [];
  const found: Array<{ candidate: Candidate; rank: number }> = [];
  for (const candidate of candidates) {
    if (countyOnly && candidate.kind !== 'county') continue;
    const r = rank(candidate, keys);
    if (r !== undefined) found.push({ candidate, rank: r });
  }
  found.sort((a, b) => a.rank - b.rank || (a.candidate.kind === b.candidate.kind ? a.candidate.order - b.candidate.order : a.candidate.kind === 'county' ? -1 : 1));
  return found.flatMap(({ candidate }) => {
    const region = regionForCounty(candidate.county);
    if (!region) return [];
    const label = candidate.kind === 'county' ? `${candidate.name} County` : `${candidate.name}, ${candidate.county} County`;
    return [{ region, kind: candidate.kind, name: candidate.name, county: candidate.county, label }];
  });
}
