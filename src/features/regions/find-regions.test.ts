import { describe, expect, it } from 'vitest';
import { regions } from '@/config/regions';
import { michiganCities, michiganCounties } from '@/content/michigan-places';
import { findRegions, regionForCounty } from './find-regions';
import { MAX_COUNTY_DISTANCE_KM, nearestCounty } from './nearest-county';
import { MICHIGAN_COUNTIES } from '@/test/michigan-counties';

/** The region of the county nearest a position. */
const slugOf = (lat: number, lon: number) => {
  const county = nearestCounty(lat, lon);
  return county ? regionForCounty(county.name)?.slug : undefined;
};

describe('the places', () => {
  it('list the 83 counties once each, inside Michigan', () => {
    expect(michiganCounties.map((c) => c.name).sort()).toEqual([...MICHIGAN_COUNTIES].sort());
    for (const county of michiganCounties) {
      expect(county.lat, county.name).toBeGreaterThan(41.6);
      expect(county.lat, county.name).toBeLessThan(48.3);
      expect(county.lon, county.name).toBeGreaterThan(-90.5);
      expect(county.lon, county.name).toBeLessThan(-82.3);
    }
  });

  it('list 60 or more cities, each once, in a county of the list, nearest to a county of its own region', () => {
    expect(michiganCities.length).toBeGreaterThanOrEqual(60);
    expect(new Set(michiganCities.map((c) => c.name)).size).toBe(michiganCities.length);
    for (const city of michiganCities) {
      expect(MICHIGAN_COUNTIES, city.name).toContain(city.county);
      // Coordinates that are plausible for the county: the city's own region holds its nearest centre.
      expect(slugOf(city.lat, city.lon), city.name).toBe(regionForCounty(city.county)?.slug);
    }
  });

  it("name every region's cities, in that region's counties", () => {
    for (const region of regions) {
      for (const name of region.cities) {
        const city = michiganCities.find((c) => c.name === name);
        expect(city, `${region.slug}: ${name}`).toBeDefined();
        expect(region.counties, `${region.slug}: ${name}`).toContain(city!.county);
      }
    }
  });
});

describe('regionForCounty', () => {
  it('gives every county its one region', () => {
    for (const county of MICHIGAN_COUNTIES) {
      const holding = regions.filter((r) => r.counties.includes(county));
      expect(holding, county).toHaveLength(1);
      expect(regionForCounty(county), county).toBe(holding[0]);
    }
  });

  it('reads a name as readers write it', () => {
    expect(regionForCounty('kent county')?.slug).toBe('west-michigan');
    expect(regionForCounty('Saint Clair')?.slug).toBe('metro-detroit');
    expect(regionForCounty('ST. JOSEPH COUNTY')?.slug).toBe('west-michigan');
    expect(regionForCounty('Grand Traverse')?.slug).toBe('northern-michigan');
    expect(regionForCounty('Cook')).toBeUndefined();
    expect(regionForCounty('')).toBeUndefined();
  });
});

describe('nearestCounty', () => {
  it('places the test devices: Marquette, Grand Rapids, Detroit', () => {
    expect(nearestCounty(46.5436, -87.3954)?.name).toBe('Marquette');
    expect(slugOf(46.5436, -87.3954)).toBe('upper-peninsula');
    expect(nearestCounty(42.9634, -85.6681)?.name).toBe('Kent');
    expect(slugOf(42.9634, -85.6681)).toBe('west-michigan');
    expect(nearestCounty(42.3314, -83.0458)?.name).toBe('Wayne');
    expect(slugOf(42.3314, -83.0458)).toBe('metro-detroit');
  });

  it('places other corners of the state', () => {
    expect(slugOf(44.7631, -85.6206)).toBe('northern-michigan'); // Traverse City
    expect(slugOf(42.2808, -83.743)).toBe('southeast'); // Ann Arbor
    expect(slugOf(42.7325, -84.5555)).toBe('mid-michigan'); // Lansing
    expect(slugOf(43.0125, -83.6875)).toBe('flint-thumb'); // Flint
    expect(slugOf(46.4547, -90.171)).toBe('upper-peninsula'); // Ironwood
    expect(slugOf(47.4689, -87.889)).toBe('upper-peninsula'); // Copper Harbor
  });

  it('finds nothing far outside Michigan or for a position that is not one', () => {
    expect(nearestCounty(40.7128, -74.006)).toBeUndefined(); // New York
    expect(nearestCounty(44.9778, -93.265)).toBeUndefined(); // Minneapolis
    expect(nearestCounty(39.9612, -82.9988)).toBeUndefined(); // Columbus, Ohio
    expect(nearestCounty(51.5072, -0.1276)).toBeUndefined(); // London
    expect(nearestCounty(Number.NaN, -85)).toBeUndefined();
    expect(nearestCounty(95, -85)).toBeUndefined();
    const near = nearestCounty(42.3314, -83.0458)!;
    expect(near.distanceKm).toBeGreaterThan(0);
    expect(near.distanceKm).toBeLessThan(MAX_COUNTY_DISTANCE_KM);
  });
});

