import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bearerMatches,
  checkedHookUrl,
  REBUILD_MIN_INTERVAL_MS,
  REBUILD_TIMEOUT_MS,
  rebuildResponse,
  resetRebuildGuardForTests,
  triggerRebuild,
  type RebuildHost,
} from './rebuild-hook';
import netlifyRebuild, { config as netlifyConfig } from '../netlify/functions/rebuild';
import worker, { type WorkerEnv } from '../cloudflare/worker';
import * as vercelRebuild from '../api/rebuild';

/**
 * The hourly rebuild trigger (edge/rebuild-hook.ts) that the Netlify scheduled function, the
 * Cloudflare Worker's `scheduled` handler and Vercel's cron function run. Every fetch here is a
 * fake: no test reaches a host.
 */

/** Hook addresses shaped as each host hands them out (made-up ids). */
const HOOKS: Record<RebuildHost, string[]> = {
  netlify: ['https://api.netlify.com/build_hooks/5c23354f454e1350f8543e78'],
  cloudflare: [
    'https://api.cloudflare.com/client/v4/workers/builds/deploy_hooks/0b1e2ba7-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
    'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
  ],
  vercel: ['https://api.vercel.com/v1/integrations/deploy/prj_Z4VhvUgp0EujEMasShM1H2zaom5f/TyvOvHzcd8'],
};
const [NETLIFY_HOOK] = HOOKS.netlify as [string];

/** What each host must refuse, built from one of its own hooks: another scheme, host, credentials, port, lookalikes, extra parts. */
function hostile(hook: string): string[] {
  const url = new URL(hook);
  const host = url.hostname;
  const path = url.pathname;
  return [
    `http://${host}${path}`,
    `HTTPS://${host}${path}`,
    `ftp://${host}${path}`,
    `//${host}${path}`,
    `${host}${path}`,
    `https://user:secret@${host}${path}`,
    `https://user@${host}${path}`,
    `https://${host}@evil.example${path}`,
    `https://evil.example@${host}${path}`,
    `https://${host}:443${path}`,
    `https://${host}:8443${path}`,
    `https://${host}.evil.example${path}`,
    `https://${host}evil.example${path}`,
    `https://evil-${host}${path}`,
    `https://${host.replace('api.', 'api-')}${path}`,
    `https://${host.toUpperCase()}${path}`,
    `https://${host}.${path}`,
    `https://evil.example/${host}${path}`,
    `https://127.0.0.1${path}`,
    `https://[::1]${path}`,
    `http://127.0.0.1:4619/${host}${path}`,
    `https://${host}${path}?url=https://evil.example/`,
    `https://${host}${path}#x`,
    `https://${host}${path}/`,
    `https://${host}${path}/../../other`,
    `https://${host}${path.replace(/\/[^/]+$/, '/%2e%2e')}`,
    `https://${host}${path.replace(/\/[^/]+$/, '/..')}`,
    `https://${host}\\${path.slice(1)}`,
    `https://${host}${path.replace(/^\/[^/]+/, '/other')}`,
    `https://${host}/`,
    `https://${host}`,
    `javascript:alert(1)//${host}${path}`,
    `https://${host}${path}\nhttps://evil.example/`,
    'not a url',
  ];
}

