import { createLimiter, type Limiter } from '@/lib/concurrency';
import { pageWorkStarted } from '@/lib/page-work';
import { fail } from '@/lib/result';
import { MAX_CONCURRENT_FEEDS, PARSE_BUDGET_MS } from '../feed-settings';
import type { FeedJob, FeedJobOutcome } from './load-feed';
import type { WorkerReply, WorkerRequest } from './feed.worker';
import type { ProxyHealth } from './proxy-health';
import { pageProxyHealth } from './proxy-health-store';

/**
 * The main thread's side of feed loading: each feed is a job for the feed worker, and the page
 * receives plain Articles. A parse that runs past PARSE_BUDGET_MS gets the worker terminated (the
 * only real CPU cap in a browser): that feed fails with 'cpu' and the others move to a fresh
 * worker. Without workers the same job runs on the main thread, loaded on demand so the parser
 * never enters the initial script.
 */

type FeedEngine = 'worker' | 'main';

export interface FeedWorkerLike {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<readonly WorkerReply[]>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
}

interface Pending {
  readonly job: FeedJob;
  readonly resolve: (outcome: FeedJobOutcome) => void;
  budgetTimer?: ReturnType<typeof setTimeout>;
}

interface FeedClientOptions {
  /** Creates the worker; return null (or throw) where workers are unavailable. */
  readonly createWorker?: () => FeedWorkerLike | null;
  /** The main-thread fallback (by default loadFeed, loaded on demand, with `mainThreadHealth`). */
  readonly runOnMainThread?: (job: FeedJob, signal: AbortSignal) => Promise<FeedJobOutcome>;
  /** The health record of a main-thread run (default: the page's, kept in localStorage). */
  readonly mainThreadHealth?: () => ProxyHealth;
  readonly parseBudgetMs?: number;
  /** Receives the health record the worker reports. */
  readonly onHealth?: (reply: Extract<WorkerReply, { type: 'health' }>) => void;
  /** Health to hand a new worker. */
  readonly initialHealth?: () => Extract<WorkerRequest, { type: 'health' }> | null;
}

function defaultCreateWorker(): FeedWorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./feed.worker.ts', import.meta.url), { type: 'module', name: 'feeds' }) as unknown as FeedWorkerLike;
}

async function loadFeedOnMainThread(job: FeedJob, signal: AbortSignal, health: ProxyHealth): Promise<FeedJobOutcome> {
  const { loadFeed } = await import('./load-feed');
  return loadFeed(job, { health, signal });
}

export class FeedClient {
  private worker: FeedWorkerLike | null = null;
  private engineMode: FeedEngine | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Workers terminated for running past their CPU budget (diagnostics). */
  terminations = 0;
  /** Feeds in flight through this client at once, across every category the page loads. */
  readonly limiter: Limiter = createLimiter(MAX_CONCURRENT_FEEDS);

  constructor(private readonly options: FeedClientOptions = {}) {}

  get engine(): FeedEngine | null {
    return this.engineMode;
  }

  private budget(): number {
    return this.options.parseBudgetMs ?? PARSE_BUDGET_MS;
  }

  /** The worker, started on first use; null when the page must parse on the main thread. */
  private ensureWorker(): FeedWorkerLike | null {
    if (this.engineMode === 'main') return null;
    if (this.worker) return this.worker;
    let worker: FeedWorkerLike | null = null;
    try {
      worker = (this.options.createWorker ?? defaultCreateWorker)();
    } catch (error) {
      console.warn('[feeds] the feed worker could not start; parsing on the main thread', error);
    }
    if (!worker) {
      if (this.engineMode === null) console.info('[feeds] Web Workers are unavailable; feeds are parsed on the main thread');
      this.engineMode = 'main';
      return null;
    }
    if (this.engineMode === null) console.info('[feeds] feeds are fetched and parsed in a Web Worker');
    this.engineMode = 'worker';
    this.worker = worker;
    worker.addEventListener('message', (event) => this.onReplies(worker, event.data));
    worker.addEventListener('error', (event) => this.onWorkerError(worker, event));
    const health = this.options.initialHealth?.();
    if (health) worker.postMessage(health);
    return worker;
  }

  /** A batch of the worker's replies (feed.worker.ts), in the order it sent them; of its health reports only the last counts. */
  private onReplies(worker: FeedWorkerLike, replies: readonly WorkerReply[]): void {
    let health: Extract<WorkerReply, { type: 'health' }> | null = null;
    for (const reply of replies) {
      if (worker !== this.worker) return;
      if (reply.type === 'health') health = reply;
      else this.onReply(reply);
    }
    if (health && worker === this.worker) this.options.onHealth?.(health);
  }

