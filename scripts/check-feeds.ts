/**
 * Which feeds and proxies answer today? Fetches every catalogued feed (the
 * categories and the regions' newsrooms, src/config/feed-sets.ts) directly and through each configured proxy
 * (VITE_FEED_PROXIES, else the defaults in src/config/env.ts, expanded by the
 * same `proxiedUrl` the site uses), parses each answer with the site's own
 * parser, and prints one row per feed and route:
 *
 *   category, feed, route (direct / proxy host / site), HTTP status, time,
 *   result, item count, newest item's age, CORS header present
 *
 * followed by a summary per proxy, per category and per region (each region's
 * newsrooms by name, statewide ones included). It exits 1 when a category or
 * region has no source that a reader's browser could use (a feed that
 * parses, with items, through a proxy, through the site's own feed route, or
 * directly with a CORS header), 2 on a usage error, 0 otherwise.
 *
 *   npm run check:feeds
 *   npm run check:feeds -- --category sports --timeout 15000
 *   npm run check:feeds -- --region upper-peninsula,west-michigan
 *   npm run check:feeds -- --json > feeds.json
 *   VITE_FEED_PROXIES='https://my-proxy.example/{rawUrl}' npm run check:feeds
 *   npm run check:feeds -- --site https://news.example.org   # also /feeds/{id}.xml
 *
 * It is meant for an editor's machine with internet access; docs/live-news.md
 * says what to do with what it reports. Its tests run it against local servers.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs as parseArgv } from 'node:util';
import { feedSets } from '../src/config/feed-sets';
import { parseEnv } from '../src/config/env';
import { FEED_ROUTE_ACCEPT, feedRoutePath, parseHttpUrl } from '../src/contracts';
import { imageHosts } from '../src/config/image-hosts';
import { regionByFeedSetSlug, regionFeedSetSlug, regionBySlug, regions } from '../src/config/regions';
import { createLimiter } from '../src/lib/concurrency';
import { parseFeed } from '../src/features/feeds/parse';
import { parseFeedDate } from '../src/features/feeds/read';
import { proxiedUrl } from '../src/features/feeds/transport';

export interface CatalogueEntry {
  readonly slug: string;
  readonly feeds: readonly string[];
  /** A region's name and its newsrooms by feed URL: the report lists its feeds by newsroom under Regions. */
  readonly region?: { readonly name: string; readonly newsrooms: Readonly<Record<string, string>> };
}

export type RouteKind = 'direct' | 'proxy' | 'site';

export interface Route {
  readonly kind: RouteKind;
  /** What the table shows: `direct`, the proxy's host, or `site`. */
  readonly label: string;
  /** Proxy template (`{url}` / `{rawUrl}`) or the site's origin; empty for direct. */
  readonly base: string;
}

/** ok: a feed with items. skipped: not asked, because this proxy already answered 429. */
export type Outcome = 'ok' | 'empty' | 'html' | 'parse' | 'http' | 'timeout' | 'network' | 'skipped';

export interface CheckRow extends Answer {
  readonly category: string;
  readonly feed: string;
  readonly route: string;
  readonly routeKind: RouteKind;
  readonly url: string;
  readonly newestAgeHours: number | null;
  /** A feed with items came back. */
  readonly works: boolean;
  /** It works and a reader's browser on the site could use it this way. */
  readonly servesSite: boolean;
}

export interface RouteSummary {
  readonly route: string;
  readonly kind: RouteKind;
  readonly working: number;
  readonly asked: number;
  readonly total: number;
  readonly rateLimited: boolean;
}

export interface CategorySummary {
  readonly slug: string;
  readonly feeds: number;
  /** Feeds that at least one browser-usable route served. */
  readonly servedFeeds: number;
  readonly ok: boolean;
}

/** One region's newsrooms and whether a reader's browser could load each. */
export interface RegionSummary {
  /** The region's feed set (`local-news/west-michigan`). */
  readonly slug: string;
  readonly name: string;
  readonly newsrooms: ReadonlyArray<{ readonly newsroom: string; readonly feed: string; readonly works: boolean; readonly servesSite: boolean }>;
  readonly ok: boolean;
}

