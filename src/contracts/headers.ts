/**
 * The security headers the site answers with, on every host and in the dev server. Names as the
 * HTTP spec spells them; the values are the whole header value.
 */

/**
 * What every answer of the site's own routes (feeds, pictures) carries besides its type and caching.
 * The body is a publisher's document served from the site's origin: if someone opens it directly,
 * nothing in it may run with the site's origin (an XHTML <script> in an XML document would), so it
 * is sandboxed and may load nothing, is never sniffed as another type, and sends no referrer.
 */
export const ROUTE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Referrer-Policy': 'no-referrer',
} as const;

/**
 * What every page and file of the site carries (public/_headers, vercel.json, deploy/nginx.conf).
 * The page's full Content-Security-Policy is a <meta> in its HTML (scripts/prerender/csp.ts); this
 * one adds what a <meta> cannot carry. HSTS is separate: nginx sends it only once HTTPS is set up.
 */
export const SITE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'SAMEORIGIN',
  'Content-Security-Policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
} as const;

/** HSTS on the hosts that serve only HTTPS (Netlify, Cloudflare, Vercel). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';
