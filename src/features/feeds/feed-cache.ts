import type { Article } from '@/lib/article';
import { safeHttpUrl } from '@/lib/safe-url';
import { CACHE_TTL_MS, PLACEHOLDER_TTL_MS } from './feed-settings';

/**
 * The browser cache of merged category articles (docs/adr/0003):
 * localStorage key `mcl:feeds:v1:{slug}` →
 * `{"v":1,"savedAt":<epoch ms>,"placeholder":<bool>,"articles":[Article…]}`.
 * Fresh for 10 minutes (placeholders for 2). Corrupt entries, a full quota or
 * a storage that throws are logged and ignored; nothing here ever throws.
 */
export const CACHE_PREFIX = 'mcl:feeds:v1:';
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

const isStringOrNull = (v: unknown) => v === null || typeof v === 'string';

function validArticle(value: unknown): Article | null {
  if (typeof value !== 'object' || value === null) return null;
  const a = value as Record<string, unknown>;
  if (typeof a.id !== 'string' || typeof a.title !== 'string' || a.title === '' || typeof a.excerpt !== 'string' || typeof a.category !== 'string') return null;
  if (!isStringOrNull(a.link) || !isStringOrNull(a.image) || !isStringOrNull(a.date) || !isStringOrNull(a.author)) return null;
  // Re-check URLs: storage is outside data too.
  if (a.link !== null && safeHttpUrl(a.link) !== a.link) return null;
  if (a.image !== null && safeHttpUrl(a.image) !== a.image) return null;
  return value as Article;
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
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (parsed?.v !== VERSION || typeof parsed.savedAt !== 'number' || !Array.isArray(parsed.articles)) throw new Error('unexpected shape');
    const articles = parsed.articles.map(validArticle);
    if (articles.some((a) => a === null)) throw new Error('an article has an unexpected shape');
    return { v: VERSION, savedAt: parsed.savedAt, placeholder: parsed.placeholder === true, articles: articles as Article[] };
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

export function isQuotaError(error: unknown): boolean {
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

/** Removes every feed entry (tests, diagnostics). */
export function clearFeedCache(): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(CACHE_PREFIX)) keys.push(key);
    }
    keys.forEach((k) => store.removeItem(k));
  } catch (error) {
    console.warn('[feeds] could not clear the feed cache', error);
  }
}
