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
  try {
    const url = base ? new URL(cleaned, base) : new URL(cleaned);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** True when the href points at another origin (so it should open in a new tab). */
export function isExternalHref(href: string, origin: string): boolean {
  try {
    return new URL(href, origin).origin !== new URL(origin).origin;
  } catch {
    return false;
  }
}
