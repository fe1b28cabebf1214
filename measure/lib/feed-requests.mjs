/**
 * Did a measured page load its news? The audit reads every run's own network
 * records (Lighthouse's `network-requests`, which holds the Web Worker's requests beside the
 * page's) and hold them against the feeds the page asks for. A run of a page with live news whose
 * feeds did not all arrive measured a page without its stories: it is void.
 *
 *   const feeds = pageFeeds('/', catalogue);
 *   const loads = feedLoads(lhr.audits['network-requests'].details.items, feeds, { routePath });
 *   const reason = voidReason(loads);   // null when every feed arrived
 */

/**
 * The feeds a page asks for on load: home's first sections' feeds (`homeSections`), or a category
 * or region page's own (a feed set's slug is its page's path: `technology`,
 * `local-news/west-michigan`); none for a page without live news.
 * @param {string} path  the page's path, e.g. '/', '/technology' or '/local-news/west-michigan'
 * @param {{ categories: readonly { slug: string, feeds: readonly string[] }[], homeSections: readonly string[] }} catalogue
 * @returns {{ slug: string, url: string }[]}
 */
export function pageFeeds(path, { categories, homeSections }) {
  const slug = path.replace(/^\/+|\/+$/g, '');
  const slugs = slug === '' ? homeSections : categories.some((c) => c.slug === slug) ? [slug] : [];
  return slugs.flatMap((s) => (categories.find((c) => c.slug === s)?.feeds ?? []).map((url) => ({ slug: s, url })));
}

/** An answer that delivered the feed: 2xx, or 304 from a revalidated copy. */
const delivered = (status) => (status >= 200 && status < 300) || status === 304;

/**
 * The feed a request was for: the own route's path of a feed (by `routePath`), or a proxy's
 * `url=` (query-style) or the feed address after the proxy's own path (path-style); null for
 * any other request.
 * @param {string} requestUrl
 * @param {Map<string, string>} byRoutePath  the own route's path of a feed → feed URL
 * @param {readonly string[]} feedUrls
 */
function feedOf(requestUrl, byRoutePath, feedUrls) {
  let parsed;
  try {
    parsed = new URL(requestUrl);
  } catch {
    return null;
  }
  const routed = byRoutePath.get(parsed.pathname);
  if (routed) return routed;
  const asked = parsed.searchParams.get('url');
  if (asked && feedUrls.includes(asked)) return asked;
  return feedUrls.find((url) => requestUrl.endsWith(`/${url}`)) ?? null;
}

/**
 * For each feed, the requests made for it in one run and whether one of them delivered it.
 * @param {readonly { url: string, statusCode?: number, sessionTargetType?: string }[]} requests  network-requests items
 * @param {readonly { slug: string, url: string }[]} feeds  pageFeeds
 * @param {{ routePath: (url: string) => string }} options  the own route's path of a feed URL (src/contracts: feedRoutePath)
 */
export function feedLoads(requests, feeds, { routePath }) {
  const feedUrls = feeds.map((f) => f.url);
  const byRoutePath = new Map(feedUrls.map((url) => [routePath(url), url]));
  const loads = new Map(feeds.map((f) => [f.url, { ...f, requests: 0, delivered: 0, fromWorker: 0 }]));
  let fromWorker = 0;
  let total = 0;
  for (const request of requests) {
    const feed = feedOf(request.url, byRoutePath, feedUrls);
    if (feed === null) continue;
    const load = loads.get(feed);
    total += 1;
    load.requests += 1;
    if (request.sessionTargetType === 'worker') {
      load.fromWorker += 1;
      fromWorker += 1;
    }
    if (delivered(request.statusCode ?? 0)) load.delivered += 1;
  }
  return { feeds: [...loads.values()], total, fromWorker };
}

/**
 * Why a run is void (its page asked for feeds that never arrived), or null.
 * @param {ReturnType<typeof feedLoads>} loads
 */
export function voidReason(loads) {
  const missing = loads.feeds.filter((f) => f.delivered === 0);
  if (missing.length === 0) return null;
  const asked = missing.filter((f) => f.requests > 0).length;
  const named = missing
    .slice(0, 4)
    .map((f) => `${f.slug} ${f.url}`)
    .join(', ');
  return `${missing.length} of ${loads.feeds.length} feeds never arrived (${asked} of them asked for without an answer that delivered it, ${missing.length - asked} never asked for), e.g. ${named}`;
}

/** One line on a run's feeds: how many arrived, over how many requests, how many the worker made. */
export function feedLine(loads) {
  const arrived = loads.feeds.filter((f) => f.delivered > 0).length;
  return `${arrived}/${loads.feeds.length} feeds in ${loads.total} requests (${loads.fromWorker} by the worker)`;
}
