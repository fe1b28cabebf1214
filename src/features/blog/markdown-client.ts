import type { MarkdownReply, MarkdownRequest, MarkdownTree } from './markdown-tree';

/** How long the worker may take with a body before the page parses it itself (ms). */
const WORKER_WAIT_MS = 10_000;

export interface MarkdownWorkerLike {
  postMessage(message: MarkdownRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<MarkdownReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

interface Waiting {
  resolve(tree: MarkdownTree): void;
  reject(error: Error): void;
}

function defaultCreateWorker(): MarkdownWorkerLike | null {
  if (typeof Worker === 'undefined') return null;
  return new Worker(new URL('./markdown.worker.ts', import.meta.url), { type: 'module', name: 'markdown' }) as unknown as MarkdownWorkerLike;
}

/**
 * Posts' bodies parsed by a worker (markdown.worker.ts): one worker, started on first use or ahead
 * of it (`start`). Where there is none (the build, an engine without workers) or it fails, bodies
 * are parsed on the page: `offThread` says which.
 */
export class MarkdownClient {
  /** undefined until started; null where there is none (no workers, or it failed). */
  private worker: MarkdownWorkerLike | null | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private nextId = 1;

  constructor(
    private readonly createWorker: () => MarkdownWorkerLike | null = defaultCreateWorker,
    private readonly waitMs = WORKER_WAIT_MS,
  ) {}

  /** Whether bodies are parsed off the main thread: there are workers here, and this one has not failed. */
  get offThread(): boolean {
    return this.worker === undefined ? typeof Worker !== 'undefined' : this.worker !== null;
  }

  /** Starts the worker ahead of the first body (its script loads and compiles off the main thread). */
  start(): MarkdownWorkerLike | null {
    if (this.worker !== undefined) return this.worker;
    try {
      const worker = this.createWorker();
      worker?.addEventListener('message', ({ data }) => {
        const entry = this.settle(data.id);
        if (!entry) return;
        if ('tree' in data) entry.resolve(data.tree);
        else entry.reject(new Error(data.error));
      });
      worker?.addEventListener('error', () => this.fail('the markdown worker could not load or stopped'));
      this.worker = worker;
    } catch (error) {
      console.warn('[post body] no markdown worker; bodies are parsed on the page', error);
      this.worker = null;
    }
    return this.worker;
  }

  /**
   * The HTML tree of a post's markdown, parsed by the worker. Rejects when the worker cannot parse
   * it or takes too long; the page then parses it itself.
   */
  parse(markdown: string): Promise<MarkdownTree> {
    const worker = this.start();
    if (!worker) return Promise.reject(new Error('no markdown worker'));
    const id = this.nextId++;
    return new Promise<MarkdownTree>((resolve, reject) => {
      const timer = setTimeout(() => this.settle(id)?.reject(new Error(`the markdown worker took more than ${this.waitMs / 1000} s`)), this.waitMs);
      this.waiting.set(id, {
        resolve: (tree) => {
          clearTimeout(timer);
          resolve(tree);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ id, markdown });
    });
  }

  private settle(id: number): Waiting | undefined {
    const entry = this.waiting.get(id);
    this.waiting.delete(id);
    return entry;
  }

  /** The worker stops for good: every body waiting for it, and every later one, is parsed on the page. */
  private fail(reason: string): void {
    console.warn(`[post body] ${reason}; posts' bodies are parsed on the page from now on`);
    this.worker?.terminate();
    this.worker = null;
    for (const id of [...this.waiting.keys()]) this.settle(id)?.reject(new Error(reason));
  }
}

let pageClient: MarkdownClient | null = null;

/** The page's markdown client: one worker for the page. */
export function pageMarkdownClient(): MarkdownClient {
  pageClient ??= new MarkdownClient();
  return pageClient;
}
