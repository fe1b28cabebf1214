import { michiganCounties, type CountyPlace } from '@/content/michigan-places';

/** Farther than this from every county's centre, a position is not in Michigan (the largest county reaches about 90 km from its centre). */
export const MAX_COUNTY_DISTANCE_KM = 100;

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The county whose centre is nearest to a position (a device's, in degrees), with its distance; undefined
 * for a position that is not a number or lies more than MAX_COUNTY_DISTANCE_KM from every centre
 * (outside Michigan). Near a county line the answer can be the neighbour: readers confirm it.
 */
export function nearestCounty(lat: number, lon: number): (CountyPlace & { readonly distanceKm: number }) | undefined {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  let best: (CountyPlace & { distanceKm: number }) | undefined;
  for (const county of michiganCounties) {
    const d = distanceKm(lat, lon, county.lat, county.lon);
    if (!best || d < best.distanceKm) best = { ...county, distanceKm: d };
  }
  return best && best.distanceKm <= MAX_COUNTY_DISTANCE_KM ? best : undefined;
}