export interface CheckReport {
  readonly checkedAt: string;
  readonly origin: string;
  readonly timeoutMs: number;
  readonly routes: readonly RouteSummary[];
  /** Every entry of the catalogue, regions included (the exit status reads them all). */
  readonly categories: readonly CategorySummary[];
  /** The regions among them, newsroom by newsroom. */
  readonly regions: readonly RegionSummary[];
  readonly rows: readonly CheckRow[];
  /** Feeds no route could read (the feed itself is likely gone or moved). */
  readonly deadFeeds: readonly string[];
  /** Feeds that work but whose newest item is older than the stale limit. */
  readonly staleFeeds: readonly string[];
  readonly staleHours: number;
  /** Picture hosts seen in the feeds that the image route does not serve (src/config/image-hosts.ts). */
  readonly missingPictureHosts: readonly string[];
  readonly ok: boolean;
}

export interface CheckOptions {
  readonly catalogue: readonly CatalogueEntry[];
  readonly proxies: readonly string[];
  /** Origin of a deployed site whose own feed route (`/feeds/{id}.xml`) is checked too. */
  readonly site?: string | null;
  /** Also fetch each feed directly (default true). */
  readonly direct?: boolean;
  readonly timeoutMs?: number;
  readonly concurrency?: number;
  /** Sent as `Origin`, as a browser on the site would (cors-anywhere-style proxies require it). */
  readonly origin?: string;
  readonly staleHours?: number;
  readonly fetchImpl?: typeof fetch;
  readonly now?: () => number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_CONCURRENCY = 6;
export const DEFAULT_STALE_DAYS = 7;
const DEFAULT_ORIGIN = 'https://localhost';
/** Items read per answer when counting (the site itself reads 15). */
const COUNT_ITEMS = 500;

/** The routes to try: direct (optional), each proxy template, then the site's own feed route. */
export function buildRoutes(proxies: readonly string[], { direct = true, site = null }: { direct?: boolean; site?: string | null } = {}): Route[] {
  const routes: Route[] = direct ? [{ kind: 'direct', label: 'direct', base: '' }] : [];
  // A proxy is named by its host; proxies that share a host by host and path.
  const describe = (template: string, withPath: boolean): string => {
    try {
      const url = new URL(template.slice(0, template.indexOf('{')));
      return withPath ? `${url.host}${url.pathname.replace(/\/+$/, '')}` : url.host;
    } catch {
      return template; // parseEnv has already dropped templates that are not URLs
    }
  };
  const hosts = proxies.map((t) => describe(t, false));
  const seen = new Map<string, number>();
  proxies.forEach((template, i) => {
    const name = hosts.indexOf(hosts[i]!) === hosts.lastIndexOf(hosts[i]!) ? hosts[i]! : describe(template, true);
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    routes.push({ kind: 'proxy', label: n === 1 ? name : `${name} #${n}`, base: template });
  });
  if (site) routes.push({ kind: 'site', label: 'site', base: site.replace(/\/+$/, '') });
  return routes;
}

function routeUrl(route: Route, feed: string): string {
  if (route.kind === 'proxy') return proxiedUrl(route.base, feed);
  if (route.kind === 'site') return `${route.base}${feedRoutePath(feed)}`;
  return feed;
}

/** What one request for a feed brought back. */
export interface Answer {
  readonly status: number | null;
  readonly ms: number | null;
  readonly result: Outcome;
  readonly detail: string | null;
  readonly items: number;
  /** ISO date of the newest dated item, or null. */
  readonly newest: string | null;
  /** `Access-Control-Allow-Origin` allows the origin (or `*`); null when no answer. */
  readonly cors: boolean | null;
  /** Host names of the items' pictures (media:content, media:thumbnail, enclosures). */
  readonly pictureHosts?: readonly string[];
}

/** The host names of a feed's item pictures that are http(s) URLs. */
export function pictureHostsOf(items: ReadonlyArray<{ mediaContent: string | null; mediaThumbnail: string | null; enclosureImage: string | null }>): string[] {
  const hosts = new Set<string>();
  for (const item of items) {
    for (const candidate of [item.mediaContent, item.mediaThumbnail, item.enclosureImage]) {
      if (!candidate) continue;
      // Not an http(s) URL: the app ignores it too.
      const url = parseHttpUrl(candidate);
      if (url) hosts.add(url.hostname.toLowerCase());
    }
  }
  return [...hosts].sort();
}

async function fetchAndRead(url: string, o: Required<Pick<CheckOptions, 'timeoutMs' | 'origin' | 'fetchImpl' | 'now'>>): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), o.timeoutMs);
  const started = o.now();
  try {
    const response = await o.fetchImpl(url, {
      signal: controller.signal,
      redirect: 'follow',
      headers: {
        Origin: o.origin,
        // Asked as the site's own feed route asks the publishers.
        Accept: FEED_ROUTE_ACCEPT,
        'User-Agent': 'Mozilla/5.0 (compatible; check-feeds/1.0)',
      },
    });
    const body = await response.text();
    const ms = Math.round(o.now() - started);
    const allow = response.headers.get('access-control-allow-origin');
    const cors = allow !== null && (allow.trim() === '*' || allow.trim() === o.origin);
    const base = { status: response.status, ms, cors, items: 0, newest: null };
    if (!response.ok) return { ...base, result: 'http', detail: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}` };
    const parsed = parseFeed(body, { maxItems: COUNT_ITEMS });
    if (!parsed.ok) return { ...base, result: parsed.kind === 'html' ? 'html' : parsed.kind === 'empty' ? 'empty' : 'parse', detail: parsed.message };
    const items = parsed.value.items;
    if (items.length === 0) return { ...base, result: 'empty', detail: 'a feed without items' };
    let newest: string | null = null;
    for (const item of items) {
      const date = parseFeedDate(item.date);
      if (date && (newest === null || date > newest)) newest = date;
    }
    return { ...base, result: 'ok', detail: `${parsed.value.format}${parsed.value.title ? `: ${parsed.value.title}` : ''}`, items: items.length, newest, pictureHosts: pictureHostsOf(items) };
  } catch (error) {
    const ms = Math.round(o.now() - started);
    if (controller.signal.aborted) return { status: null, ms, result: 'timeout', detail: `no answer within ${o.timeoutMs} ms`, items: 0, newest: null, cors: null };
    const cause = error instanceof Error ? ((error.cause as { code?: string } | undefined)?.code ?? error.message) : String(error);
    return { status: null, ms, result: 'network', detail: cause, items: 0, newest: null, cors: null };
  } finally {
    clearTimeout(timer);
  }
}

/** Fetches every feed of the catalogue over every route and summarises the answers. */
export async function checkFeeds(options: CheckOptions): Promise<CheckReport> {
  const o = {
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    origin: options.origin ?? DEFAULT_ORIGIN,
    fetchImpl: options.fetchImpl ?? fetch,
    now: options.now ?? (() => Date.now()),
  };
  const staleHours = options.staleHours ?? DEFAULT_STALE_DAYS * 24;
  const routes = buildRoutes(options.proxies, { direct: options.direct ?? true, site: options.site ?? null });
  const limiter = createLimiter(Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY));
  // One request at a time per proxy (and per site route): polite, and it lets
  // the check stop at a proxy's first 429 exactly as the site does.
  const perRoute = new Map(routes.map((route) => [route.label, createLimiter(route.kind === 'direct' ? Number.POSITIVE_INFINITY : 1)]));
  const rateLimited = new Set<string>();
  const answers = new Map<string, Promise<Answer>>();

  // Each feed once per route, even when two categories share it. Feeds go
  // round the routes in turn so that no single proxy gets a burst.
  const feeds = [...new Set(options.catalogue.flatMap((c) => c.feeds))];
  for (const feed of feeds) {
    for (const route of routes) {
      const key = `${route.label}\n${feed}`;
      answers.set(
        key,
        perRoute.get(route.label)!.run(() =>
          limiter.run(async (): Promise<Answer> => {
            if (rateLimited.has(route.label)) {
              return { status: null, ms: null, result: 'skipped', detail: 'not asked: this proxy already answered 429 (Too Many Requests)', items: 0, newest: null, cors: null };
            }
            const answer = await fetchAndRead(routeUrl(route, feed), o);
            if (answer.status === 429 && route.kind === 'proxy') rateLimited.add(route.label);
            return answer;
          }),
        ),
      );
    }
  }

  const checkedAt = o.now();
  const rows: CheckRow[] = [];
  for (const category of options.catalogue) {
    for (const feed of category.feeds) {
      for (const route of routes) {
        const a = await answers.get(`${route.label}\n${feed}`)!;
        const works = a.result === 'ok';
        const servesSite = works && (route.kind !== 'direct' || a.cors === true);
        rows.push({
          category: category.slug,
          feed,
          route: route.label,
          routeKind: route.kind,
          url: routeUrl(route, feed),
          ...a,
          newestAgeHours: a.newest === null ? null : Math.round(((checkedAt - Date.parse(a.newest)) / 3_600_000) * 10) / 10,
          works,
          servesSite,
        });
      }
    }
  }

  const routeSummaries: RouteSummary[] = routes.map((route) => {
    const mine = feeds.map((feed) => rows.find((r) => r.feed === feed && r.route === route.label)!);
    return {
      route: route.label,
      kind: route.kind,
      working: mine.filter((r) => r.works).length,
      asked: mine.filter((r) => r.result !== 'skipped').length,
      total: feeds.length,
      rateLimited: rateLimited.has(route.label),
    };
  });
  const categorySummaries: CategorySummary[] = options.catalogue.map((category) => {
    const served = category.feeds.filter((feed) => rows.some((r) => r.category === category.slug && r.feed === feed && r.servesSite)).length;
    return { slug: category.slug, feeds: category.feeds.length, servedFeeds: served, ok: served > 0 };
  });
  const regionSummaries: RegionSummary[] = options.catalogue.flatMap((entry) => {
    if (!entry.region) return [];
    const { name, newsrooms } = entry.region;
    const mine = entry.feeds.map((feed) => {
      const feedRows = rows.filter((r) => r.category === entry.slug && r.feed === feed);
      return { newsroom: newsrooms[feed] ?? feed, feed, works: feedRows.some((r) => r.works), servesSite: feedRows.some((r) => r.servesSite) };
    });
    return [{ slug: entry.slug, name, newsrooms: mine, ok: mine.some((n) => n.servesSite) }];
  });
  const deadFeeds = feeds.filter((feed) => !rows.some((r) => r.feed === feed && r.works));
  const staleFeeds = feeds.filter((feed) => {
    const ages = rows.filter((r) => r.feed === feed && r.works && r.newestAgeHours !== null).map((r) => r.newestAgeHours!);
    return ages.length > 0 && Math.min(...ages) > staleHours;
  });

  return {
    checkedAt: new Date(checkedAt).toISOString(),
    origin: o.origin,
    timeoutMs: o.timeoutMs,
    routes: routeSummaries,
    categories: categorySummaries,
    regions: regionSummaries,
    rows,
    deadFeeds,
    staleFeeds,
    staleHours,
    missingPictureHosts: [...new Set(rows.flatMap((r) => r.pictureHosts ?? []))].filter((host) => !imageHosts().includes(host)).sort(),
    ok: categorySummaries.every((c) => c.ok),
  };
}

// ---------------------------------------------------------------- output

function shortFeed(url: string, max = 46): string {
  let text = url;
  try {
    const u = new URL(url);
    text = `${u.host.replace(/^www\./, '')}${u.pathname}${u.search}`;
  } catch {
    // not a URL: show it as it is
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function formatAge(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 0) return 'future';
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return `${(hours / 24).toFixed(1)} d`;
}

function table(header: readonly string[], body: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** The report as the text table an editor reads. */
export function formatReport(report: CheckReport): string {
  const header = ['Category', 'Feed', 'Route', 'Status', 'Time', 'Result', 'Items', 'Newest', 'CORS'];
  const body = report.rows.map((r) => [
    r.category,
    shortFeed(r.feed),
    r.route,
    r.status === null ? '—' : String(r.status),
    r.ms === null ? '—' : `${r.ms} ms`,
    r.result,
    r.works ? String(r.items) : '—',
    formatAge(r.newestAgeHours),
    r.cors === null ? '—' : r.cors ? 'yes' : 'no',
  ]);
  const out = [`Feeds checked ${report.checkedAt} (Origin ${report.origin}, timeout ${report.timeoutMs} ms)`, '', table(header, body), ''];

  if (report.missingPictureHosts.length > 0) {
    out.push(`Picture hosts the image route does not serve yet (add them to src/config/image-hosts.ts): ${report.missingPictureHosts.join(', ')}`, '');
  }
  out.push('Routes:');
  for (const r of report.routes) {
    const note = r.rateLimited ? ` — answered 429 (Too Many Requests) to request ${r.asked}; not asked again` : '';
    out.push(`  ${r.route.padEnd(24)} ${r.working}/${r.total} feeds${note}`);
  }
  const regionSlugs = new Set(report.regions.map((r) => r.slug));
  const categories = report.categories.filter((c) => !regionSlugs.has(c.slug));
  if (categories.length > 0) {
    out.push('', 'Categories (feeds a reader’s browser could load / feeds):');
    for (const c of categories) out.push(`  ${c.ok ? 'ok  ' : 'NONE'} ${c.slug.padEnd(16)} ${c.servedFeeds}/${c.feeds}`);
  }
  if (report.regions.length > 0) {
    out.push('', 'Regions (newsrooms a reader’s browser could load / newsrooms; the statewide ones are in every region):');
    for (const r of report.regions) {
      out.push(`  ${r.ok ? 'ok  ' : 'NONE'} ${r.slug.padEnd(30)} ${r.newsrooms.filter((n) => n.servesSite).length}/${r.newsrooms.length}  ${r.name}`);
      const width = Math.max(...r.newsrooms.map((n) => n.newsroom.length));
      for (const n of r.newsrooms) out.push(`         ${n.servesSite ? 'ok  ' : n.works ? 'cors' : 'NONE'} ${n.newsroom.padEnd(width)}  ${shortFeed(n.feed, 70)}`);
    }
  }

  const problems = report.rows.filter((r) => !r.works);
  const answered = report.rows.some((r) => r.status !== null);
  if (!answered && report.rows.some((r) => r.result === 'network' || r.result === 'timeout')) {
    out.push('', 'No request got any answer at all: check this machine’s internet connection before changing feeds or proxies.');
  } else if (report.deadFeeds.length > 0) {
    out.push('', 'Feeds no route could read (replace them in src/config/categories.ts or src/config/regions.ts):');
    for (const feed of report.deadFeeds) {
      const reasons = [...new Set(problems.filter((r) => r.feed === feed && r.detail).map((r) => `${r.route}: ${r.detail}`))];
      out.push(`  ${feed}`, ...reasons.map((reason) => `      ${reason}`));
    }
  }
  if (report.staleFeeds.length > 0) {
    out.push('', `Feeds whose newest item is older than ${formatAge(report.staleHours)}:`);
    for (const feed of report.staleFeeds) out.push(`  ${feed}`);
  }
  const failing = report.categories.filter((c) => !c.ok).map((c) => c.slug);
  const counted = report.regions.length > 0 ? `Every category (${categories.length}) and region (${report.regions.length})` : `Every category (${report.categories.length})`;
  out.push(
    '',
    failing.length === 0
      ? `${counted} has a working source.`
      : `No working source for: ${failing.join(', ')} (exit 1). See docs/live-news.md.`,
  );
  return out.join('\n');
}

// ---------------------------------------------------------------- command line

export interface CliOptions {
  readonly categories: readonly string[];
  /** Region slugs (`west-michigan`): their feed sets, statewide newsrooms included. */
  readonly regions: readonly string[];
  readonly json: boolean;
  readonly timeoutMs: number;
  readonly concurrency: number;
  readonly cataloguePath: string | null;
  readonly proxies: readonly string[] | null;
  readonly site: string | null;
  readonly direct: boolean;
  readonly origin: string | null;
  readonly staleDays: number;
  readonly help: boolean;
}

export const USAGE = `Usage: npm run check:feeds -- [options]

  --category <slug>     only this category (repeat, or give a comma-separated list)
  --region <slug>       only this region's newsrooms, statewide ones included (repeat, or a list;
                        known: ${regions.map((r) => r.slug).join(', ')})
  --json                print the report as JSON instead of a table
  --timeout <ms>        per request (default ${DEFAULT_TIMEOUT_MS})
  --concurrency <n>     requests in flight at once (default ${DEFAULT_CONCURRENCY})
  --proxies <list>      comma-separated proxy templates instead of VITE_FEED_PROXIES / the defaults
                        (each an http(s) URL with {url} or {rawUrl}; none valid is a usage error)
  --catalogue <file>    JSON catalogue instead of src/config/categories.ts and regions.ts:
                        [{"slug": "...", "feeds": ["https://..."]}] or {"slug": ["https://..."]}
  --site <origin>       also check the site's own feed route, <origin>/feeds/{id}.xml
  --no-direct           skip the direct requests
  --origin <origin>     Origin header to send (default VITE_SITE_URL, else ${DEFAULT_ORIGIN})
  --stale-days <n>      warn when a feed's newest item is older (default ${DEFAULT_STALE_DAYS})
  --help                this text

