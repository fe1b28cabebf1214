import { exceedsCap } from '@/contracts/limits';
import { fail, ok } from '@/lib/result';
import type { FeedResult } from '../feed-types';

/** Retry-After (seconds or an HTTP date) in ms, or null. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
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
  if (Number.isFinite(declared) && exceedsCap(declared, maxBytes)) return fail('too-large', `Content-Length ${declared} is over the ${maxBytes}-byte cap`);
  const stream = response.body;
  if (!stream || typeof stream.getReader !== 'function') {
    const text = await response.text();
    return exceedsCap(text.length, maxBytes) ? fail('too-large', `body over the ${maxBytes}-byte cap`) : ok(text);
  }
  const reader = stream.getReader();
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (exceedsCap(bytes, maxBytes)) {
      void reader.cancel().catch(() => undefined);
      return fail('too-large', `body over the ${maxBytes}-byte cap (stopped reading at ${bytes} bytes)`);
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return ok(parts.join(''));
}
