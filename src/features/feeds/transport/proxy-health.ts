import { HEDGE_MAX_MS, HEDGE_MIN_MS } from '@/contracts/timings';

/**
 * What this browser knows about each feed source, across visits: which failed or were overtaken
 * lately (tried last), which answered 429 (not asked for the rest of the visit, nor until their
 * Retry-After later), and how fast recent answers were, from which the hedge delay is derived.
 *
 * Pure, no storage: the main thread persists the record (proxy-health-store.ts); a worker gets a
 * copy and reports changes.
 */

const HEALTH_VERSION = 1;
/** A failure mark is forgotten after this long. */
const FAILURE_TTL_MS = 30 * 60 * 1000;
/** Latency samples are forgotten after this long without a visit. */
const RECORD_TTL_MS = 24 * 60 * 60 * 1000;
/** A 429 without Retry-After blocks the source this long (and always for the rest of the visit). */
export const RATE_LIMIT_MS = 15 * 60 * 1000;
const MAX_RATE_LIMIT_MS = 6 * 60 * 60 * 1000;
const MAX_SAMPLES = 20;
const MIN_SAMPLES = 3;

interface ProxyHealthEntry {
  /** Epoch ms of the last failure (or overtaking), absent when healthy. */
  readonly failedAt?: number;
  /** Epoch ms until which the source must not be asked (429). */
  readonly blockedUntil?: number;
}

