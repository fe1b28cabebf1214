import { fail, ok } from '@/lib/result';
import { FEED_MAX_BYTES } from '@/contracts/limits';
import { FEED_FETCH_TIMEOUT_MS } from '@/contracts/timings';
import type { FeedFailureKind, FeedResult } from '../feed-types';
import type { FeedSource } from './feed-sources';
import { proxiedUrl } from './proxied-url';
import type { ProxyHealth } from './proxy-health';
import { readBodyCapped, retryAfterMs } from './read-body';

/*
 * A hedged GET through several sources (proxy templates and the site's own feed route), so one
 * slow or failing proxy does not hold a feed back. Tries start in health order; the next starts as
 * soon as the current one fails or after the hedge delay without an answer. The first accepted
 * body wins and the other tries are aborted. A source answering 429 is not asked again for a while;
 * a body over the cap ends the whole fetch, since every source would send the same body.
 */

export interface ProxyTry {
  readonly proxy: string;
  readonly outcome: 'ok' | FeedFailureKind;
  readonly ms: number;
}

interface HedgedFetchOptions<T> {
  /** Proxy templates or sources, in configured order (health may reorder them). */
  readonly proxies: readonly (string | FeedSource)[];
  /** Checks a 200 body; the first accepted body wins. */
  readonly accept: (body: string) => FeedResult<T>;
  /** The sources' order, which are blocked, the hedge delay. Every try reports to it. */
  readonly health: ProxyHealth;
  readonly fetchImpl?: typeof fetch;
  readonly timeoutMs?: number;
  /** Start the next source after this long without an answer; Infinity = strictly sequential. Default: from `health`. */
  readonly hedgeDelayMs?: number;
  readonly signal?: AbortSignal;
  /** Bodies over this many bytes are refused without reading further (final: no other source is tried). */
  readonly maxBytes?: number;
}

interface HedgedSuccess<T> {
  readonly value: T;
  readonly proxy: string;
  readonly tries: readonly ProxyTry[];
}

/** GETs `target` through the sources, hedged, each try with its own timeout. Never throws. */
export function fetchThroughProxies<T>(target: string, options: HedgedFetchOptions<T>): Promise<FeedResult<HedgedSuccess<T>>> {
  return new HedgedFetch(target, options).start();
}

/** What one source answered; `rateLimited` when it was a 429 (with its Retry-After in ms, if any). */
interface SourceAnswer<T> {
  readonly result: FeedResult<T>;
  readonly rateLimited?: boolean;
  readonly retryAfter?: number | null;
}

interface AskOptions<T> {
  readonly fetchImpl: typeof fetch;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  readonly accept: (body: string) => FeedResult<T>;
  /** True once another try has won: a body read after that is not parsed. */
  readonly lost: () => boolean;
}

/** One request to one source, aborted through `controller` by its own timeout or by the caller. Never throws. */
async function askSource<T>(url: string, controller: AbortController, { fetchImpl, timeoutMs, maxBytes, accept, lost }: AskOptions<T>): Promise<SourceAnswer<T>> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(url, { signal: controller.signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
    if (response.status === 429) {
      return { result: fail('http', 'HTTP 429 Too Many Requests'), rateLimited: true, retryAfter: retryAfterMs(response.headers?.get?.('retry-after') ?? null) };
    }
    if (!response.ok) return { result: fail('http', `HTTP ${response.status}`) };
    const body = await readBodyCapped(response, maxBytes);
    if (!body.ok) return { result: body };
    clearTimeout(timer);
    if (lost()) return { result: fail('aborted', 'another try won') };
    return { result: accept(body.value) };
  } catch (error) {
    if (timedOut) return { result: fail('timeout', `no answer within ${timeoutMs} ms`) };
    if (controller.signal.aborted) return { result: fail('aborted', 'aborted') };
    return { result: fail('network', error instanceof Error ? error.message : String(error)) };
  } finally {
    clearTimeout(timer);
  }
}

function describe(tries: readonly ProxyTry[]): string {
  return tries.map((t) => `${t.outcome} after ${t.ms} ms`).join('; ');
}

/** The state of one hedged fetch; `start()` runs it once. */
class HedgedFetch<T> {
  private readonly sources = new Map<string, FeedSource>();
  /** Source keys in the order to try them (health order, blocked ones left out). */
  private readonly order: string[];
  private readonly hedgeDelayMs: number;
  private readonly ask: AskOptions<T>;
  private readonly tries: ProxyTry[] = [];
  private readonly running = new Map<string, { readonly controller: AbortController; readonly startedAt: number }>();
  /** Index in `order` of the next source to start. */
  private next = 0;
  private settled = false;
  private hedgeTimer: ReturnType<typeof setTimeout> | undefined;
  private resolve: (result: FeedResult<HedgedSuccess<T>>) => void = () => undefined;

