/**
 * The hourly rebuild that writes fresh stories into the prerendered HTML: each host's scheduled
 * handler (netlify/functions/rebuild.ts, cloudflare/worker.ts, api/rebuild.ts) calls
 * `triggerRebuild`, which POSTs the site's build hook named by REBUILD_HOOK_URL.
 *
 * A trigger can be abused, so its limits live here for all hosts: no input from the request; the
 * address must be exactly the host's own hook on its own API or nothing is sent; one POST, no
 * redirect or retry, duplicate deliveries within REBUILD_MIN_INTERVAL_MS skipped; and the address
 * is a credential, so logs and answers never repeat it.
 *
 * Web APIs only and no imports: it runs in Node and workerd, and Vercel's bundler traces nothing.
 */

/** The environment variable (Cloudflare: secret) holding the build hook's address, on every host. */
export const REBUILD_HOOK_ENV = 'REBUILD_HOOK_URL';
export const REBUILD_TIMEOUT_MS = 10_000;
/** A second trigger in the same instance within this time requests nothing (duplicate deliveries). */
export const REBUILD_MIN_INTERVAL_MS = 10 * 60_000;

export type RebuildHost = 'netlify' | 'cloudflare' | 'vercel';

interface HookSpec {
  readonly label: string;
  /** The host's API origin: the hook's address starts with it and a slash. */
  readonly origin: string;
  readonly paths: readonly RegExp[];
  /** The shape, for messages. */
  readonly shape: string;
}

/** Each host's hook addresses, as the hosts document them. */
const REBUILD_HOOKS: Readonly<Record<RebuildHost, HookSpec>> = {
  netlify: {
    label: 'Netlify build hook',
    origin: 'https://api.netlify.com',
    paths: [/^\/build_hooks\/[A-Za-z0-9]{16,64}$/],
    shape: 'https://api.netlify.com/build_hooks/<id>',
  },
  cloudflare: {
    label: 'Cloudflare deploy hook',
    origin: 'https://api.cloudflare.com',
    paths: [/^\/client\/v4\/workers\/builds\/deploy_hooks\/[A-Za-z0-9-]{16,64}$/, /^\/client\/v4\/pages\/webhooks\/deploy_hooks\/[A-Za-z0-9-]{16,64}$/],
    shape: 'https://api.cloudflare.com/client/v4/workers/builds/deploy_hooks/<id>',
  },
  vercel: {
    label: 'Vercel deploy hook',
    origin: 'https://api.vercel.com',
    paths: [/^\/v1\/integrations\/deploy\/prj_[A-Za-z0-9]{8,64}\/[A-Za-z0-9]{6,64}$/],
    shape: 'https://api.vercel.com/v1/integrations/deploy/prj_<project>/<id>',
  },
};

type CheckedHook = { readonly ok: true; readonly url: string } | { readonly ok: false; readonly unset: boolean; readonly reason: string };

/** Why `value` is not a hook of `spec`, without repeating any of it. */
function refusal(value: string, spec: HookSpec): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'is not an https: address';
  if (url.username || url.password) return 'carries a user name or password';
  if (url.hostname !== new URL(spec.origin).hostname) return `is not on ${new URL(spec.origin).hostname}`;
  if (url.port || /^https:\/\/[^/?#]*:/i.test(value)) return 'names a port';
  return `is not a ${spec.label} address (${spec.shape}, nothing before or after it)`;
}

/**
 * `value` (trimmed) when it is exactly a hook address of `host`; otherwise why not. The check is on
 * the text itself, so no spelling a URL parser would read differently (`%2e`, a backslash, a port,
 * a longer host name ending in the host's) can pass.
 */
export function checkedHookUrl(host: RebuildHost, value: string | undefined): CheckedHook {
  const spec = REBUILD_HOOKS[host];
  const text = value?.trim() ?? '';
  if (text === '') return { ok: false, unset: true, reason: `${REBUILD_HOOK_ENV} is not set` };
  const prefix = `${spec.origin}/`;
  const path = text.startsWith(prefix) ? text.slice(spec.origin.length) : null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(text);
  } catch {
    // refused below
  }
  // Starting with the origin and a slash, and round-tripping through the parser unchanged, the
  // address has no user name, password, port or other host.
  const exact = path !== null && spec.paths.some((pattern) => pattern.test(path)) && parsed?.href === text;
  if (exact) return { ok: true, url: text };
  return { ok: false, unset: false, reason: `${REBUILD_HOOK_ENV} ${refusal(text, spec)}` };
}

