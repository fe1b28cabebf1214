/**
 * `wrangler dev` for the host suite, started through wrangler's own API (`unstable_startWorker`,
 * the function the CLI calls) so that the inspector can be left off: the CLI always starts it, and
 * wrangler's inspector proxy then enables the runtime's Network domain and, with no debugger
 * attached, keeps every network event it is sent: one event per socket read, so each answer the
 * Worker reads to its 15 MB cap leaves several times its size behind and slows every later
 * request, by seconds on a busy 2-CPU host. Everything else is `wrangler dev`: the repository's
 * wrangler.jsonc with its bindings and Cron Trigger (GET /__scheduled runs it, as
 * `--test-scheduled` does), workerd, the assets folder given here.
 *
 * Usage: node tests/hosts/wrangler-dev.mjs '{"dist":<absolute path>,"port":…,"persist":…,"upstream":…,"rebuildHook":…}'
 * Prints what the Worker logs; stops on SIGTERM or SIGINT.
 */
import { fileURLToPath } from 'node:url';
import { unstable_startWorker } from 'wrangler';

const { dist, port, persist, upstream, rebuildHook } = JSON.parse(process.argv[2] ?? '{}');
if (!dist || !port || !persist || !upstream) {
  console.error('wrangler-dev: expected {"dist","port","persist","upstream"} as the first argument');
  process.exit(2);
}

const worker = await unstable_startWorker({
  config: fileURLToPath(new URL('../../wrangler.jsonc', import.meta.url)),
  assets: dist,
  sendMetrics: false,
  build: { define: { __PUBLISHER_UPSTREAM__: JSON.stringify(upstream) } },
  ...(rebuildHook ? { bindings: { REBUILD_HOOK_URL: { type: 'plain_text', value: rebuildHook } } } : {}),
  dev: {
    server: { hostname: '127.0.0.1', port },
    inspector: false,
    remote: false,
    persist,
    watch: false,
    testScheduled: true,
    logLevel: 'warn',
  },
});
await worker.ready;

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await worker.dispose().catch((error) => console.error('wrangler-dev: dispose failed', error));
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
