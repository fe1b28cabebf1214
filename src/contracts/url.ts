/**
 * What an address is, for every runtime: a URL that parses, and one with the http: or https:
 * scheme. What the site accepts as a link, a picture or a path is decided on top of these
 * (src/lib/safe-url.ts, edge/image-address.ts).
 */

/** True for an http: or https: URL. */
export function isHttpProtocol(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** `value` parsed as a URL (against `base` when one is given), or null when it does not parse. */
export function parseUrl(value: string, base?: string): URL | null {
  try {
    return base ? new URL(value, base) : new URL(value);
  } catch {
    return null;
  }
}

/** `value` parsed as an http(s) URL (against `base` when one is given), or null. No cleaning: for trusted-shape input such as configuration. */
export function parseHttpUrl(value: string, base?: string): URL | null {
  const url = parseUrl(value, base);
  return url && isHttpProtocol(url) ? url : null;
}
