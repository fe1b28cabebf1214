import { ProxyHealth, validHealthRecord, type ProxyHealthRecord } from './proxy-health';

/**
 * The proxy health record in localStorage (`mcl:feeds:proxy-health:v1`), so the
 * next visit starts with the source that answered and skips a rate-limited one.
 * A storage that throws, is full or holds garbage is ignored: nothing here throws.
 */
export const HEALTH_KEY = 'mcl:feeds:proxy-health:v1';
const SAVE_DELAY_MS = 1_000;

export function readHealthRecord(now = Date.now()): ProxyHealthRecord | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(HEALTH_KEY);
    if (!raw || raw.length > 20_000) return null;
    return validHealthRecord(JSON.parse(raw), now);
  } catch {
    return null;
  }
}

export function writeHealthRecord(record: ProxyHealthRecord): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(HEALTH_KEY, JSON.stringify(record));
  } catch (error) {
    console.warn('[feeds] could not remember proxy health', error instanceof Error ? error.name : error);
  }
}

let pageHealth: ProxyHealth | null = null;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

/** The page's health record, loaded once from storage; every change is saved (batched, at most once a second). */
export function pageProxyHealth(): ProxyHealth {
  if (pageHealth) return pageHealth;
  const health = new ProxyHealth(readHealthRecord());
  health.onChange(() => {
    if (saveTimer !== undefined) return;
    saveTimer = setTimeout(() => {
      saveTimer = undefined;
      writeHealthRecord(health.toRecord());
    }, SAVE_DELAY_MS);
  });
  pageHealth = health;
  return health;
}

/** Tests: forget the page's record. */
export function resetPageProxyHealth(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  pageHealth = null;
}