describe('checkedHookUrl(): only the host\'s own hook on its own API', () => {
  it('accepts the real shapes of each host\'s hooks, white space around them ignored', () => {
    for (const [host, hooks] of Object.entries(HOOKS) as [RebuildHost, string[]][]) {
      for (const hook of hooks) {
        expect(checkedHookUrl(host, hook), hook).toEqual({ ok: true, url: hook });
        expect(checkedHookUrl(host, ` ${hook}\n`), hook).toEqual({ ok: true, url: hook });
      }
    }
  });

  it('refuses http:, other hosts, credentials, ports, lookalike hosts, queries, fragments and other paths', () => {
    for (const [host, hooks] of Object.entries(HOOKS) as [RebuildHost, string[]][]) {
      for (const value of hostile(hooks[0]!)) {
        const checked = checkedHookUrl(host, value);
        expect(checked.ok, `${host}: ${value}`).toBe(false);
      }
    }
  });

  it('refuses another host\'s hook', () => {
    for (const host of Object.keys(HOOKS) as RebuildHost[]) {
      for (const [other, theirs] of Object.entries(HOOKS) as [RebuildHost, string[]][]) {
        if (other === host) continue;
        for (const hook of theirs) expect(checkedHookUrl(host, hook).ok, `${host} with ${other}'s hook`).toBe(false);
      }
    }
  });

  it('says why without repeating the value', () => {
    const cases: Array<[string, RegExp]> = [
      [`http://api.netlify.com/build_hooks/5c23354f454e1350f8543e78`, /not an https: address/],
      [`https://user:pw@api.netlify.com/build_hooks/5c23354f454e1350f8543e78`, /user name or password/],
      [`https://api.netlify.com.evil.example/build_hooks/5c23354f454e1350f8543e78`, /not on api\.netlify\.com/],
      [`https://api.netlify.com:8443/build_hooks/5c23354f454e1350f8543e78`, /names a port/],
      [`https://api.netlify.com:443/build_hooks/5c23354f454e1350f8543e78`, /names a port/],
      [`https://api.netlify.com/build_hooks/5c23354f454e1350f8543e78?x=1`, /not a Netlify build hook address/],
      ['nonsense', /not a URL/],
    ];
    for (const [value, reason] of cases) {
      const checked = checkedHookUrl('netlify', value);
      expect(checked.ok).toBe(false);
      if (checked.ok) continue;
      expect(checked.unset).toBe(false);
      expect(checked.reason, value).toMatch(reason);
      expect(checked.reason).not.toContain('5c23354f454e1350f8543e78');
      expect(checked.reason).not.toContain('evil');
    }
  });

  it('reads an empty or missing value as unset', () => {
    for (const value of [undefined, '', '   ', '\n']) expect(checkedHookUrl('vercel', value)).toMatchObject({ ok: false, unset: true });
  });
});

/** A fake fetch answering `status`, and a log that records every line. */
function fakes(status = 200) {
  const fetch = vi.fn(async (_input: string, _init: RequestInit) => new Response('{"id":"build"}', { status }));
  const lines: string[] = [];
  const log = { log: vi.fn((line: string) => void lines.push(line)), warn: vi.fn((line: string) => void lines.push(line)), error: vi.fn((line: string) => void lines.push(line)) };
  return { fetch, log, lines };
}

