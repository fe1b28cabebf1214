import { feedRoutes } from './feed-routes';

/**
 * The picture hosts the site's own image route (`/images/?url=…&w=…`) fetches from: every host
 * of the feed catalogue (src/config/categories.ts) and the image CDNs those publishers put in
 * their feeds. Any other host gets a 4xx, so the route is not an open proxy. `npm run
 * check:feeds` lists the picture hosts it sees in the live feeds that are missing here; add them,
 * then `npm run build` (or `npm run host-configs`) writes them into the host configs.
 */
const PUBLISHER_IMAGE_CDNS: readonly string[] = [
  'static01.nyt.com', // The New York Times
  'media.npr.org', // NPR
  'image.pbs.org', // PBS
  'image.cnbcfm.com', // CNBC
  'cdn.motor1.com', // InsideEVs
  'cdn.vox-cdn.com', // Eater Detroit
  'platform.eater.com', // Eater Detroit
  'assets.vogue.com', // Vogue
  'media.vogue.com', // Vogue
  'th-thumbnailer.cdn-si-edu.com', // Smithsonian Magazine
  'i0.wp.com', // WordPress sites' image CDN (Michigan Advance, BridgeDetroit, Planet Detroit)
  'i1.wp.com',
  'i2.wp.com',
  'advancelocal-adapter-image-uploads.s3.amazonaws.com', // MLive
];

/** Lower-case host names, sorted, without duplicates. */
export function imageHosts(): string[] {
  const feedHosts = feedRoutes().map((route) => new URL(route.url).hostname);
  return [...new Set([...feedHosts, ...PUBLISHER_IMAGE_CDNS].map((host) => host.toLowerCase()))].sort();
}

/** Whether the image route may fetch this address: http(s), a listed host, no credentials or port. */
export function isAllowedImageUrl(address: string, hosts: ReadonlySet<string> = new Set(imageHosts())): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password || url.port) return false;
  return hosts.has(url.hostname.toLowerCase());
}

