/**
 * The feed worker: fetches, parses and converts feeds off the main thread
 * (loadFeed; fast-xml-parser and htmlparser2 live only here and in the main-thread
 * fallback chunk). It keeps its own copy of the proxy health for the visit and
 * reports every change, so the page can remember it across visits.
 *
 * Protocol (see feed-client.ts):
 *   in:  {type:'health', record} | {type:'job', id, job} | {type:'abort', id}
 *   out: {type:'busy', id} before a parse, {type:'idle', id} after it,
 *        {type:'result', id, outcome}, {type:'health', record}
 */
import { loadFeed, type FeedJob, type FeedJobOutcome } from './load-feed';
import { ProxyHealth, type ProxyHealthRecord } from './proxy-health';

export type WorkerRequest =
  | { readonly type: 'health'; readonly record: ProxyHealthRecord; readonly visitBlocked: readonly string[] }
  | { readonly type: 'job'; readonly id: number; readonly job: FeedJob }
  | { readonly type: 'abort'; readonly id: number };

export type WorkerReply =
  | { readonly type: 'busy' | 'idle'; readonly id: number }
  | { readonly type: 'result'; readonly id: number; readonly outcome: FeedJobOutcome }
  | { readonly type: 'health'; readonly record: ProxyHealthRecord; readonly visitBlocked: readonly string[] };

interface WorkerScope {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
}

/**
 * Serves feed jobs on `scope`: one health record for the worker's life (loaded from the page,
 * reported back after every change, at most once a microtask) and one abort controller per job.
 */
function serveFeedJobs(scope: WorkerScope): void {
  const health = new ProxyHealth();
  const controllers = new Map<number, AbortController>();
  let reportQueued = false;

  health.onChange(() => {
    if (reportQueued) return;
    reportQueued = true;
    queueMicrotask(() => {
      reportQueued = false;
      scope.postMessage({ type: 'health', record: health.toRecord(), visitBlocked: health.visitBlocked() });
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
        onParseStart: () => scope.postMessage({ type: 'busy', id: message.id }),
        onParseEnd: () => scope.postMessage({ type: 'idle', id: message.id }),
      }).then((outcome) => {
        controllers.delete(message.id);
        scope.postMessage({ type: 'result', id: message.id, outcome });
      });
    }
  });
}

serveFeedJobs(self as unknown as WorkerScope);
