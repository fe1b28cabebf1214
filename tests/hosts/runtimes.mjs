/**
 * Each host's own local runtime over a build folder, started from the npm packages in
 * devDependencies (no account, no network):
 *
 * - Cloudflare: `wrangler dev` (workerd) with wrangler.jsonc, its assets folder swapped for the
 *   build under test, started through wrangler's API with the inspector off (wrangler-dev.mjs);
 * - Netlify: `netlify serve --offline` (netlify-cli, with Deno from the `deno` package on PATH) in
 *   a scratch site folder holding a copy of netlify.toml (build command a no-op, publish the build
 *   under test), netlify/functions and what the function bundles (edge/, src/);
 *
 * each built with the feed and image routes pointed at a local stand-in (edge/publisher-upstream.ts), and
 * REBUILD_HOOK_URL (the hourly rebuild's build hook) set to `rebuildHook` when given. wrangler runs
 * with `testScheduled` (the CLI's `--test-scheduled`), so GET /__scheduled runs the Worker's Cron
 * Trigger; `netlify serve` runs a scheduled function when its URL is requested (production does
 * not). Both return { origin, log(), stop() }.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../../scripts/lib/wait.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const bin = join(repo, 'node_modules/.bin');

/** Polls `url` until it answers (any status), the child exits, or `timeoutMs` passes. */
async function waitForHttp(url, child, output, timeoutMs) {
  const answered = () => fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' }).then(() => true);
  const exited = () => (child.exitCode !== null ? `exited with ${child.exitCode} before answering` : null);
  try {
    await waitFor(answered, { timeoutMs, intervalMs: 250, what: url, giveUp: exited });
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : error}\n${output()}`, { cause: error });
  }
}

function launch(command, args, { cwd, env, url, timeoutMs }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, PATH: `${bin}:${process.env.PATH}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  return { child, output: () => output, stop, ready: () => waitForHttp(url, child, () => output, timeoutMs) };
}

const QUIET = { WRANGLER_SEND_METRICS: 'false', NETLIFY_TELEMETRY_DISABLED: '1', BROWSER: 'none', NO_COLOR: '1', FORCE_COLOR: '0' };

/**
 * `wrangler dev` on 127.0.0.1:port serving `dist` with the Worker of wrangler.jsonc, its inspector
 * off (tests/hosts/wrangler-dev.mjs says why).
 */
export async function startWrangler({ dist, port, upstream, rebuildHook }) {
  const origin = `http://127.0.0.1:${port}`;
  // A fresh state folder: the Cache API's copies from an earlier run must not answer this one.
  const state = mkdtempSync(join(tmpdir(), 'civic-wrangler-'));
  const run = launch(
    process.execPath,
    [join(repo, 'tests/hosts/wrangler-dev.mjs'), JSON.stringify({ dist: resolve(repo, dist), port, persist: state, upstream, rebuildHook })],
    { cwd: repo, env: { ...QUIET, CI: '1' }, url: `${origin}/robots.txt`, timeoutMs: 60_000 },
  );
  const cleanup = () => rmSync(state, { recursive: true, force: true });
  try {
    await run.ready();
  } catch (error) {
    await run.stop();
    cleanup();
    throw error;
  }
  return {
    origin,
    log: run.output,
    async stop() {
      await run.stop();
      cleanup();
    },
  };
}

/** `netlify serve --offline` on 127.0.0.1:port serving `dist` with netlify.toml's rules and function. */
export async function startNetlify({ dist, port, functionsPort, upstream, rebuildHook }) {
  const site = mkdtempSync(join(tmpdir(), 'civic-netlify-'));
  // The function bundler refuses files outside the site folder, so what it bundles is copied in.
  for (const dir of ['netlify', 'edge', 'src']) cpSync(join(repo, dir), join(site, dir), { recursive: true });
  // The functions ask the stand-in instead of the publishers: the copy's upstream is set at build time.
  const upstreamFile = join(site, 'edge', 'publisher-upstream.ts');
  const declared = 'declare const __PUBLISHER_UPSTREAM__: string | undefined;';
  const module = readFileSync(upstreamFile, 'utf8');
  if (!module.includes(declared)) throw new Error(`edge/publisher-upstream.ts: expected \`${declared}\``);
  writeFileSync(upstreamFile, module.replace(declared, `const __PUBLISHER_UPSTREAM__: string | undefined = ${JSON.stringify(upstream)};`));
  cpSync(join(repo, 'package.json'), join(site, 'package.json'));
  symlinkSync(join(repo, 'node_modules'), join(site, 'node_modules'));
  symlinkSync(resolve(repo, dist), join(site, 'dist'));
  const toml = readFileSync(join(repo, 'netlify.toml'), 'utf8');
  if (!/^\s*command = "npm run build"$/m.test(toml)) throw new Error('netlify.toml: expected the build command `npm run build`');
  // The image CDN fetches the stand-in's pictures instead of the real hosts': `remote_images` is the
  // allowlist on the stand-in's origin (scripts/host-configs.ts).
  const { tsImport } = await import('tsx/esm/api');
  const { netlifyImageConfig, replaceGeneratedBlock, IMAGES_BEGIN, IMAGES_END } = await tsImport('../../scripts/host-configs.ts', import.meta.url);
  const { imageAllowlist } = await tsImport('../../src/config/image-hosts.ts', import.meta.url);
  const images = replaceGeneratedBlock(toml, netlifyImageConfig(imageAllowlist(), upstream), /^# The SPA fallback/, IMAGES_BEGIN, IMAGES_END);
  writeFileSync(join(site, 'netlify.toml'), images.replace(/^(\s*)command = "npm run build"$/m, '$1command = "true"'));
  const origin = `http://127.0.0.1:${port}`;
  const run = launch(join(bin, 'netlify'), ['serve', '--offline', '--port', String(port), '--functions-port', String(functionsPort)], {
    cwd: site,
    env: { ...QUIET, REBUILD_HOOK_URL: rebuildHook ?? '' },
    url: `${origin}/robots.txt`,
    timeoutMs: 120_000,
  });
  const cleanup = () => rmSync(site, { recursive: true, force: true });
  try {
    await run.ready();
  } catch (error) {
    await run.stop();
    cleanup();
    throw error;
  }
  return {
    origin,
    log: run.output,
    async stop() {
      await run.stop();
      cleanup();
    },
  };
}
