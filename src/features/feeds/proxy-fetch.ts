import { fail, ok } from '@/lib/result';
import { FEED_TIMEOUT_MS, HEDGE_DELAY_MS } from './feed-settings';
import type { FeedFailureKind, FeedResult } from './feed-types';
import { MAX_FEED_BYTES } from './parse-feed';
import { ProxyHealth } from './proxy-health';

export { ProxyHealth } from './proxy-health';

/** The health record of this page session when none is passed (tests, scripts). */
export const sessionProxyHealth = new ProxyHealth();

/**
 * Where a feed can be requested: a proxy template (`key` = the template) or the
 * site's own feed route (`key` = 'same-origin', `template` = its absolute URL).
 */
export interface FeedSource {
  readonly key: string;
  readonly template: string;
}

/**
 * The request URL for `target` through a proxy template: `{url}` becomes the
 * encoded feed URL (query-style proxies), `{rawUrl}` the URL as is (path-style,
 * cors-anywhere-like proxies such as `https://cors.eu.org/{rawUrl}`).
 */
export function proxiedUrl(template: string, target: string): string {
  return template.split('{url}').join(encodeURIComponent(target)).split('{rawUrl}').join(target);
}

export interface ProxyTry {
  readonly proxy: string;
  readonly outcome: 'ok' | FeedFailureKind;
  readonly ms: number;
}

export interface HedgedFetchOptions<T> {
  /** Proxy templates or sources, in configured order (health may reorder them). */
  readonly proxies: readonly (string | FeedSource)[];
  /** Checks a 200 body; the first accepted body wins. */
  readonly accept: (body: string) => FeedResult<T>;
  readonly fetchImpl?: typeof fetch;
  /** Per-try timeout. */
  readonly timeoutMs?: number;
  /** Start the next source after this long without an answer; Infinity = strictly sequential. Default: from `health`. */
  readonly hedgeDelayMs?: number;
  readonly signal?: AbortSignal;
  readonly health?: ProxyHealth;
  /** Bodies over this many bytes are refused without reading further (final: no other source is tried). */
  readonly maxBytes?: number;
}

export interface HedgedSuccess<T> {
  readonly value: T;
  readonly proxy: string;
  readonly tries: readonly ProxyTry[];
}

function describe(tries: readonly ProxyTry[]): string {
  return tries.map((t) => `${t.outcome} after ${t.ms} ms`).join('; ');
}

