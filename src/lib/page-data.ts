import type { DehydratedState } from '@tanstack/react-query';

/**
 * What a prerendered page carries besides its markup: the path and the query data it was rendered
 * with, as JSON in a non-executed `<script type="application/json">`. `serializePageData` escapes
 * `<`, `>`, `&` and the JavaScript line separators, so no text inside can close the element.
 */
export interface PageData {
  /** The path the HTML was rendered for ('/faq'); null on the app-shell fallback page. */
  readonly path: string | null;
  readonly queries?: DehydratedState;
}

const PAGE_DATA_ID = 'page-data';

export function serializePageData(data: PageData): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${serializePageData(data)}</script>`;
}

function isPageData(value: unknown): value is PageData {
  if (!value || typeof value !== 'object') return false;
  const { path, queries } = value as Record<string, unknown>;
  if (path !== null && typeof path !== 'string') return false;
  return queries === undefined || (typeof queries === 'object' && queries !== null && Array.isArray((queries as { queries?: unknown }).queries));
}

let cached: PageData | null | undefined;

/** The page data of the served HTML, read once; null when there is none or it is not valid. */
export function readPageData(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): PageData | null {
  if (cached !== undefined) return cached;
  const text = doc?.getElementById(PAGE_DATA_ID)?.textContent;
  cached = null;
  if (!text) return cached;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isPageData(parsed)) cached = parsed;
    else console.warn('[page-data] ignored: not the expected shape');
  } catch (error) {
    console.warn('[page-data] ignored: not valid JSON', error);
  }
  return cached;
}

/** Query parameters that never change what a page shows (campaign tags), so a page with them still hydrates. */
const IGNORED_PARAMS = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|ref)$/i;

/**
 * Whether the served HTML was rendered for this exact view: same path and no
 * query parameter that changes the page (`?q=`, `?page=`…). Then the browser
 * hydrates it; otherwise (the app-shell fallback, /search?q=…) it renders afresh.
 */
export function canHydrate(data: PageData | null, location: { pathname: string; search: string }): boolean {
  if (!data || data.path === null) return false;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  let pathname: string;
  try {
    pathname = decodeURIComponent(location.pathname);
  } catch {
    return false;
  }
  if (trim(pathname) !== trim(data.path)) return false;
  for (const key of new URLSearchParams(location.search).keys()) if (!IGNORED_PARAMS.test(key)) return false;
  return true;
}

/** For tests: forget the cached page data. */
export function resetPageDataForTests(): void {
  cached = undefined;
}
