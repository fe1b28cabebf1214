/**
 * The one canonical form of an image route request, `/images/?url={url}&w={width}`, and its
 * allowlist check, shared by every host: the Worker and the Netlify function import it, and nginx
 * runs it in njs (bundled into deploy/nginx-routes.js), so it sticks to what njs runs (no classes,
 * destructuring, `for…of` or URL class; no nested regex quantifiers).
 *
 * The decoded `url` must be exactly `https://{host}{path}[?{query}]`: a public host name (no
 * credentials, port, IP literal or local name), URL characters only with escapes normalised, no
 * escaped dot, slash, backslash or control, no dot-segment, no fragment; and allowlisted (for a
 * shared CDN, under a publisher's prefix). Otherwise 400 (not an address) or 403 (not an allowed
 * picture). The canonical URL and the width are the cache key, so one picture has one cache entry.
 */
import type { AllowEntry } from '../src/config/image-hosts';

type AddressVerdict =
  | { readonly ok: true; readonly url: string; readonly host: string; readonly pathAndQuery: string }
  | { readonly ok: false; readonly status: 400 | 403; readonly reason: string };

export type RequestVerdict =
  | { readonly ok: true; readonly url: string; readonly host: string; readonly pathAndQuery: string; readonly width: number }
  | { readonly ok: false; readonly status: 400 | 403; readonly reason: string };

/** Limits of an image route fetch, the same on every host. */
export const IMAGE_LIMITS = {
  /** Redirects followed, each to an allowed address. */
  maxRedirects: 3,
  /** The largest original read, bytes (cut as it streams in). */
  maxBytes: 15_000_000,
  /** Width × height above this is refused before anything decodes the picture. */
  maxPixels: 40_000_000,
  /** For the whole fetch, redirects and body included. */
  timeoutMs: 10_000,
  /** Cache misses per client a minute (nginx limit_req, Cloudflare's and Netlify's rate limiting); past it, 429. */
  missesPerMinute: 60,
} as const;

/** The picture types passed on: what every host's resizer decodes, nginx's image filter included. */
export const IMAGE_TYPE = /^image\/(jpeg|png|gif|webp)\s*(;|$)/i;

export const IMAGE_ACCEPT = 'image/webp,image/jpeg,image/png,image/gif;q=0.9';

const MAX_ADDRESS_LENGTH = 2048;

