/**
 * The feed worker: fetches, parses and converts feeds off the main thread. It keeps its own copy of
 * the proxy health for the visit and reports every change, so the page can remember it across
 * visits. Replies travel in batches (reply-batch.ts); 'busy' and 'idle' bracket each parse so the
 * page can enforce its CPU budget.
 */
import { loadFeed, type FeedJob, type FeedJobOutcome } from './load-feed';
import { ProxyHealth, type ProxyHealthRecord } from './proxy-health';
import { replyBatcher } from './reply-batch';

/** How long replies wait for others to travel with: the most a feed's answer is delayed. */
const REPLY_WINDOW_MS = 40;

export type WorkerRequest =
  | { readonly type: 'health'; readonly record: ProxyHealthRecord; readonly visitBlocked: readonly string[] }
  | { readonly type: 'job'; readonly id: number; readonly job: FeedJob }
  | { readonly type: 'abort'; readonly id: number };

export type WorkerReply =
  | { readonly type: 'busy' | 'idle'; readonly id: number }
  | { readonly type: 'result'; readonly id: number; readonly outcome: FeedJobOutcome }
  | { readonly type: 'health'; readonly record: ProxyHealthRecord; readonly visitBlocked: readonly string[] };

interface WorkerScope {
  postMessage(message: readonly WorkerReply[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
}

/**
 * Serves feed jobs on `scope`: one health record for the worker's life (loaded from the page,
 * reported back after every change, at most once a microtask) and one abort controller per job.
 */
function serveFeedJobs(scope: WorkerScope): void {
  const health = new ProxyHealth();
  const controllers = new Map<number, AbortController>();
  const { send } = replyBatcher<WorkerReply>((batch) => scope.postMessage(batch), REPLY_WINDOW_MS);
  let reportQueued = false;

  health.onChange(() => {
    if (reportQueued) return;
    reportQueued = true;
    queueMicrotask(() => {
      reportQueued = false;
      send({ type: 'health', record: health.toRecord(), visitBlocked: health.visitBlocked() });
    });
  });

  scope.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'health') {
      health.load(message.record);
      health.blockForVisit(message.visitBlocked);
    } else if (message.type === 'abort') {
      controllers.get(message.id)?.abort();
    } else if (message.type === 'job') {
      const controller = new AbortController();
      controllers.set(message.id, controller);
      void loadFeed(message.job, {
        health,
        signal: controller.signal,
        onParseStart: () => send({ type: 'busy', id: message.id }, true),
        onParseEnd: () => send({ type: 'idle', id: message.id }),
      }).then((outcome) => {
        controllers.delete(message.id);
        send({ type: 'result', id: message.id, outcome });
      });
    }
  });
}

serveFeedJobs(self as unknown as WorkerScope);