Exit status: 0 every category and region has a working source, 1 some one has none, 2 usage error.`;

export class UsageError extends Error {}

function positive(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (value === undefined || !Number.isFinite(n) || n <= 0) throw new UsageError(`${flag} needs a positive number`);
  return n;
}

const CLI_OPTIONS = {
  category: { type: 'string', multiple: true },
  region: { type: 'string', multiple: true },
  json: { type: 'boolean' },
  timeout: { type: 'string' },
  concurrency: { type: 'string' },
  catalogue: { type: 'string' },
  proxies: { type: 'string' },
  site: { type: 'string' },
  'no-direct': { type: 'boolean' },
  origin: { type: 'string' },
  'stale-days': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const list = (value: string): string[] =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The command line (node:util's parseArgs); throws UsageError for an unknown option or a missing or bad value. */
export function parseArgs(argv: readonly string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgv({ args: [...argv], options: CLI_OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !code.startsWith('ERR_PARSE_ARGS_')) throw error;
    const named = /'([^']+)'/.exec((error as Error).message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new UsageError(`unknown option: ${named}`);
    throw new UsageError((error as Error).message.split('\n')[0]!);
  }
  const value = (flag: string, given: string | undefined): string | undefined => {
    if (given === '') throw new UsageError(`${flag} needs a value`);
    return given;
  };
  const number = (flag: string, given: string | undefined, fallback: number): number => (value(flag, given) === undefined ? fallback : positive(flag, given));
  for (const given of values.category ?? []) value('--category', given);
  for (const given of values.region ?? []) value('--region', given);
  const proxies = value('--proxies', values.proxies);
  return {
    categories: (values.category ?? []).flatMap(list),
    regions: (values.region ?? []).flatMap(list),
    json: values.json === true,
    timeoutMs: number('--timeout', values.timeout, DEFAULT_TIMEOUT_MS),
    concurrency: Math.floor(number('--concurrency', values.concurrency, DEFAULT_CONCURRENCY)),
    cataloguePath: value('--catalogue', values.catalogue) ?? null,
    proxies: proxies === undefined ? null : list(proxies),
    site: value('--site', values.site) ?? null,
    direct: values['no-direct'] !== true,
    origin: value('--origin', values.origin) ?? null,
    staleDays: number('--stale-days', values['stale-days'], DEFAULT_STALE_DAYS),
    help: values.help === true,
  };
}

/** The site's catalogue: the categories, then each region's newsrooms (statewide ones included), named. */
function defaultCatalogue(): CatalogueEntry[] {
  return feedSets.map((set) => {
    const region = regionByFeedSetSlug(set.slug);
    return { slug: set.slug, feeds: set.feeds, ...(region ? { region: { name: region.name, newsrooms: set.newsrooms ?? {} } } : {}) };
  });
}

/** Reads a catalogue file: an array of {slug, feeds} or an object of slug → feeds. */
export function readCatalogue(text: string): CatalogueEntry[] {
  const data: unknown = JSON.parse(text);
  const entries = Array.isArray(data)
    ? data
    : data !== null && typeof data === 'object'
      ? Object.entries(data as Record<string, unknown>).map(([slug, feeds]) => ({ slug, feeds }))
      : null;
  if (!entries) throw new UsageError('the catalogue must be a JSON array or object');
  return entries.map((entry, i) => {
    const e = entry as { slug?: unknown; feeds?: unknown };
    if (typeof e.slug !== 'string' || !Array.isArray(e.feeds) || !e.feeds.every((f) => typeof f === 'string')) {
      throw new UsageError(`catalogue entry ${i + 1} needs a "slug" string and a "feeds" list of URLs`);
    }
    return { slug: e.slug, feeds: e.feeds as string[] };
  });
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function httpOrigin(flag: string, value: string): string {
  const url = parseHttpUrl(value);
  if (url) return url.origin;
  throw new UsageError(`${flag} needs an http(s) origin, e.g. https://news.example.org`);
}

