/**
 * The one place that decides what a URL is allowed to be. Only http: and
 * https: URLs survive as links and image sources; site-relative paths must
 * stay on this site. Config, feeds, the blog, markdown and rss.xml all ask here.
 */

import { parseHttpUrl, parseUrl } from '../contracts/url';

/**
 * URL checks for untrusted input. Only http: and https: URLs survive; relative
 * URLs are resolved against `base` when one is given. Anything else
 * (javascript:, data:, vbscript:, malformed) becomes null.
 */
export function safeHttpUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string') return null;
  // Strip control characters and whitespace that browsers ignore inside schemes.
  const cleaned = value.replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (cleaned === '') return null;
  return parseHttpUrl(cleaned, base)?.toString() ?? null;
}

/**
 * A path on this site: starts with exactly one '/', never '//' or '/\\' (which
 * browsers treat as another host), no control characters or backslashes
 * anywhere (browsers turn '\\' into '/'), and resolves to the same origin.
 */
export function isSitePath(value: string): boolean {
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\') return false;
  for (let i = 0; i < value.length; i += 1) {
    const c = value.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || c === 0x5c) return false;
  }
  return parseUrl(value, 'https://site.invalid')?.origin === 'https://site.invalid';
}

/** True when the href points at another origin (so it should open in a new tab). */
export function isExternalHref(href: string, origin: string): boolean {
  const target = parseUrl(href, origin);
  const own = parseUrl(origin);
  return target !== null && own !== null && target.origin !== own.origin;
}
