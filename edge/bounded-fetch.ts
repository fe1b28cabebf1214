/**
 * One upstream fetch with bounded work, for the routes the Worker and the Netlify functions run
 * (nginx does the same in deploy/nginx-routes.js). Redirects are followed by hand so every target
 * is checked before it is asked for; one time limit covers the whole exchange; the body is counted
 * as it streams, whatever Content-Length claims; and `accept` sees the headers first, so a wrong
 * answer costs no download.
 */
import { exceedsCap } from '../src/contracts/limits';
import { redirectTarget } from './image-address';

type AddressCheck = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly reason: string };

interface BoundedFetchOptions {
  readonly fetch: (input: string, init?: RequestInit & { cf?: unknown }) => Promise<Response>;
  readonly headers: Record<string, string>;
  readonly maxHops: number;
  readonly maxBytes: number;
  readonly timeoutMs: number;
  /** The address to fetch for `url`, canonical, or why it may not be fetched. */
  readonly check: (url: string) => AddressCheck;
  /** Where a checked address is really fetched from (tests: a loopback stand-in). */
  readonly target?: (url: string) => string;
  /** Why a final (non-redirect) answer is refused before its body is read, or null to read it. */
  readonly accept: (response: Response) => string | null;
  /** Cloudflare's `cf`. */
  readonly init?: { cf?: unknown };
}

export type BoundedResult =
  | { readonly ok: true; readonly url: string; readonly body: Uint8Array; readonly headers: Headers }
  | { readonly ok: false; readonly reason: string };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Reads a body of at most `limit` bytes; null when it is longer (the rest is not downloaded). */
async function readCapped(response: Response, limit: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('Content-Length') ?? '0');
  if (exceedsCap(declared, limit)) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (exceedsCap(size, limit)) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

export async function boundedFetch(address: string, options: BoundedFetchOptions): Promise<BoundedResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    let checked = options.check(address);
    for (let hop = 0; ; hop += 1) {
      if (!checked.ok) return { ok: false, reason: hop === 0 ? checked.reason : `redirected to a refused address (${checked.reason})` };
      const url = checked.url;
      const response = await options.fetch(options.target ? options.target(url) : url, {
        method: 'GET',
        headers: options.headers,
        redirect: 'manual',
        signal: controller.signal,
        ...options.init,
      });
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel();
        if (hop >= options.maxHops) return { ok: false, reason: `more than ${options.maxHops} redirects` };
        const next = redirectTarget(response.headers.get('Location') ?? '', { host: new URL(url).host });
        checked = next === null ? { ok: false, reason: 'a redirect without a usable Location' } : options.check(next);
        continue;
      }
      const refused = options.accept(response);
      if (refused !== null) {
        await response.body?.cancel();
        return { ok: false, reason: refused };
      }
      const body = await readCapped(response, options.maxBytes);
      if (body === null) {
        // Cancelling the body may leave the connection draining: end the exchange itself.
        controller.abort();
        return { ok: false, reason: `larger than ${options.maxBytes} bytes` };
      }
      return { ok: true, url, body, headers: response.headers };
    }
  } catch (error) {
    return { ok: false, reason: controller.signal.aborted ? `no answer within ${options.timeoutMs} ms` : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
