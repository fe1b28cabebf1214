/**
 * The picker's finding part, loaded only when a reader opens the picker, focuses its search box or
 * taps "Use my location" (src/features/regions/region-picker.tsx): the search over the 83 counties
 * and the larger cities, and the device's position turned into a region, with the places' table
 * they read.
 */
import type { Region } from '@/config/regions';
import { findRegions, regionForCounty } from './find-regions';
import { nearestCounty } from './nearest-county';

export { findRegions };

/** Why no region came of the device's position. */
export type LocateFailure = 'denied' | 'timeout' | 'unavailable' | 'unsupported' | 'outside';

export type Located = { readonly ok: true; readonly region: Region; readonly county: string } | { readonly ok: false; readonly reason: LocateFailure };

/** How long the device may take to find its position before the reader is told. */
export const LOCATE_TIMEOUT_MS = 10_000;

/**
 * The region nearest the device, asked of the browser once, when the reader taps for it. The
 * position stays in this function: it is turned into a county on the device and then dropped,
 * never stored or sent. A coarse position will do (no GPS), and one up to ten minutes old.
 */
export function locateRegion(geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): Promise<Located> {
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => {
          const county = nearestCounty(coords.latitude, coords.longitude);
          const region = county ? regionForCounty(county.name) : undefined;
          resolve(county && region ? { ok: true, region, county: county.name } : { ok: false, reason: 'outside' });
        },
        (error) => resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : error.code === error.TIMEOUT ? 'timeout' : 'unavailable' }),
        { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 10 * 60_000 },
      );
    } catch {
      // Some browsers throw instead of calling back where the page may not ask (an insecure origin).
      resolve({ ok: false, reason: 'unsupported' });
    }
  });
}