describe('triggerRebuild()', () => {
  beforeEach(() => resetRebuildGuardForTests());

  it('POSTs the checked hook once, without following a redirect, with a time limit, and logs the outcome without the address', async () => {
    for (const [host, hooks] of Object.entries(HOOKS) as [RebuildHost, string[]][]) {
      resetRebuildGuardForTests();
      const { fetch, log, lines } = fakes();
      const outcome = await triggerRebuild(host, hooks[0], { fetch, log });
      expect(outcome).toEqual({ kind: 'requested', status: 200 });
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe(hooks[0]);
      expect(init.method).toBe('POST');
      expect(init.redirect).toBe('manual');
      expect(init.signal).toBeInstanceOf(AbortSignal);
      expect(log.log).toHaveBeenCalledTimes(1);
      expect(lines.join('\n')).toMatch(/answered 200: a rebuild is requested/);
      expect(lines.join('\n')).not.toContain(new URL(hooks[0]!).pathname.split('/').pop()!);
    }
  });

  it('does nothing, with a clear warning, when the variable is unset', async () => {
    const { fetch, log, lines } = fakes();
    expect(await triggerRebuild('netlify', undefined, { fetch, log })).toEqual({ kind: 'unset' });
    expect(fetch).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(lines[0]).toMatch(/REBUILD_HOOK_URL is not set: no rebuild requested/);
    expect(lines[0]).toMatch(/https:\/\/api\.netlify\.com\/build_hooks\/<id>/);
  });

  it('requests nothing for a value that is not the host\'s hook, and does not log it', async () => {
    const { fetch, log, lines } = fakes();
    const value = 'https://api.netlify.com.evil.example/build_hooks/5c23354f454e1350f8543e78';
    expect(await triggerRebuild('netlify', value, { fetch, log })).toEqual({ kind: 'invalid' });
    expect(fetch).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(lines[0]).toMatch(/refused/);
    expect(lines[0]).not.toContain('evil');
  });

  it('reports a hook that answers an error (a deleted hook), and a redirect, as refused', async () => {
    for (const status of [404, 500, 302]) {
      resetRebuildGuardForTests();
      const { fetch, log, lines } = fakes(status);
      expect(await triggerRebuild('netlify', NETLIFY_HOOK, { fetch, log })).toEqual({ kind: 'refused', status });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(lines[0]).toMatch(new RegExp(`answered ${status}: no rebuild was started`));
    }
  });

  it('gives up after the time limit (AbortSignal.timeout, 10 s unless told) and says so', async () => {
    expect(REBUILD_TIMEOUT_MS).toBe(10_000);
    const { log, lines } = fakes();
    const hanging = vi.fn(
      (_input: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const started = Date.now();
    expect(await triggerRebuild('netlify', NETLIFY_HOOK, { fetch: hanging, log, timeoutMs: 50 })).toEqual({ kind: 'failed', timedOut: true });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(lines[0]).toMatch(/did not answer within 0\.05 s/);
  });

  it('never throws: a network failure is logged by its name, not its message', async () => {
    const { log, lines } = fakes();
    const failing = vi.fn(async () => {
      throw new TypeError(`fetch failed for ${NETLIFY_HOOK}`, { cause: { code: 'ENOTFOUND' } });
    });
    expect(await triggerRebuild('netlify', NETLIFY_HOOK, { fetch: failing, log })).toEqual({ kind: 'failed', timedOut: false });
    expect(lines[0]).toMatch(/could not be reached: TypeError \(ENOTFOUND\)/);
    expect(lines[0]).not.toContain('5c23354f');
  });

  it('requests once when the scheduler delivers the event twice, and again after the interval or a failure', async () => {
    const { fetch, log } = fakes();
    let now = 1_000_000;
    const options = { fetch, log, now: () => now };
    expect((await triggerRebuild('vercel', HOOKS.vercel[0], options)).kind).toBe('requested');
    now += 5_000;
    expect((await triggerRebuild('vercel', HOOKS.vercel[0], options)).kind).toBe('skipped');
    expect(fetch).toHaveBeenCalledTimes(1);
    now += REBUILD_MIN_INTERVAL_MS;
    expect((await triggerRebuild('vercel', HOOKS.vercel[0], options)).kind).toBe('requested');
    expect(fetch).toHaveBeenCalledTimes(2);
    const failing = fakes(500);
    now += REBUILD_MIN_INTERVAL_MS;
    expect((await triggerRebuild('vercel', HOOKS.vercel[0], { ...options, fetch: failing.fetch })).kind).toBe('refused');
    expect((await triggerRebuild('vercel', HOOKS.vercel[0], options)).kind).toBe('requested');
  });
});

describe('rebuildResponse()', () => {
  it('names the outcome, never the address, and is not cached', async () => {
    const cases = [
      [{ kind: 'requested', status: 201 }, 202],
      [{ kind: 'skipped' }, 202],
      [{ kind: 'unset' }, 503],
      [{ kind: 'invalid' }, 500],
      [{ kind: 'refused', status: 404 }, 502],
      [{ kind: 'failed', timedOut: true }, 504],
    ] as const;
    for (const [outcome, status] of cases) {
      const response = rebuildResponse(outcome);
      expect(response.status, outcome.kind).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).not.toMatch(/https?:/);
    }
  });
});

describe('bearerMatches()', () => {
  it('takes exactly `Bearer {secret}`, and nothing when no secret is set', () => {
    const secret = 'a-long-random-cron-secret-value';
    expect(bearerMatches(`Bearer ${secret}`, secret)).toBe(true);
    for (const header of [null, '', secret, `bearer ${secret}`, `Bearer ${secret} `, `Bearer ${secret}x`, `Bearer ${secret.slice(0, -1)}`, 'Bearer ', 'Bearer undefined']) {
      expect(bearerMatches(header, secret), String(header)).toBe(false);
    }
    for (const unset of [undefined, '']) {
      expect(bearerMatches('Bearer ', unset)).toBe(false);
      expect(bearerMatches('Bearer undefined', unset)).toBe(false);
    }
  });
});

/** The global fetch the handlers use, answering 200, and console's lines. */
function globalFakes() {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}', { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  const lines: string[] = [];
  for (const level of ['log', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(`${level}: ${line}`));
  return { fetch, lines };
}

describe('the hosts\' handlers', () => {
  beforeEach(() => resetRebuildGuardForTests());
  afterEach(() => vi.unstubAllEnvs());

  describe('Netlify: netlify/functions/rebuild.ts, a scheduled function', () => {
    it('runs hourly', () => {
      expect(netlifyConfig).toEqual({ schedule: '17 * * * *' });
    });

    it('POSTs REBUILD_HOOK_URL exactly once, whatever the request carries', async () => {
      const { fetch } = globalFakes();
      vi.stubEnv('REBUILD_HOOK_URL', NETLIFY_HOOK);
      const response = await netlifyRebuild();
      expect(response.status).toBe(202);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]![0]).toBe(NETLIFY_HOOK);
      expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', redirect: 'manual' });
      // It takes no argument: nothing of the scheduler's request (or anyone's) can reach it.
      expect(netlifyRebuild.length).toBe(0);
    });

    it('does nothing, with a clear message, when REBUILD_HOOK_URL is unset or not a Netlify build hook', async () => {
      const { fetch, lines } = globalFakes();
      vi.stubEnv('REBUILD_HOOK_URL', '');
      expect((await netlifyRebuild()).status).toBe(503);
      vi.stubEnv('REBUILD_HOOK_URL', HOOKS.vercel[0]!);
      expect((await netlifyRebuild()).status).toBe(500);
      expect(fetch).not.toHaveBeenCalled();
      expect(lines[0]).toMatch(/^warn: \[rebuild\] REBUILD_HOOK_URL is not set: no rebuild requested/);
      expect(lines[1]).toMatch(/^error: \[rebuild\] REBUILD_HOOK_URL is not on api\.netlify\.com: refused/);
    });
  });

  describe('Cloudflare: the Worker\'s `scheduled` handler (Cron Trigger)', () => {
    /** Runs the Cron Trigger as workerd does, and waits for what it handed to waitUntil. */
    async function runCron(env: Partial<WorkerEnv>) {
      const waits: Promise<unknown>[] = [];
      const assets = vi.fn(async () => new Response('asset'));
      worker.scheduled({ cron: '17 * * * *', scheduledTime: Date.now() }, { ASSETS: { fetch: assets }, ...env }, { waitUntil: (p) => void waits.push(p) });
      expect(waits).toHaveLength(1);
      const [outcome] = await Promise.all(waits);
      expect(assets).not.toHaveBeenCalled();
      return outcome;
    }

    it('POSTs the REBUILD_HOOK_URL secret exactly once', async () => {
      const { fetch } = globalFakes();
      const hook = HOOKS.cloudflare[0]!;
      expect(await runCron({ REBUILD_HOOK_URL: hook })).toEqual({ kind: 'requested', status: 200 });
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]![0]).toBe(hook);
      expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', redirect: 'manual' });
    });

    it('accepts a Pages deploy hook too', async () => {
      const { fetch } = globalFakes();
      expect(await runCron({ REBUILD_HOOK_URL: HOOKS.cloudflare[1]! })).toEqual({ kind: 'requested', status: 200 });
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('does nothing, with a clear message, when the secret is unset or not a Cloudflare deploy hook', async () => {
      const { fetch, lines } = globalFakes();
      expect(await runCron({})).toEqual({ kind: 'unset' });
      expect(await runCron({ REBUILD_HOOK_URL: 'https://api.cloudflare.com.evil.example/client/v4/workers/builds/deploy_hooks/0b1e2ba7-4c5d-4e6f-8a9b-0c1d2e3f4a5b' })).toEqual({ kind: 'invalid' });
      expect(fetch).not.toHaveBeenCalled();
      expect(lines[0]).toMatch(/^warn: \[rebuild\] REBUILD_HOOK_URL is not set: no rebuild requested/);
      expect(lines[1]).toMatch(/^error: \[rebuild\] REBUILD_HOOK_URL is not on api\.cloudflare\.com: refused/);
    });

    it('keeps serving requests as before (the cron is its only way in)', async () => {
      const { fetch } = globalFakes();
      const assets = vi.fn(async () => new Response('<title>shell</title>', { headers: { 'Content-Type': 'text/html' } }));
      const response = await worker.fetch(new Request('https://news.example/__scheduled?cron=17+*+*+*+*'), { ASSETS: { fetch: assets }, REBUILD_HOOK_URL: HOOKS.cloudflare[0]! }, { waitUntil: () => {} });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<title>shell</title>');
      expect(fetch).not.toHaveBeenCalled();
    });
  });

  describe('Vercel: api/rebuild.ts, run by the Cron Job', () => {
    const SECRET = 'a-long-random-cron-secret-value';
    const cron = (headers: Record<string, string> = { Authorization: `Bearer ${SECRET}` }, method = 'GET') =>
      vercelRebuild.GET(new Request('https://civic-ledger.example/api/rebuild?url=https://evil.example/', { method, headers }));

    it('answers only GET, the Cron Job\'s method (Vercel answers the others itself)', () => {
      expect(Object.keys(vercelRebuild)).toEqual(['GET']);
    });

    it('POSTs REBUILD_HOOK_URL exactly once for the Cron Job (Authorization: Bearer CRON_SECRET), ignoring the rest of the request', async () => {
      const { fetch } = globalFakes();
      vi.stubEnv('CRON_SECRET', SECRET);
      vi.stubEnv('REBUILD_HOOK_URL', HOOKS.vercel[0]!);
      const response = await cron();
      expect(response.status).toBe(202);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]![0]).toBe(HOOKS.vercel[0]);
      expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', redirect: 'manual' });
    });

    it('refuses with a 401 and requests nothing without the secret, with a wrong one, or when CRON_SECRET is unset', async () => {
      const { fetch, lines } = globalFakes();
      vi.stubEnv('REBUILD_HOOK_URL', HOOKS.vercel[0]!);
      vi.stubEnv('CRON_SECRET', SECRET);
      for (const headers of [{}, { Authorization: SECRET }, { Authorization: `Bearer ${SECRET}x` }, { Authorization: `Basic ${SECRET}` }, { 'X-Cron-Secret': SECRET }] as Record<string, string>[]) {
        const response = await cron(headers);
        expect(response.status, JSON.stringify(headers)).toBe(401);
        expect(await response.text()).not.toContain(SECRET);
      }
      vi.stubEnv('CRON_SECRET', '');
      for (const headers of [{}, { Authorization: 'Bearer ' }, { Authorization: 'Bearer undefined' }] as Record<string, string>[]) expect((await cron(headers)).status).toBe(401);
      expect(fetch).not.toHaveBeenCalled();
      expect(lines.some((line) => /CRON_SECRET is not set: every request is refused/.test(line))).toBe(true);
    });

    it('does nothing, with a clear message, when REBUILD_HOOK_URL is unset or not a Vercel deploy hook', async () => {
      const { fetch, lines } = globalFakes();
      vi.stubEnv('CRON_SECRET', SECRET);
      vi.stubEnv('REBUILD_HOOK_URL', '');
      expect((await cron()).status).toBe(503);
      vi.stubEnv('REBUILD_HOOK_URL', 'https://api.vercel.com@evil.example/v1/integrations/deploy/prj_Z4VhvUgp0EujEMasShM1H2zaom5f/TyvOvHzcd8');
      const refused = await cron();
      expect(refused.status).toBe(500);
      expect(await refused.text()).not.toMatch(/evil|https?:/);
      expect(fetch).not.toHaveBeenCalled();
      expect(lines[0]).toMatch(/^warn: \[rebuild\] REBUILD_HOOK_URL is not set: no rebuild requested/);
      expect(lines[1]).toMatch(/^error: \[rebuild\] REBUILD_HOOK_URL carries a user name or password: refused/);
    });
  });
});

afterEach(() => resetRebuildGuardForTests());
