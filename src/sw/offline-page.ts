/**
 * The offline page for a page never opened on this device: self-contained (no script, inline
 * style), linking to the saved pages, so the reader never meets a blank screen or the browser's
 * error page.
 */

export interface SavedPage {
  /** Path and query on this site. */
  readonly path: string;
  /** Its title, as its HTML names it. */
  readonly title: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities a page title holds (named ones above, decimal and hex). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const MAX_TITLE = 200;

/**
 * The title of a saved page (its first `<title>`), without the site name the site appends
 * ("Technology | Site" → "Technology"); the page's path when it has none.
 */
export function pageTitle(html: string, siteName: string): string {
  const start = html.indexOf('<title>');
  const end = start === -1 ? -1 : html.indexOf('</title>', start);
  if (start === -1 || end === -1) return '';
  let title = decodeEntities(html.slice(start + 7, Math.min(end, start + 7 + MAX_TITLE * 2))).replace(/\s+/g, ' ').trim();
  const suffix = ` | ${siteName}`;
  if (title.endsWith(suffix) && title.length > suffix.length) title = title.slice(0, -suffix.length);
  return title.slice(0, MAX_TITLE);
}

const STYLE = `
:root { color-scheme: light dark; --fg: #0f172a; --muted: #475569; --bg: #fff; --link: #1d4ed8; --line: #e2e8f0; }
@media (prefers-color-scheme: dark) { :root { --fg: #f8fafc; --muted: #cbd5e1; --bg: #0f172a; --link: #93c5fd; --line: #334155; } }
* { box-sizing: border-box; }
body { margin: 0; font: 1rem/1.6 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
header, main { max-width: 42rem; margin: 0 auto; padding: 1rem; }
header { border-bottom: 1px solid var(--line); font-weight: 700; }
h1 { font-family: Georgia, "Times New Roman", serif; font-size: 1.875rem; line-height: 1.25; margin: 1rem 0 0.5rem; }
p { color: var(--muted); }
ul { padding-left: 1.25rem; }
li { margin: 0.5rem 0; }
a { color: var(--link); text-underline-offset: 2px; }
a:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
`;

/** The page's security policy: nothing loads, nothing runs; its own style only. */
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** The offline page for `path`, listing `saved` (home first, then by title). */
export function offlinePageHtml({ siteName, path, saved }: { siteName: string; path: string; saved: readonly SavedPage[] }): string {
  const sorted = [...saved].sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : (a.title || a.path).localeCompare(b.title || b.path)));
  const items = sorted.map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.path === '/' ? 'Home' : page.title || page.path)}</a></li>`).join('');
  const list =
    sorted.length > 0
      ? `<h2>Saved on this device</h2><p>These pages were opened here before and can be read offline:</p><ul>${items}</ul>`
      : '<p>No pages are saved on this device yet: pages you open while online can be read offline later.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>You are offline | ${escapeHtml(siteName)}</title><style>${STYLE}</style></head><body><header>${escapeHtml(siteName)}</header><main><h1>You are offline</h1><p data-offline-page>${escapeHtml(path)} has not been opened on this device, so it cannot be shown without a connection. <a href="${escapeHtml(path)}">Try again</a> once you are back online.</p>${list}</main></body></html>`;
}

/** The offline page as the worker's answer (never cached: the next visit online gets the real page). */
export function offlinePage(options: { siteName: string; path: string; saved: readonly SavedPage[] }): Response {
  return new Response(offlinePageHtml(options), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': POLICY },
  });
}
