import { feedRoutes } from './feed-routes';

/**
 * What the site's own image route may fetch, so it is not an open proxy: the feed catalogue's hosts
 * and the image CDNs their publishers use. A shared CDN that fetches whatever its path names
 * (WordPress's i0/i1/i2.wp.com) is listed with the path prefixes of its publishers only.
 *
 * Adding a publisher: `npm run check:feeds` lists picture hosts seen in the live feeds and missing
 * here; add them below, then `npm run build` writes every host config (docs/hosting.md).
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
  'advancelocal-adapter-image-uploads.s3.amazonaws.com', // MLive
];

/** One allowlist entry: a host, and for a shared proxy or CDN the path prefixes it may serve (`/michiganadvance.com/`). */
export interface AllowEntry {
  readonly host: string;
  readonly prefixes?: readonly string[];
}

/** WordPress's image CDN: `https://i0.wp.com/{site host}/{path}` is the picture at `https://{site host}/{path}`, for any site. */
const WORDPRESS_IMAGE_CDNS: readonly string[] = ['i0.wp.com', 'i1.wp.com', 'i2.wp.com'];
/** The WordPress newsrooms whose pictures come through WORDPRESS_IMAGE_CDNS. */
const WORDPRESS_NEWSROOMS: readonly string[] = ['michiganadvance.com', 'www.bridgedetroit.com', 'planetdetroit.org'];

/** The allowlist, sorted by host: each host once, with its path prefixes when it is a shared CDN. */
export function imageAllowlist(): AllowEntry[] {
  const feedHosts = feedRoutes().map((route) => new URL(route.url).hostname);
  const whole = [...new Set([...feedHosts, ...PUBLISHER_IMAGE_CDNS].map((host) => host.toLowerCase()))];
  const shared = WORDPRESS_IMAGE_CDNS.map((host) => ({ host, prefixes: WORDPRESS_NEWSROOMS.map((site) => `/${site}/`) }));
  return [...whole.map((host) => ({ host })), ...shared].sort((a, b) => (a.host < b.host ? -1 : a.host > b.host ? 1 : 0));
}

/** Lower-case host names on the allowlist (whole or in part), sorted. */
export function imageHosts(): string[] {
  return imageAllowlist().map((entry) => entry.host);
}
