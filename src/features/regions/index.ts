/**
 * Regions: which Michigan region a reader means. Finding a region by a county or city name or by a
 * device's position (the places in src/content/michigan-places.ts, the regions in
 * src/config/regions.ts), and the reader's choice, remembered on the device.
 */
export { findRegions, regionForCounty, type RegionMatch } from './find-regions';
export { nearestCounty } from './nearest-county';
