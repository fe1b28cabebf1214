import { describe, expect, it, vi } from 'vitest';
import { answers, waitFor } from './wait.mjs';

describe('waitFor', () => {
  it('resolves once a URL answers with a 2xx status', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('fetch failed');
        return new Response('', { status: calls < 3 ? 503 : 200 });
      }),
    );
    await waitFor('http://127.0.0.1:9/health', { intervalMs: 1 });
    expect(calls).toBe(3);
  });

  it('resolves once a predicate is true', async () => {
    let n = 0;
    await waitFor(() => (n += 1) >= 3, { intervalMs: 1 });
    expect(n).toBe(3);
  });

  it('rejects with the address and the time when nothing answers in time', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502 })));
    await expect(waitFor('http://127.0.0.1:9/health', { timeoutMs: 30, intervalMs: 5 })).rejects.toThrow('http://127.0.0.1:9/health was not ready within 30 ms');
  });

  it("rejects with the predicate's last error", async () => {
    const check = () => {
      throw new Error('still starting');
    };
    await expect(waitFor(check, { timeoutMs: 20, intervalMs: 5, what: 'the server' })).rejects.toThrow('the server was not ready within 20 ms (last error: still starting)');
  });


  it('gives up at once when giveUp names a reason', async () => {
    let tries = 0;
    const started = Date.now();
    const waiting = waitFor(() => (tries += 1) > 100, { timeoutMs: 10_000, intervalMs: 1, what: 'nginx', giveUp: () => (tries >= 2 ? 'it exited with 1' : null) });
    await expect(waiting).rejects.toThrow('nginx: it exited with 1');
    expect(tries).toBe(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('answers', () => {
  it('is true for a 2xx answer and false for another status or a failed request', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.endsWith('/down') ? Promise.reject(new TypeError('fetch failed')) : new Response('', { status: url.endsWith('/ok') ? 200 : 404 }))));
    expect(await answers('http://127.0.0.1:9/ok')).toBe(true);
    expect(await answers('http://127.0.0.1:9/missing')).toBe(false);
    expect(await answers('http://127.0.0.1:9/down')).toBe(false);
  });
});