  private onReply(reply: Exclude<WorkerReply, { type: 'health' }>): void {
    const entry = this.pending.get(reply.id);
    if (!entry) return;
    if (reply.type === 'busy') {
      clearTimeout(entry.budgetTimer);
      entry.budgetTimer = setTimeout(() => this.overBudget(reply.id), this.budget());
    } else if (reply.type === 'idle') {
      clearTimeout(entry.budgetTimer);
    } else if (reply.type === 'result') {
      clearTimeout(entry.budgetTimer);
      this.pending.delete(reply.id);
      entry.resolve(reply.outcome);
    }
  }

  /** The worker script failed to load or crashed: everything pending runs on the main thread from now on. */
  private onWorkerError(worker: FeedWorkerLike, event: Event): void {
    if (worker !== this.worker) return;
    const message = (event as ErrorEvent).message;
    console.warn(`[feeds] the feed worker failed${message ? ` (${message})` : ''}; parsing on the main thread`);
    event.preventDefault?.();
    this.dropWorker();
    this.engineMode = 'main';
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.budgetTimer);
      this.pending.delete(id);
      void this.runMain(entry.job, new AbortController().signal).then(entry.resolve);
    }
  }

  private dropWorker(): void {
    try {
      this.worker?.terminate();
    } catch {
      // already gone
    }
    this.worker = null;
  }

  /** A parse ran past its CPU budget: stop the worker, fail that feed, restart the others on a fresh worker. */
  private overBudget(id: number): void {
    const entry = this.pending.get(id);
    if (!entry) return;
    this.terminations += 1;
    console.warn(`[feeds] ${entry.job.feedUrl}: parsing ran past its ${this.budget()} ms CPU budget; the worker was stopped`);
    this.pending.delete(id);
    this.dropWorker();
    entry.resolve({ result: fail('cpu', `parsing ran past the ${this.budget()} ms CPU budget`), tries: [] });
    const others = [...this.pending.entries()];
    if (others.length === 0) return;
    const worker = this.ensureWorker();
    for (const [otherId, other] of others) {
      clearTimeout(other.budgetTimer);
      if (worker) worker.postMessage({ type: 'job', id: otherId, job: other.job });
      else {
        this.pending.delete(otherId);
        void this.runMain(other.job, new AbortController().signal).then(other.resolve);
      }
    }
  }

  private async runMain(job: FeedJob, signal: AbortSignal): Promise<FeedJobOutcome> {
    try {
      const { runOnMainThread, mainThreadHealth = pageProxyHealth } = this.options;
      return await (runOnMainThread ? runOnMainThread(job, signal) : loadFeedOnMainThread(job, signal, mainThreadHealth()));
    } catch (error) {
      return { result: fail('network', error instanceof Error ? error.message : String(error)), tries: [] };
    }
  }

  /** Runs one feed job, counted as the page's work while it runs (src/lib/page-work.ts). Never rejects. */
  run(job: FeedJob, signal?: AbortSignal): Promise<FeedJobOutcome> {
    if (signal?.aborted) return Promise.resolve({ result: fail('aborted', 'aborted before start'), tries: [] });
    const ended = pageWorkStarted();
    return this.runJob(job, signal).finally(ended);
  }

  private runJob(job: FeedJob, signal?: AbortSignal): Promise<FeedJobOutcome> {
    const worker = this.ensureWorker();
    if (!worker) return this.runMain(job, signal ?? new AbortController().signal);
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<FeedJobOutcome>((resolve) => {
      const onAbort = () => {
        const entry = this.pending.get(id);
        if (!entry) return;
        clearTimeout(entry.budgetTimer);
        this.pending.delete(id);
        this.worker?.postMessage({ type: 'abort', id });
        resolve({ result: fail('aborted', 'aborted by the caller'), tries: [] });
      };
      this.pending.set(id, {
        job,
        resolve: (outcome) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(outcome);
        },
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      worker.postMessage({ type: 'job', id, job });
    });
  }
}

let pageClient: FeedClient | null = null;

/** The page's feed client: one worker for the page, health shared with localStorage. */
export function pageFeedClient(): FeedClient {
  if (pageClient) return pageClient;
  const health = pageProxyHealth();
  pageClient = new FeedClient({
    initialHealth: () => ({ type: 'health', record: health.toRecord(), visitBlocked: health.visitBlocked() }),
    onHealth: ({ record, visitBlocked }) => {
      health.blockForVisit(visitBlocked);
      health.load(record, { notify: true });
    },
  });
  return pageClient;
}
