import { feedRoutes } from './feed-routes';

/**
 * What the site's own image route (`/images/?url=…&w=…`) may fetch: pictures, not hosts. Every
 * host of the feed catalogue (the categories and regions, src/config/feed-sets.ts) and the image
 * CDNs its publishers put in their feeds. A shared proxy or CDN that fetches whatever address its path names (WordPress's
 * i0/i1/i2.wp.com) is listed with the path prefixes of the publishers whose pictures it carries,
 * so it cannot be used to reach any other address. Everything else gets a 4xx: the route is not
 * an open proxy. The request's canonical form and the check are edge/image-address.ts.
 *
 * Adding a publisher: its feed in categories.ts or regions.ts brings its own host; `npm run check:feeds` lists
 * the picture hosts seen in the live feeds that are missing here. Add a dedicated image host to
 * PUBLISHER_IMAGE_CDNS, or for a WordPress site served through i0/i1/i2.wp.com its host to
 * WORDPRESS_NEWSROOMS; then `npm run build` (or `npx tsx scripts/write-host-configs.ts`) writes every host config
 * (docs/hosting.md, "What the routes promise").
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
  // NPR's image CDN for the member stations on its Grove CMS (Michigan Public, WKAR, WCMU, WMUK,
  // WGVU, Interlochen Public Radio, WNMU). Its resizing addresses (/dims4/…) carry a signature, so
  // it serves only pictures the stations published.
  'npr.brightspotcdn.com',
];

/** One allowlist entry: a host, and for a shared proxy or CDN the path prefixes it may serve (`/michiganadvance.com/`). */
export interface AllowEntry {
  readonly host: string;
  readonly prefixes?: readonly string[];
}

/** WordPress's image CDN: `https://i0.wp.com/{site host}/{path}` is the picture at `https://{site host}/{path}`, for any site. */
const WORDPRESS_IMAGE_CDNS: readonly string[] = ['i0.wp.com', 'i1.wp.com', 'i2.wp.com'];
/** The WordPress newsrooms whose pictures come through WORDPRESS_IMAGE_CDNS. */
const WORDPRESS_NEWSROOMS: readonly string[] = ['michiganadvance.com', 'www.bridgedetroit.com', 'planetdetroit.org', 'wdet.org', 'outliermedia.org', 'flintbeat.com'];

/**
 * TownNews (BLOX CMS) picture servers: `https://bloximages.{cluster}.vip.townnews.com/{site host}/…`
 * serves the pictures of every BLOX newspaper, so each is listed with its newspapers' prefixes only.
 */
const TOWNNEWS_IMAGE_CDNS: readonly string[] = ['bloximages.chicago2.vip.townnews.com', 'bloximages.newyork1.vip.townnews.com'];
/** The BLOX newspapers of the catalogue (the Traverse City Record-Eagle). */
const TOWNNEWS_NEWSPAPERS: readonly string[] = ['record-eagle.com'];

/** The allowlist, sorted by host: each host once, with its path prefixes when it is a shared CDN. */
export function imageAllowlist(): AllowEntry[] {
  const feedHosts = feedRoutes().map((route) => new URL(route.url).hostname);
  const whole = [...new Set([...feedHosts, ...PUBLISHER_IMAGE_CDNS].map((host) => host.toLowerCase()))];
  const shared = [
    ...WORDPRESS_IMAGE_CDNS.map((host) => ({ host, prefixes: WORDPRESS_NEWSROOMS.map((site) => `/${site}/`) })),
    ...TOWNNEWS_IMAGE_CDNS.map((host) => ({ host, prefixes: TOWNNEWS_NEWSPAPERS.map((site) => `/${site}/`) })),
  ];
  return [...whole.map((host) => ({ host })), ...shared].sort((a, b) => (a.host < b.host ? -1 : a.host > b.host ? 1 : 0));
}

/** Lower-case host names on the allowlist (whole or in part), sorted. */
export function imageHosts(): string[] {
  return imageAllowlist().map((entry) => entry.host);
}