describe('findRegions', () => {
  const first = (q: string) => findRegions(q)[0];

  it('finds a county by name, case and a "County" after it aside', () => {
    expect(first('Kent')).toMatchObject({ kind: 'county', name: 'Kent', region: { slug: 'west-michigan' }, label: 'Kent County' });
    expect(first('kent county')).toMatchObject({ kind: 'county', name: 'Kent' });
    expect(findRegions('Kent County').every((m) => m.kind === 'county')).toBe(true);
    expect(first('MARQUETTE')?.region.slug).toBe('upper-peninsula');
    expect(first('grand trav')).toMatchObject({ kind: 'county', name: 'Grand Traverse', region: { slug: 'northern-michigan' } });
  });

  it('finds a city by the start of its name, with its county', () => {
    expect(first('Grand Rap')).toMatchObject({ kind: 'city', name: 'Grand Rapids', county: 'Kent', region: { slug: 'west-michigan' }, label: 'Grand Rapids, Kent County' });
    expect(first('ann')).toMatchObject({ kind: 'city', name: 'Ann Arbor', region: { slug: 'southeast' } });
    expect(first('traverse city')?.region.slug).toBe('northern-michigan');
    expect(first('Ypsi')?.region.slug).toBe('southeast');
  });

  it('reads "St.", "St" and "Saint" alike, and "Ste." and "Sainte"', () => {
    for (const q of ['St. Joseph', 'st joseph', 'Saint Joseph', 'saint jo']) expect(findRegions(q).map((m) => m.name), q).toContain('St. Joseph');
    for (const q of ['Sault Ste. Marie', 'sault sainte marie', 'Sault Ste']) expect(first(q), q).toMatchObject({ name: 'Sault Ste. Marie', region: { slug: 'upper-peninsula' } });
    expect(findRegions('Saint Clair').map((m) => m.name)).toEqual(['St. Clair', 'St. Clair Shores']);
    expect(first('mt pleasant')).toMatchObject({ name: 'Mount Pleasant', region: { slug: 'mid-michigan' } });
  });

  it('ignores accents and punctuation', () => {
    expect(first('Lanse')?.name).toBe("L'Anse");
    expect(first('Escanába')?.name).toBe('Escanaba');
  });

  it('puts whole names first, counties before cities, then later words', () => {
    expect(findRegions('Bay').slice(0, 3).map((m) => m.label)).toEqual(['Bay County', 'Bay City, Bay County', 'Suttons Bay, Leelanau County']);
    // A county and a city of the same name in different regions: both, the county first.
    expect(findRegions('Mason').map((m) => [m.kind, m.region.slug])).toEqual([
      ['county', 'northern-michigan'],
      ['city', 'mid-michigan'],
    ]);
    expect(findRegions('rapids').map((m) => m.name)).toEqual(['Grand Rapids', 'Big Rapids']);
  });

  it('finds nothing for an empty query, punctuation alone or a place elsewhere', () => {
    expect(findRegions('')).toEqual([]);
    expect(findRegions('  . ')).toEqual([]);
    expect(findRegions('Chicago')).toEqual([]);
    expect(findRegions('x'.repeat(10_000))).toEqual([]);
  });
});
