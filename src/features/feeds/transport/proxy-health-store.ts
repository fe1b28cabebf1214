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

function writeHealthRecord(record: ProxyHealthRecord): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(HEALTH_KEY, JSON.stringify(record));
  } catch (error) {
    console.warn('[feeds] could not remember proxy health', error instanceof Error ? error.name : error);
  }
}

let pageHealth: ProxyHealth | null = null;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function savePending(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  if (pageHealth) writeHealthRecord(pageHealth.toRecord());
}

/** What a visit learnt in its last second must reach the next visit: save when the reader leaves. */
function saveOnLeave(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const flush = () => {
    if (saveTimer !== undefined) savePending();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/**
 * The page's health record, loaded once from storage; every change is saved (batched, at most
 * once a second, and at once when the reader leaves or hides the page).
 */
export function pageProxyHealth(): ProxyHealth {
  if (pageHealth) return pageHealth;
  const health = new ProxyHealth(readHealthRecord());
  health.onChange(() => {
    if (saveTimer === undefined) saveTimer = setTimeout(savePending, SAVE_DELAY_MS);
  });
  pageHealth = health;
  saveOnLeave();
  return health;
}

/** Tests: forget the page's record. */
export function resetPageProxyHealth(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  pageHealth = null;
}