const SCHEME_AND_REST = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(\?[^#]*)?$/;
const HOST = /^[a-z0-9.-]+$/;
const LABEL = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
/** Characters a path or query may hold (RFC 3986 pchar, `/` and `?`; `%` checked apart). */
const URL_CHARS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/;
const ESCAPE = /%([0-9A-Fa-f]{2})/g;
const ANY_PERCENT = /%/g;
/** An IPv4 literal in any of the forms URL parsers accept: dotted or not, decimal, hex (0x) or octal parts. */
const IPV4_LIKE = /^(0x[0-9a-f]*|[0-9]+)(\.(0x[0-9a-f]*|[0-9]+)){0,3}\.?$/;

function refuse(status: 400 | 403, reason: string): { ok: false; status: 400 | 403; reason: string } {
  return { ok: false, status, reason };
}

/** Upper-case hex in escapes; escapes of unreserved letters, digits, `-`, `_`, `~` decoded. Null when an escape is malformed or refused. */
function normaliseEscapes(text: string): string | null {
  const escapes = text.match(ESCAPE) || [];
  const percents = text.match(ANY_PERCENT) || [];
  if (escapes.length !== percents.length) return null;
  let refused = false;
  const out = text.replace(ESCAPE, (_match: string, hex: string) => {
    const code = parseInt(hex, 16);
    // Controls, DEL, and what changes the path's meaning once decoded: . / \
    if (code < 0x20 || code === 0x7f || code === 0x2e || code === 0x2f || code === 0x5c) refused = true;
    const char = String.fromCharCode(code);
    if (/^[A-Za-z0-9\-_~]$/.test(char)) return char;
    return `%${hex.toUpperCase()}`;
  });
  return refused ? null : out;
}

/** Whether a (lower-case) host is an IP literal or a loopback name, which the route never fetches. */
export function isIpOrLocalHost(host: string): boolean {
  if (IPV4_LIKE.test(host)) return true;
  if (host.indexOf(':') !== -1 || host.charAt(0) === '[') return true;
  return host === 'localhost' || /\.localhost\.?$/.test(host) || /\.(local|internal|home\.arpa)\.?$/.test(host);
}

function isAllowed(host: string, pathAndQuery: string, allowlist: readonly AllowEntry[]): boolean {
  for (let i = 0; i < allowlist.length; i += 1) {
    const entry = allowlist[i]!;
    if (entry.host !== host) continue;
    if (!entry.prefixes || entry.prefixes.length === 0) return true;
    for (let j = 0; j < entry.prefixes.length; j += 1) {
      if (pathAndQuery.indexOf(entry.prefixes[j]!) === 0) return true;
    }
  }
  return false;
}

/**
 * An `https:` address on a public host name, normalised (see the top of this file), or why not;
 * the allowlist is not consulted. The feed route checks its redirects with this.
 */
export function parseHttpsAddress(address: string): { ok: true; host: string; pathAndQuery: string } | { ok: false; status: 400; reason: string } {
  const bad = (reason: string) => ({ ok: false as const, status: 400 as const, reason });
  if (address.length === 0) return bad('no address');
  if (address.length > MAX_ADDRESS_LENGTH) return bad('address too long');
  if (address.indexOf('#') !== -1) return bad('a fragment');
  const parts = SCHEME_AND_REST.exec(address);
  if (!parts) return bad('not an absolute address');
  if (parts[1]!.toLowerCase() !== 'https') return bad('not https');
  const authority = parts[2]!;
  if (authority.indexOf('@') !== -1) return bad('credentials in the address');
  if (authority.indexOf(':') !== -1 || authority.indexOf('[') !== -1) return bad('a port or IPv6 literal in the address');
  const host = authority.toLowerCase();
  if (!HOST.test(host)) return bad('not a host name');
  if (isIpOrLocalHost(host)) return bad('an IP literal or local host');
  const labels = host.split('.');
  for (let i = 0; i < labels.length; i += 1) if (!LABEL.test(labels[i]!)) return bad('not a host name');
  const rawPath = parts[3] || '/';
  const rawQuery = parts[4] || '';
  if (!URL_CHARS.test(rawPath) || !URL_CHARS.test(rawQuery) || rawPath.charAt(0) !== '/') return bad('characters an address does not hold');
  const path = normaliseEscapes(rawPath);
  const query = normaliseEscapes(rawQuery);
  if (path === null || query === null) return bad('a malformed or refused escape');
  const segments = path.split('/');
  for (let i = 0; i < segments.length; i += 1) if (segments[i]!.charAt(0) === '.') return bad('a path segment starting with a dot');
  return { ok: true, host, pathAndQuery: path + (query === '?' ? '' : query) };
}

/** The canonical form of an address that is already decoded (a `url` argument after one decoding, or a redirect's Location), checked against the allowlist. */
export function canonicalAddress(address: string, allowlist: readonly AllowEntry[]): AddressVerdict {
  const parsed = parseHttpsAddress(address);
  if (!parsed.ok) return parsed;
  if (!isAllowed(parsed.host, parsed.pathAndQuery, allowlist)) return refuse(403, 'not an allowed picture');
  return { ok: true, url: `https://${parsed.host}${parsed.pathAndQuery}`, host: parsed.host, pathAndQuery: parsed.pathAndQuery };
}

/**
 * The image route's request, from its raw (still encoded) query string: `url` decoded once (no
 * `+` for space), `w` one of `widths`; each given once. Other arguments are ignored (they are not
 * part of the cache key).
 */
export function canonicalImageRequest(rawQuery: string, widths: readonly number[], allowlist: readonly AllowEntry[]): RequestVerdict {
  const query = rawQuery.charAt(0) === '?' ? rawQuery.slice(1) : rawQuery;
  if (query.length > MAX_ADDRESS_LENGTH * 3 + 64) return refuse(400, 'query too long');
  let url: string | null = null;
  let width: string | null = null;
  const pairs = query.split('&');
  for (let i = 0; i < pairs.length; i += 1) {
    const pair = pairs[i]!;
    const at = pair.indexOf('=');
    const name = at === -1 ? pair : pair.slice(0, at);
    const value = at === -1 ? '' : pair.slice(at + 1);
    if (name === 'url') {
      if (url !== null) return refuse(400, 'url given twice');
      url = value;
    } else if (name === 'w') {
      if (width !== null) return refuse(400, 'w given twice');
      width = value;
    }
  }
  if (width === null || !/^[0-9]{1,4}$/.test(width) || widths.indexOf(Number(width)) === -1) return refuse(400, `width must be one of ${widths.join(', ')}`);
  if (url === null) return refuse(400, 'no address');
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return refuse(400, 'a malformed escape');
  }
  const verdict = canonicalAddress(decoded, allowlist);
  if (!verdict.ok) return verdict;
  return { ok: true, url: verdict.url, host: verdict.host, pathAndQuery: verdict.pathAndQuery, width: Number(width) };
}

/**
 * A redirect's target, resolved against the address it came from: an absolute `https:` address,
 * or a path on the same host (`/…`). Null for anything else (scheme-relative, relative paths).
 */
export function redirectTarget(location: string, from: { readonly host: string }): string | null {
  if (/^https?:\/\//i.test(location)) return location;
  if (location.charAt(0) === '/' && location.charAt(1) !== '/' && location.charAt(1) !== '\\') return `https://${from.host}${location}`;
  return null;
}
