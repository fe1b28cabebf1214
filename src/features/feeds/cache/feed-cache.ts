import { feedSets } from '@/config/feed-sets';
import type { Article } from '@/lib/article';
import { isSitePath, safeHttpUrl } from '@/lib/safe-url';
import { CACHE_TTL_MS, PLACEHOLDER_TTL_MS } from '../feed-settings';

/**
 * The browser cache of merged category articles (docs/adr/0003), one localStorage entry per
 * category. Storage is untrusted input, so every entry is checked field by field when read.
 * Corrupt entries, a full quota or a storage that throws are logged and ignored; nothing here throws.
 */
const CACHE_PREFIX = 'mcl:feeds:v1:';
const VERSION = 1;

export interface CacheEntry {
  readonly v: 1;
  readonly savedAt: number;
  readonly placeholder: boolean;
  readonly articles: readonly Article[];
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    console.warn('[feeds] localStorage is unavailable; the feed cache is off', error);
    return null;
  }
}

export function cacheKey(slug: string): string {
  return `${CACHE_PREFIX}${slug}`;
}

/** Field limits of a cached Article (what the converter can produce, with room to spare). */
const ARTICLE_LIMITS = { id: 200, title: 400, excerpt: 400, author: 120, category: 80, source: 120, path: 300, url: 2_048, date: 40 } as const;
/** Articles per entry, with room above what a category keeps. */
const MAX_CACHED_ARTICLES = 30;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
const knownSlugs = new Set(feedSets.map((c) => c.slug));

const str = (v: unknown, max: number, { empty = false } = {}): v is string => typeof v === 'string' && v.length <= max && (empty || v.trim() !== '');

/** An on-site path of a sane length (see isSitePath in src/lib/safe-url.ts). */
function isCachedSitePath(value: unknown): value is string {
  return str(value, ARTICLE_LIMITS.path) && isSitePath(value);
}

function httpOrNull(v: unknown): boolean {
  return v === null || (str(v, ARTICLE_LIMITS.url) && safeHttpUrl(v) === v);
}

/** Why a stored article cannot be shown, or null when every field is as the converter makes it. */
function articleProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object';
  const a = value as Record<string, unknown>;
  if (!str(a.id, ARTICLE_LIMITS.id)) return 'id';
  if (!str(a.title, ARTICLE_LIMITS.title)) return 'title';
  if (!str(a.excerpt, ARTICLE_LIMITS.excerpt, { empty: true })) return 'excerpt';
  if (!str(a.category, ARTICLE_LIMITS.category)) return 'category';
  if (!httpOrNull(a.link)) return 'link';
  if (!httpOrNull(a.image)) return 'image';
  if (!(a.date === null || (str(a.date, ARTICLE_LIMITS.date) && ISO_DATE.test(a.date) && !Number.isNaN(Date.parse(a.date))))) return 'date';
  if (!(a.author === null || str(a.author, ARTICLE_LIMITS.author))) return 'author';
  if (a.path !== undefined && !isCachedSitePath(a.path)) return 'path';
  if (a.categorySlug !== undefined && !(typeof a.categorySlug === 'string' && knownSlugs.has(a.categorySlug))) return 'categorySlug';
  if (a.source !== undefined && !str(a.source, ARTICLE_LIMITS.source)) return 'source';
  if (a.placeholder !== undefined && typeof a.placeholder !== 'boolean') return 'placeholder';
  return null;
}

/** A copy with exactly the Article fields (nothing else from storage reaches a component), or null. */
function validArticle(value: unknown): Article | null {
  if (articleProblem(value) !== null) return null;
  const a = value as Article;
  return {
    id: a.id,
    title: a.title,
    excerpt: a.excerpt,
    link: a.link,
    image: a.image,
    date: a.date,
    author: a.author,
    category: a.category,
    ...(a.path !== undefined ? { path: a.path } : {}),
    ...(a.categorySlug !== undefined ? { categorySlug: a.categorySlug } : {}),
    ...(a.source !== undefined ? { source: a.source } : {}),
    ...(a.placeholder !== undefined ? { placeholder: a.placeholder } : {}),
  };
}