export type RebuildOutcome =
  /** The hook answered 2xx: the host has a build queued. */
  | { readonly kind: 'requested'; readonly status: number }
  /** This instance requested a rebuild moments ago. */
  | { readonly kind: 'skipped' }
  /** No hook is set: nothing requested. */
  | { readonly kind: 'unset' }
  /** The variable is not a hook of this host: nothing requested. */
  | { readonly kind: 'invalid' }
  /** The hook answered something else than 2xx (a deleted hook: 404). */
  | { readonly kind: 'refused'; readonly status: number }
  /** No answer: the network failed or the time ran out. */
  | { readonly kind: 'failed'; readonly timedOut: boolean };

type Log = Pick<Console, 'log' | 'warn' | 'error'>;

interface TriggerOptions {
  /** The fetch to use (tests pass a fake). */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
  readonly timeoutMs?: number;
  readonly log?: Log;
  readonly now?: () => number;
}

/** When this instance last requested a rebuild (0: never, or the request failed). */
let lastRequestAt = 0;

/** For tests: forget earlier requests. */
export function resetRebuildGuardForTests(): void {
  lastRequestAt = 0;
}

/** The name and code of an error, without its message, which may hold the address. */
function errorName(error: unknown): string {
  if (!(error instanceof Error)) return 'error';
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === 'string' ? `${error.name} (${cause.code})` : error.name;
}

/** Asks `host` to rebuild the site through the hook in `hookUrl`, once. Never throws. */
export async function triggerRebuild(host: RebuildHost, hookUrl: string | undefined, options: TriggerOptions = {}): Promise<RebuildOutcome> {
  const spec = REBUILD_HOOKS[host];
  const log = options.log ?? console;
  const checked = checkedHookUrl(host, hookUrl);
  if (!checked.ok) {
    const consequence =
      'no rebuild requested. The site works as before, but the stories written into its HTML stay those of the last deploy until the next one (each reader\'s browser still replaces them with its own load).';
    if (checked.unset) log.warn(`[rebuild] ${checked.reason}: ${consequence} Set it to the site's ${spec.label} (${spec.shape}); docs/hosting.md.`);
    else log.error(`[rebuild] ${checked.reason}: refused, ${consequence} Set it to the site's ${spec.label} (${spec.shape}).`);
    return checked.unset ? { kind: 'unset' } : { kind: 'invalid' };
  }
  const now = (options.now ?? Date.now)();
  if (lastRequestAt !== 0 && now - lastRequestAt < REBUILD_MIN_INTERVAL_MS) {
    log.log(`[rebuild] a rebuild was requested ${Math.round((now - lastRequestAt) / 1000)} s ago; not again`);
    return { kind: 'skipped' };
  }
  lastRequestAt = now;
  const timeoutMs = options.timeoutMs ?? REBUILD_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  try {
    const response = await doFetch(checked.url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'civic-ledger-rebuild' },
      body: '{}',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => {});
    if (response.status >= 200 && response.status < 300) {
      log.log(`[rebuild] the ${spec.label} answered ${response.status}: a rebuild is requested`);
      return { kind: 'requested', status: response.status };
    }
    lastRequestAt = 0;
    log.error(`[rebuild] the ${spec.label} answered ${response.status}: no rebuild was started; check that ${REBUILD_HOOK_ENV} is a hook that still exists`);
    return { kind: 'refused', status: response.status };
  } catch (error) {
    lastRequestAt = 0;
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    log.error(`[rebuild] the ${spec.label} ${timedOut ? `did not answer within ${timeoutMs / 1000} s` : `could not be reached: ${errorName(error)}`}; no rebuild is known to be started`);
    return { kind: 'failed', timedOut };
  }
}

/** A plain answer for a handler that must answer (Vercel; Netlify ignores it), naming the outcome only. */
export function rebuildResponse(outcome: RebuildOutcome): Response {
  const [status, text] =
    outcome.kind === 'requested'
      ? [202, 'A rebuild is requested.']
      : outcome.kind === 'skipped'
        ? [202, 'A rebuild was requested moments ago.']
        : outcome.kind === 'unset'
          ? [503, `No rebuild requested: ${REBUILD_HOOK_ENV} is not set.`]
          : outcome.kind === 'invalid'
            ? [500, `No rebuild requested: ${REBUILD_HOOK_ENV} is not this host's build hook.`]
            : outcome.kind === 'refused'
              ? [502, `The build hook answered ${outcome.status}.`]
              : [504, 'The build hook did not answer.'];
  return new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/**
 * Whether an `Authorization` header is `Bearer {secret}` (Vercel Cron Jobs send CRON_SECRET so).
 * No secret set: nothing is authorized. Compared in constant time.
 */
export function bearerMatches(header: string | null, secret: string | undefined): boolean {
  if (!secret || header === null) return false;
  const encoder = new TextEncoder();
  const given = encoder.encode(header);
  const expected = encoder.encode(`Bearer ${secret}`);
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i += 1) difference |= (given[i] ?? 0) ^ expected[i]!;
  return difference === 0;
}
