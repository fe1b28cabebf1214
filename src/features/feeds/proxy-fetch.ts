import { fail, ok } from '@/lib/result';
import { FEED_TIMEOUT_MS, HEDGE_DELAY_MS } from './feed-settings';
import type { FeedFailureKind, FeedResult } from './feed-types';

/**
 * Remembers, for the session, which proxies failed (or were overtaken by a
 * later one) so that they are tried after the healthy ones. A success clears
 * the mark.
 */
export class ProxyHealth {
  private readonly failedAt = new Map<string, number>();

  failure(proxy: string, at = Date.now()): void {
    this.failedAt.set(proxy, at);
  }

  success(proxy: string): void {
    this.failedAt.delete(proxy);
  }

  hasFailed(proxy: string): boolean {
    return this.failedAt.has(proxy);
  }

  /** Healthy proxies in configured order, then failed ones, least recently failed first. */
  order(proxies: readonly string[]): string[] {
    const healthy = proxies.filter((p) => !this.failedAt.has(p));
    const failed = proxies.filter((p) => this.failedAt.has(p)).sort((a, b) => this.failedAt.get(a)! - this.failedAt.get(b)!);
    return [...healthy, ...failed];
  }

  reset(): void {
    this.failedAt.clear();
  }
}

/** The health record shared by every feed request of this page session. */
export const sessionProxyHealth = new ProxyHealth();

export function proxiedUrl(template: string, target: string): string {
  return template.split('{url}').join(encodeURIComponent(target));
}

export interface ProxyTry {
  readonly proxy: string;
  readonly outcome: 'ok' | FeedFailureKind;
  readonly ms: number;
}

export interface HedgedFetchOptions<T> {
  readonly proxies: readonly string[];
  /** Checks a 200 body; the first accepted body wins. */
  readonly accept: (body: string) => FeedResult<T>;
  readonly fetchImpl?: typeof fetch;
  /** Per-try timeout. */
  readonly timeoutMs?: number;
  /** Start the next proxy after this long without an answer; Infinity = strictly sequential. */
  readonly hedgeDelayMs?: number;
  readonly signal?: AbortSignal;
  readonly health?: ProxyHealth;
}

export interface HedgedSuccess<T> {
  readonly value: T;
  readonly proxy: string;
  readonly tries: readonly ProxyTry[];
}

function describe(tries: readonly ProxyTry[]): string {
  return tries.map((t) => `${t.outcome} after ${t.ms} ms`).join('; ');
}

/**
 * GETs `target` through the proxy templates, hedged: tries start in order; the
 * next one starts as soon as the current one fails, or after `hedgeDelayMs`
 * without an answer. The first OK response whose body `accept`s wins and every
 * other try is aborted. Each try has its own timeout. Never throws.
 */
export function fetchThroughProxies<T>(target: string, options: HedgedFetchOptions<T>): Promise<FeedResult<HedgedSuccess<T>>> {
  const {
    proxies,
    accept,
    fetchImpl = (input, init) => fetch(input, init),
    timeoutMs = FEED_TIMEOUT_MS,
    hedgeDelayMs = HEDGE_DELAY_MS,
    signal,
    health = sessionProxyHealth,
  } = options;
  const order = health.order(proxies);

  return new Promise((resolve) => {
    if (order.length === 0) {
      resolve(fail('network', 'no proxies configured'));
      return;
    }
    if (signal?.aborted) {
      resolve(fail('aborted', 'aborted before start'));
      return;
    }
    const tries: ProxyTry[] = [];
    const running = new Map<string, { controller: AbortController; startedAt: number }>();
    let next = 0;
    let settled = false;
    let hedgeTimer: ReturnType<typeof setTimeout> | undefined;

    const finish = (result: FeedResult<HedgedSuccess<T>>) => {
      if (settled) return;
      settled = true;
      clearTimeout(hedgeTimer);
      signal?.removeEventListener('abort', onAbort);
      for (const { controller } of running.values()) controller.abort();
      resolve(result);
    };

    function onAbort() {
      finish(fail('aborted', 'aborted by the caller'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });

    const attempt = async (proxy: string, controller: AbortController): Promise<FeedResult<T>> => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      try {
        const response = await fetchImpl(proxiedUrl(proxy, target), { signal: controller.signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
        if (!response.ok) return fail('http', `HTTP ${response.status}`);
        const body = await response.text();
        return accept(body);
      } catch (error) {
        if (timedOut) return fail('timeout', `no answer within ${timeoutMs} ms`);
        if (controller.signal.aborted) return fail('aborted', 'aborted');
        return fail('network', error instanceof Error ? error.message : String(error));
      } finally {
        clearTimeout(timer);
      }
    };

    const launch = () => {
      clearTimeout(hedgeTimer);
      if (settled || next >= order.length) return;
      const proxy = order[next]!;
      next += 1;
      const controller = new AbortController();
      const startedAt = Date.now();
      running.set(proxy, { controller, startedAt });
      if (Number.isFinite(hedgeDelayMs) && next < order.length) hedgeTimer = setTimeout(launch, hedgeDelayMs);

      void attempt(proxy, controller).then((result) => {
        running.delete(proxy);
        if (settled) return;
        const ms = Date.now() - startedAt;
        if (result.ok) {
          tries.push({ proxy, outcome: 'ok', ms });
          health.success(proxy);
          // Tries that started earlier and still have not answered were overtaken: remember them as slow.
          for (const [other, info] of running) {
            if (info.startedAt <= startedAt) {
              health.failure(other);
              tries.push({ proxy: other, outcome: 'timeout', ms: Date.now() - info.startedAt });
            }
          }
          finish(ok({ value: result.value, proxy, tries }));
          return;
        }
        tries.push({ proxy, outcome: result.kind, ms });
        if (result.kind !== 'parse' && result.kind !== 'aborted') health.failure(proxy);
        if (next < order.length) launch();
        else if (running.size === 0) {
          const last = tries[tries.length - 1]!;
          finish(fail(last.outcome === 'ok' ? 'network' : last.outcome, `every proxy failed: ${describe(tries)}`));
        }
      });
    };

    launch();
  });
}