/** The whole entry (fresh or stale), or null when absent or corrupt (a corrupt one is removed and logged). */
export function readCacheEntry(slug: string): CacheEntry | null {
  const store = storage();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(cacheKey(slug));
  } catch (error) {
    console.warn(`[feeds] could not read the cache for ${slug}`, error);
    return null;
  }
  if (raw === null) return null;
  try {
    if (raw.length > 200_000) throw new Error('an entry larger than any category could be');
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (typeof parsed !== 'object' || parsed === null || parsed.v !== VERSION || typeof parsed.savedAt !== 'number' || !Number.isFinite(parsed.savedAt) || !Array.isArray(parsed.articles)) {
      throw new Error('unexpected shape');
    }
    if (parsed.articles.length > MAX_CACHED_ARTICLES) throw new Error(`${parsed.articles.length} articles (at most ${MAX_CACHED_ARTICLES})`);
    const articles: Article[] = [];
    parsed.articles.forEach((item: unknown, i: number) => {
      const article = validArticle(item);
      // A poisoned article is dropped (and logged); the rest of the entry stays usable.
      if (article) articles.push(article);
      else console.warn(`[feeds] dropped a cached ${slug} article with a bad ${articleProblem(item)} (#${i + 1})`);
    });
    if (articles.length === 0 && parsed.articles.length > 0) throw new Error('no usable article');
    return { v: VERSION, savedAt: parsed.savedAt, placeholder: parsed.placeholder === true, articles };
  } catch (error) {
    console.warn(`[feeds] ignored a corrupt cache entry for ${slug}: ${error instanceof Error ? error.message : String(error)}`);
    try {
      store.removeItem(cacheKey(slug));
    } catch {
      // Nothing more to do.
    }
    return null;
  }
}

export function entryTtl(entry: Pick<CacheEntry, 'placeholder'>): number {
  return entry.placeholder ? PLACEHOLDER_TTL_MS : CACHE_TTL_MS;
}

export function isFresh(entry: CacheEntry, now = Date.now()): boolean {
  return now - entry.savedAt >= 0 && now - entry.savedAt < entryTtl(entry);
}

/** Cached articles for a category, fresh or stale; null when there are none. */
export function readCachedCategory(slug: string): Article[] | null {
  const entry = readCacheEntry(slug);
  return entry ? [...entry.articles] : null;
}

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

function savedAtOf(raw: string | null): number {
  try {
    return Number((JSON.parse(raw ?? '{}') as { savedAt?: number }).savedAt) || 0;
  } catch {
    return 0;
  }
}

/** Other categories' entries, oldest first (candidates to make room). */
function evictionCandidates(store: Storage, keep: string): string[] {
  const found: Array<{ key: string; savedAt: number }> = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (!key || key === keep || !key.startsWith(CACHE_PREFIX)) continue;
    found.push({ key, savedAt: savedAtOf(store.getItem(key)) });
  }
  return found.sort((a, b) => a.savedAt - b.savedAt).map((f) => f.key);
}

/** Stores a category's articles. Returns false (after logging) when storage refuses. */
export function writeCachedCategory(slug: string, articles: readonly Article[], { placeholder = false, now = Date.now() } = {}): boolean {
  const store = storage();
  if (!store) return false;
  const key = cacheKey(slug);
  const value = JSON.stringify({ v: VERSION, savedAt: now, placeholder, articles } satisfies CacheEntry);
  try {
    store.setItem(key, value);
    return true;
  } catch (error) {
    if (!isQuotaError(error)) {
      console.warn(`[feeds] could not cache ${slug}`, error);
      return false;
    }
    // Full: make room by dropping older feed entries, then try once more.
    try {
      for (const other of evictionCandidates(store, key)) {
        store.removeItem(other);
        try {
          store.setItem(key, value);
          return true;
        } catch (retryError) {
          if (!isQuotaError(retryError)) throw retryError;
        }
      }
    } catch (evictError) {
      console.warn(`[feeds] could not cache ${slug}`, evictError);
      return false;
    }
    console.warn(`[feeds] storage is full; ${slug} was not cached (QuotaExceededError)`);
    return false;
  }
}