/** Retry-After (seconds or an HTTP date) in ms, or null. */
function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim().slice(0, 64);
  if (/^\d{1,9}$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Reads a response body as UTF-8 text, refusing it as soon as it is over
 * `maxBytes`: a `Content-Length` over the cap is refused before reading, and a
 * streamed body is cancelled at the cap (nothing more is downloaded).
 */
export async function readBodyCapped(response: Response, maxBytes: number): Promise<FeedResult<string>> {
  const declared = Number(response.headers?.get?.('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return fail('too-large', `Content-Length ${declared} is over the ${maxBytes}-byte cap`);
  const stream = response.body;
  if (!stream || typeof stream.getReader !== 'function') {
    const text = await response.text();
    return text.length > maxBytes ? fail('too-large', `body over the ${maxBytes}-byte cap`) : ok(text);
  }
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return fail('too-large', `body over the ${maxBytes}-byte cap (stopped reading at ${bytes} bytes)`);
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return ok(parts.join(''));
}

type Attempt<T> = { readonly result: FeedResult<T>; readonly rateLimited?: boolean; readonly retryAfter?: number | null };

/**
 * GETs `target` through the sources, hedged: tries start in health order; the
 * next one starts as soon as the current one fails, or after the hedge delay
 * without an answer. The first OK response whose body `accept`s wins and every
 * other try is aborted. Each try has its own timeout. A source answering 429 is
 * not asked again this visit. A body over the cap ends the whole fetch
 * ('too-large' is final). Never throws.
 */
export function fetchThroughProxies<T>(target: string, options: HedgedFetchOptions<T>): Promise<FeedResult<HedgedSuccess<T>>> {
  const {
    proxies,
    accept,
    fetchImpl = (input, init) => fetch(input, init),
    timeoutMs = FEED_TIMEOUT_MS,
    signal,
    health = sessionProxyHealth,
    maxBytes = MAX_FEED_BYTES,
  } = options;
  const sources = new Map<string, FeedSource>();
  for (const p of proxies) {
    const source = typeof p === 'string' ? { key: p, template: p } : p;
    if (!sources.has(source.key)) sources.set(source.key, source);
  }
  const order = health.order([...sources.keys()]);
  const hedgeDelayMs = options.hedgeDelayMs ?? (health.hedgeDelayMs?.() ?? HEDGE_DELAY_MS);

  return new Promise((resolve) => {
    if (order.length === 0) {
      resolve(fail('network', sources.size === 0 ? 'no proxies configured' : 'every proxy is rate-limited for now'));
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

    const attempt = async (source: FeedSource, controller: AbortController): Promise<Attempt<T>> => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      try {
        const response = await fetchImpl(proxiedUrl(source.template, target), { signal: controller.signal, credentials: 'omit', referrerPolicy: 'no-referrer' });
        if (response.status === 429) {
          return { result: fail('http', 'HTTP 429 Too Many Requests'), rateLimited: true, retryAfter: retryAfterMs(response.headers?.get?.('retry-after') ?? null) };
        }
        if (!response.ok) return { result: fail('http', `HTTP ${response.status}`) };
        const body = await readBodyCapped(response, maxBytes);
        if (!body.ok) return { result: body };
        clearTimeout(timer);
        if (settled) return { result: fail('aborted', 'another try won') };
        return { result: accept(body.value) };
      } catch (error) {
        if (timedOut) return { result: fail('timeout', `no answer within ${timeoutMs} ms`) };
        if (controller.signal.aborted) return { result: fail('aborted', 'aborted') };
        return { result: fail('network', error instanceof Error ? error.message : String(error)) };
      } finally {
        clearTimeout(timer);
      }
    };

    const launch = () => {
      clearTimeout(hedgeTimer);
      // Skip sources that were rate-limited by another feed since this one started.
      while (next < order.length && health.isBlocked(order[next]!)) next += 1;
      if (settled || next >= order.length) return;
      const key = order[next]!;
      next += 1;
      const controller = new AbortController();
      const startedAt = Date.now();
      running.set(key, { controller, startedAt });
      if (Number.isFinite(hedgeDelayMs) && next < order.length) hedgeTimer = setTimeout(launch, hedgeDelayMs);

      void attempt(sources.get(key)!, controller).then(({ result, rateLimited, retryAfter }) => {
        running.delete(key);
        if (settled) return;
        const ms = Date.now() - startedAt;
        if (result.ok) {
          tries.push({ proxy: key, outcome: 'ok', ms });
          health.success(key, ms);
          // Tries that started earlier and still have not answered were overtaken: remember them as slow.
          for (const [other, info] of running) {
            if (info.startedAt <= startedAt) {
              health.failure(other);
              tries.push({ proxy: other, outcome: 'timeout', ms: Date.now() - info.startedAt });
            }
          }
          finish(ok({ value: result.value, proxy: key, tries }));
          return;
        }
        tries.push({ proxy: key, outcome: result.kind, ms });
        if (result.kind === 'too-large') {
          // Final: another source would send the same body.
          finish(fail('too-large', `${result.message} (not retried through another proxy)`));
          return;
        }
        if (rateLimited) health.rateLimited(key, retryAfter ?? null);
        else if (result.kind !== 'parse' && result.kind !== 'aborted' && result.kind !== 'cpu') health.failure(key);
        launch();
        if (running.size === 0 && next >= order.length) {
          const last = tries[tries.length - 1]!;
          finish(fail(last.outcome === 'ok' ? 'network' : last.outcome, `every proxy failed: ${describe(tries)}`));
        }
      });
    };

    launch();
  });
}
