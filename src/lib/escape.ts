/**
 * The one place text is escaped for markup built as strings (index.html, rss.xml, sitemap.xml,
 * generated images); React escapes what it renders. Dependency-free, so build scripts import it too.
 */

/** Text made safe for HTML text and double-quoted attribute values: `& < > "`. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

// Characters XML 1.0 forbids (C0 controls other than tab/newline/return, lone surrogates, U+FFFE/U+FFFF).
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text made safe for XML character data and attribute values: drops characters
 * XML 1.0 forbids, then escapes the five XML characters. `null`/`undefined`
 * become the empty string; other values are stringified.
 */
export function escapeXml(value: unknown): string {
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  return text
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