export interface ProxyHealthRecord {
  readonly v: typeof HEALTH_VERSION;
  readonly savedAt: number;
  readonly sources: Readonly<Record<string, ProxyHealthEntry>>;
  /** Durations (ms) of recent successful answers, oldest first. */
  readonly latencies: readonly number[];
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** A record read from storage or a message, checked; null when unusable or expired. */
export function validHealthRecord(value: unknown, now = Date.now()): ProxyHealthRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  if (r.v !== HEALTH_VERSION || !finite(r.savedAt) || now - r.savedAt > RECORD_TTL_MS || r.savedAt - now > 60_000) return null;
  const sources: Record<string, ProxyHealthEntry> = {};
  if (typeof r.sources === 'object' && r.sources !== null) {
    for (const [key, entry] of Object.entries(r.sources as Record<string, unknown>).slice(0, 50)) {
      if (key.length > 2_000 || typeof entry !== 'object' || entry === null) continue;
      const e = entry as Record<string, unknown>;
      const failedAt = finite(e.failedAt) && now - e.failedAt < FAILURE_TTL_MS ? e.failedAt : undefined;
      const blockedUntil = finite(e.blockedUntil) && e.blockedUntil > now && e.blockedUntil - now <= MAX_RATE_LIMIT_MS ? e.blockedUntil : undefined;
      if (failedAt !== undefined || blockedUntil !== undefined) sources[key] = { ...(failedAt !== undefined ? { failedAt } : {}), ...(blockedUntil !== undefined ? { blockedUntil } : {}) };
    }
  }
  const latencies = Array.isArray(r.latencies) ? r.latencies.filter((n): n is number => finite(n) && n >= 0 && n < 120_000).slice(-MAX_SAMPLES) : [];
  return { v: HEALTH_VERSION, savedAt: r.savedAt, sources, latencies };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export class ProxyHealth {
  private readonly failedAt = new Map<string, number>();
  private readonly blockedUntil = new Map<string, number>();
  /** Sources that answered 429 during this visit: never asked again while the page lives. */
  private readonly blockedThisVisit = new Set<string>();
  private latencies: number[] = [];
  private listener: (() => void) | null = null;

  constructor(record?: ProxyHealthRecord | null, now = Date.now()) {
    if (record) this.load(record, { now });
  }

  /** Replaces what is known with a record (e.g. one a worker reported); `notify` reports it as a change. */
  load(record: ProxyHealthRecord, { now = Date.now(), notify = false }: { now?: number; notify?: boolean } = {}): void {
    const valid = validHealthRecord(record, now);
    if (!valid) return;
    this.failedAt.clear();
    this.blockedUntil.clear();
    for (const [key, entry] of Object.entries(valid.sources)) {
      if (entry.failedAt !== undefined) this.failedAt.set(key, entry.failedAt);
      if (entry.blockedUntil !== undefined) this.blockedUntil.set(key, entry.blockedUntil);
    }
    this.latencies = [...valid.latencies];
    if (notify) this.changed();
  }

  /** Called after every change (to persist or report it). */
  onChange(listener: (() => void) | null): void {
    this.listener = listener;
  }

  private changed(): void {
    this.listener?.();
  }

  failure(key: string, at = Date.now()): void {
    this.failedAt.set(key, at);
    this.changed();
  }

  /** A successful answer after `ms`: the failure mark goes and the latency is remembered. */
  success(key: string, ms?: number): void {
    this.failedAt.delete(key);
    if (ms !== undefined && Number.isFinite(ms) && ms >= 0) {
      this.latencies.push(Math.round(ms));
      if (this.latencies.length > MAX_SAMPLES) this.latencies.splice(0, this.latencies.length - MAX_SAMPLES);
    }
    this.changed();
  }

  /** 429: no more requests for this visit; later visits wait `retryAfterMs` (default RATE_LIMIT_MS). */
  rateLimited(key: string, retryAfterMs: number | null = null, at = Date.now()): void {
    this.blockedThisVisit.add(key);
    const wait = retryAfterMs !== null && retryAfterMs > 0 ? Math.min(retryAfterMs, MAX_RATE_LIMIT_MS) : RATE_LIMIT_MS;
    this.blockedUntil.set(key, at + wait);
    this.failedAt.set(key, at);
    this.changed();
  }

  /** Sources blocked for the rest of this visit (a worker restarted after a CPU cap gets them too). */
  visitBlocked(): string[] {
    return [...this.blockedThisVisit];
  }

  blockForVisit(keys: readonly string[]): void {
    for (const key of keys) this.blockedThisVisit.add(key);
  }

  isBlocked(key: string, now = Date.now()): boolean {
    return this.blockedThisVisit.has(key) || (this.blockedUntil.get(key) ?? 0) > now;
  }

  /** Usable sources: healthy ones in configured order, then failed ones, least recently failed first. Blocked ones are left out. */
  order<T extends string>(keys: readonly T[], now = Date.now()): T[] {
    const usable = keys.filter((k) => !this.isBlocked(k, now));
    const fresh = (k: string) => {
      const at = this.failedAt.get(k);
      return at === undefined || now - at >= FAILURE_TTL_MS;
    };
    const healthy = usable.filter(fresh);
    const failed = usable.filter((k) => !fresh(k)).sort((a, b) => this.failedAt.get(a)! - this.failedAt.get(b)!);
    return [...healthy, ...failed];
  }

  /** Twice the median successful answer, kept between the hedge bounds; the lower bound until MIN_SAMPLES answers were seen. */
  hedgeDelayMs(): number {
    if (this.latencies.length < MIN_SAMPLES) return HEDGE_MIN_MS;
    return Math.min(HEDGE_MAX_MS, Math.max(HEDGE_MIN_MS, Math.round(2 * median(this.latencies))));
  }

  toRecord(now = Date.now()): ProxyHealthRecord {
    const sources: Record<string, ProxyHealthEntry> = {};
    const keys = new Set([...this.failedAt.keys(), ...this.blockedUntil.keys()]);
    for (const key of keys) {
      const failedAt = this.failedAt.get(key);
      const blockedUntil = this.blockedUntil.get(key);
      sources[key] = { ...(failedAt !== undefined ? { failedAt } : {}), ...(blockedUntil !== undefined ? { blockedUntil } : {}) };
    }
    return { v: HEALTH_VERSION, savedAt: now, sources, latencies: [...this.latencies] };
  }

  reset(): void {
    this.failedAt.clear();
    this.blockedUntil.clear();
    this.blockedThisVisit.clear();
    this.latencies = [];
  }
}
