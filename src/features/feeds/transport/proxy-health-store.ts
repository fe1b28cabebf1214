import { ProxyHealth, validHealthRecord, type ProxyHealthRecord } from './proxy-health';

/**
 * The proxy health record in localStorage, so the next visit starts with the source that answered
 * and skips a rate-limited one. A storage that throws, is full or holds garbage is ignored.
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

/**
 * The page's health record, loaded once from storage. Changes are saved in batches, and at once
 * when the reader leaves or hides the page, so what a visit learnt last still reaches the next.
 */
class StoredProxyHealth {
  readonly health = new ProxyHealth(readHealthRecord());
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    this.health.onChange(() => {
      if (this.saveTimer === undefined) this.saveTimer = setTimeout(() => this.save(), SAVE_DELAY_MS);
    });
  }

  /** Saves what is pending when the reader leaves (pagehide) or hides the page. */
  saveOnLeave(win: Window, doc: Document): void {
    const flush = () => {
      if (this.saveTimer !== undefined) this.save();
    };
    win.addEventListener('pagehide', flush);
    doc.addEventListener('visibilitychange', () => {
      if (doc.visibilityState === 'hidden') flush();
    });
  }

  /** Drops a pending save (tests). */
  stop(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
  }

  private save(): void {
    this.stop();
    writeHealthRecord(this.health.toRecord());
  }
}

let page: StoredProxyHealth | null = null;

/** The page's health record (see StoredProxyHealth), made on first use. */
export function pageProxyHealth(): ProxyHealth {
  if (!page) {
    page = new StoredProxyHealth();
    if (typeof window !== 'undefined') page.saveOnLeave(window, document);
  }
  return page.health;
}

/** Tests: forget the page's record. */
export function resetPageProxyHealth(): void {
  page?.stop();
  page = null;
}