  constructor(
    private readonly target: string,
    private readonly options: HedgedFetchOptions<T>,
  ) {
    for (const p of options.proxies) {
      const source = typeof p === 'string' ? { key: p, template: p } : p;
      if (!this.sources.has(source.key)) this.sources.set(source.key, source);
    }
    this.order = options.health.order([...this.sources.keys()]);
    this.hedgeDelayMs = options.hedgeDelayMs ?? options.health.hedgeDelayMs();
    this.ask = {
      fetchImpl: options.fetchImpl ?? ((input, init) => fetch(input, init)),
      timeoutMs: options.timeoutMs ?? FEED_FETCH_TIMEOUT_MS,
      maxBytes: options.maxBytes ?? FEED_MAX_BYTES,
      accept: options.accept,
      lost: () => this.settled,
    };
  }

  start(): Promise<FeedResult<HedgedSuccess<T>>> {
    return new Promise((resolve) => {
      if (this.order.length === 0) {
        resolve(fail('network', this.sources.size === 0 ? 'no proxies configured' : 'every proxy is rate-limited for now'));
        return;
      }
      if (this.options.signal?.aborted) {
        resolve(fail('aborted', 'aborted before start'));
        return;
      }
      this.resolve = resolve;
      this.options.signal?.addEventListener('abort', this.onAbort, { once: true });
      this.startNext();
    });
  }

  private readonly onAbort = (): void => this.finish(fail('aborted', 'aborted by the caller'));

  /** Starts the next usable source, and the hedge timer that starts the one after it. */
  private startNext(): void {
    clearTimeout(this.hedgeTimer);
    // Skip sources that were rate-limited by another feed since this one started.
    const { health } = this.options;
    while (this.next < this.order.length && health.isBlocked(this.order[this.next]!)) this.next += 1;
    if (this.settled || this.next >= this.order.length) return;
    const key = this.order[this.next]!;
    this.next += 1;
    const controller = new AbortController();
    const startedAt = Date.now();
    this.running.set(key, { controller, startedAt });
    if (Number.isFinite(this.hedgeDelayMs) && this.next < this.order.length) this.hedgeTimer = setTimeout(() => this.startNext(), this.hedgeDelayMs);
    void askSource(proxiedUrl(this.sources.get(key)!.template, this.target), controller, this.ask).then((answer) => this.onAnswer(key, startedAt, answer));
  }

  private onAnswer(key: string, startedAt: number, { result, rateLimited, retryAfter }: SourceAnswer<T>): void {
    this.running.delete(key);
    if (this.settled) return;
    const ms = Date.now() - startedAt;
    if (result.ok) {
      this.win(key, startedAt, ms, result.value);
      return;
    }
    this.tries.push({ proxy: key, outcome: result.kind, ms });
    if (result.kind === 'too-large') {
      this.finish(fail('too-large', `${result.message} (not retried through another proxy)`));
      return;
    }
    const { health } = this.options;
    if (rateLimited) health.rateLimited(key, retryAfter ?? null);
    else if (result.kind !== 'parse' && result.kind !== 'aborted' && result.kind !== 'cpu') health.failure(key);
    this.startNext();
    if (this.running.size === 0 && this.next >= this.order.length) {
      const last = this.tries[this.tries.length - 1]!;
      this.finish(fail(last.outcome === 'ok' ? 'network' : last.outcome, `every proxy failed: ${describe(this.tries)}`));
    }
  }

  private win(key: string, startedAt: number, ms: number, value: T): void {
    const { health } = this.options;
    this.tries.push({ proxy: key, outcome: 'ok', ms });
    health.success(key, ms);
    // Tries that started earlier and still have not answered were overtaken: remember them as slow.
    for (const [other, info] of this.running) {
      if (info.startedAt <= startedAt) {
        health.failure(other);
        this.tries.push({ proxy: other, outcome: 'timeout', ms: Date.now() - info.startedAt });
      }
    }
    this.finish(ok({ value, proxy: key, tries: this.tries }));
  }

  /** Settles once: stops the hedge timer, aborts every try still running. */
  private finish(result: FeedResult<HedgedSuccess<T>>): void {
    if (this.settled) return;
    this.settled = true;
    clearTimeout(this.hedgeTimer);
    this.options.signal?.removeEventListener('abort', this.onAbort);
    for (const { controller } of this.running.values()) controller.abort();
    this.resolve(result);
  }
}