/**
 * The `--proxies` templates the app's own parser accepts. Unlike VITE_FEED_PROXIES, a list with no
 * valid template is an error, not a reason to check the public defaults instead.
 */
function proxyTemplates(given: readonly string[]): readonly string[] {
  const valid = parseEnv({ VITE_FEED_PROXIES: given.join(',') }).feedProxies.filter((template) => given.includes(template));
  if (valid.length === 0) {
    throw new UsageError(`--proxies has no valid proxy template (an http(s) URL with {url} or {rawUrl}): ${given.join(',') || '(empty)'}`);
  }
  return valid;
}

export interface MainIo {
  readonly env?: Record<string, string | undefined>;
  readonly stdout?: (text: string) => void;
  readonly stderr?: (text: string) => void;
  readonly fetchImpl?: typeof fetch;
  readonly now?: () => number;
}

/** The command: returns the exit status. */
export async function main(argv: readonly string[], io: MainIo = {}): Promise<number> {
  const stdout = io.stdout ?? ((text: string) => process.stdout.write(`${text}\n`));
  const stderr = io.stderr ?? ((text: string) => process.stderr.write(`${text}\n`));
  try {
    const cli = parseArgs(argv);
    if (cli.help) {
      stdout(USAGE);
      return 0;
    }
    const env = parseEnv(io.env ?? process.env);
    let catalogue: CatalogueEntry[] = cli.cataloguePath ? readCatalogue(readText(cli.cataloguePath)) : defaultCatalogue();
    if (cli.categories.length > 0 || cli.regions.length > 0) {
      const unknown = cli.categories.filter((slug) => !catalogue.some((c) => c.slug === slug));
      if (unknown.length > 0) throw new UsageError(`unknown category: ${unknown.join(', ')} (known: ${catalogue.map((c) => c.slug).join(', ')})`);
      const unknownRegions = cli.regions.filter((slug) => !regionBySlug(slug) || !catalogue.some((c) => c.slug === regionFeedSetSlug({ slug })));
      if (unknownRegions.length > 0) throw new UsageError(`unknown region: ${unknownRegions.join(', ')} (known: ${regions.map((r) => r.slug).join(', ')})`);
      const wanted = new Set([...cli.categories, ...cli.regions.map((slug) => regionFeedSetSlug({ slug }))]);
      catalogue = catalogue.filter((c) => wanted.has(c.slug));
    }
    const proxies = cli.proxies ? proxyTemplates(cli.proxies) : env.feedProxies;
    const site = cli.site ? httpOrigin('--site', cli.site) : env.sameOriginFeeds && env.siteUrl ? env.siteUrl : null;
    const origin = cli.origin ? httpOrigin('--origin', cli.origin) : (env.siteUrl ?? DEFAULT_ORIGIN);
    const report = await checkFeeds({
      catalogue,
      proxies,
      site,
      direct: cli.direct,
      timeoutMs: cli.timeoutMs,
      concurrency: cli.concurrency,
      origin,
      staleHours: cli.staleDays * 24,
      ...(io.fetchImpl ? { fetchImpl: io.fetchImpl } : {}),
      ...(io.now ? { now: io.now } : {}),
    });
    stdout(cli.json ? JSON.stringify(report, null, 2) : formatReport(report));
    return report.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError || error instanceof SyntaxError) {
      stderr(`check-feeds: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
