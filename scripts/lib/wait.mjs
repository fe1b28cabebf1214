/**
 * Waiting for a server the scripts (or the browser tests' fixtures) started: polls until it
 * answers, and rejects with the address and the time waited when it does not.
 */
import { setTimeout as delay } from 'node:timers/promises';

/**
 * Whether `url` answers with a 2xx status within `timeoutMs`.
 * @param {string} url
 * @param {{ timeoutMs?: number }} [options]
 */
export async function answers(url, { timeoutMs = 2000 } = {}) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Whether anything answers at `origin`, whatever the status: a port another server already holds.
 * @param {string} origin
 */
export async function inUse(origin) {
  try {
    const response = await fetch(origin, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return true;
  } catch (error) {
    // A server that takes the connection but does not answer in time holds the port all the same.
    return error instanceof Error && error.name === 'TimeoutError';
  }
}

/**
 * Resolves once `target` is ready: a URL that answers with a 2xx status, or a function that
 * returns (or resolves to) a truthy value. Polls every `intervalMs`; rejects after `timeoutMs`
 * with what it waited for (`what`, else the URL) and the last error the function threw. `giveUp`,
 * asked before each try, returns a reason to stop waiting at once (a server process that exited).
 * @param {string | (() => unknown)} target
 * @param {{ timeoutMs?: number, intervalMs?: number, what?: string, giveUp?: () => string | null | undefined }} [options]
 */
export async function waitFor(target, { timeoutMs = 30_000, intervalMs = 200, what, giveUp } = {}) {
  const deadline = Date.now() + timeoutMs;
  const check = typeof target === 'string' ? () => answers(target, { timeoutMs: Math.min(5000, Math.max(500, deadline - Date.now())) }) : target;
  let lastError = null;
  for (;;) {
    const reason = giveUp?.();
    if (reason) throw new Error(`${what ?? (typeof target === 'string' ? target : 'the condition')}: ${reason}`);
    try {
      if (await check()) return;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const reason = lastError ? ` (last error: ${lastError instanceof Error ? lastError.message : String(lastError)})` : '';
      throw new Error(`${what ?? (typeof target === 'string' ? target : 'the condition')} was not ready within ${timeoutMs} ms${reason}`);
    }
    await delay(Math.min(intervalMs, Math.max(0, deadline - Date.now())));
  }
}
