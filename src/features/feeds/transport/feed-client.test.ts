import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageWorkQuiet } from '@/lib/page-work';
import { ok } from '@/lib/result';
import { FeedClient, type FeedWorkerLike } from './feed-client';
import type { FeedJob } from './load-feed';
import type { WorkerReply, WorkerRequest } from './feed.worker';

const job = (feedUrl: string): FeedJob => ({ feedUrl, category: { slug: 'politics', label: 'Politics' }, sources: [] });
const article = { id: 'a', title: 'A', excerpt: '', link: null, image: null, date: null, author: null, category: 'Politics' };

/** A stand-in worker: records what it is sent; the test decides what it answers. */
class FakeWorker implements FeedWorkerLike {
  static all: FakeWorker[] = [];
  readonly sent: WorkerRequest[] = [];
  terminated = false;
  private listeners: Record<string, Array<(event: never) => void>> = {};
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(message: WorkerRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  addEventListener(type: string, listener: (event: never) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  reply(...replies: WorkerReply[]) {
    for (const l of this.listeners.message ?? []) l({ data: replies } as never);
  }
  fail() {
    for (const l of this.listeners.error ?? []) l({ message: 'boom', preventDefault() {} } as never);
  }
  jobs() {
    return this.sent.filter((m): m is Extract<WorkerRequest, { type: 'job' }> => m.type === 'job');
  }
}

beforeEach(() => {
  FakeWorker.all = [];
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FeedClient (worker path)', () => {
  it('runs each feed as a worker job and resolves with the plain articles it sends back', async () => {
    const client = new FeedClient({ createWorker: () => new FakeWorker() });
    const promise = client.run(job('https://a.test/feed'));
    const worker = FakeWorker.all[0]!;
    const [sent] = worker.jobs();
    expect(sent!.job.feedUrl).toBe('https://a.test/feed');
    worker.reply({ type: 'result', id: sent!.id, outcome: { result: ok([article]), tries: [] } });
    await expect(promise).resolves.toEqual({ result: ok([article]), tries: [] });
    expect(client.engine).toBe('worker');
  });

  it('takes a batch of replies in order: every job in it settles, the last health report is the one kept', async () => {
    const onHealth = vi.fn();
    const client = new FeedClient({ createWorker: () => new FakeWorker(), onHealth });
    const first = client.run(job('https://a.test/feed'));
    const second = client.run(job('https://b.test/feed'));
    const worker = FakeWorker.all[0]!;
    const [a, b] = worker.jobs();
    const health = (n: number) => ({ type: 'health' as const, record: { n } as never, visitBlocked: [] });
    worker.reply(
      { type: 'idle', id: a!.id },
      { type: 'result', id: a!.id, outcome: { result: ok([article]), tries: [] } },
      health(1),
      { type: 'result', id: b!.id, outcome: { result: ok([]), tries: [] } },
      health(2),
    );
    expect((await first).result).toEqual(ok([article]));
    expect((await second).result).toEqual(ok([]));
    expect(onHealth.mock.calls).toEqual([[health(2)]]);
  });

  it('counts a job as a feed loading until its answer, for what waits for the page to be quiet', async () => {
    const client = new FeedClient({ createWorker: () => new FakeWorker() });
    const promise = client.run(job('https://a.test/feed'));
    let quiet = false;
    void pageWorkQuiet(0, 60_000).then(() => (quiet = true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(quiet).toBe(false);
    const worker = FakeWorker.all[0]!;
    worker.reply({ type: 'result', id: worker.jobs()[0]!.id, outcome: { result: ok([article]), tries: [] } });
    await promise;
    await vi.advanceTimersByTimeAsync(0);
    expect(quiet).toBe(true);
  });

  it('a parse past its CPU budget terminates the worker; that feed fails, the others restart on a fresh worker', async () => {
    const client = new FeedClient({ createWorker: () => new FakeWorker(), parseBudgetMs: 2_000 });
    const stuck = client.run(job('https://stuck.test/feed'));
    const other = client.run(job('https://other.test/feed'));
    const first = FakeWorker.all[0]!;
    const [stuckJob, otherJob] = first.jobs();
    first.reply({ type: 'busy', id: stuckJob!.id });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(first.terminated).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(first.terminated).toBe(true);
    const outcome = await stuck;
    expect(outcome.result.ok ? 'ok' : outcome.result.kind).toBe('cpu');
    expect(client.terminations).toBe(1);
    const second = FakeWorker.all[1]!;
    const resent = second.jobs().find((m) => m.job.feedUrl === 'https://other.test/feed')!;
    expect(resent.id).toBe(otherJob!.id);
    second.reply({ type: 'result', id: resent.id, outcome: { result: ok([article]), tries: [] } });
    expect((await other).result.ok).toBe(true);
  });

  it('a parse that ends within budget keeps the worker', async () => {
    const client = new FeedClient({ createWorker: () => new FakeWorker(), parseBudgetMs: 2_000 });
    const promise = client.run(job('https://a.test/feed'));
    const worker = FakeWorker.all[0]!;
    const id = worker.jobs()[0]!.id;
    worker.reply({ type: 'busy', id });
    await vi.advanceTimersByTimeAsync(500);
    worker.reply({ type: 'idle', id });
    await vi.advanceTimersByTimeAsync(5_000);
    worker.reply({ type: 'result', id, outcome: { result: ok([article]), tries: [] } });
    expect((await promise).result.ok).toBe(true);
    expect(worker.terminated).toBe(false);
  });
});

describe('FeedClient (main-thread fallback)', () => {
  it('where workers are unavailable, the same job runs on the main thread', async () => {
    const runOnMainThread = vi.fn(async () => ({ result: ok([article]), tries: [] }));
    const client = new FeedClient({ createWorker: () => null, runOnMainThread });
    expect((await client.run(job('https://a.test/feed'))).result.ok).toBe(true);
    expect(runOnMainThread).toHaveBeenCalledTimes(1);
    expect(client.engine).toBe('main');
  });

  it('a worker that fails to load hands its pending jobs to the main thread', async () => {
    const runOnMainThread = vi.fn(async () => ({ result: ok([article]), tries: [] }));
    const client = new FeedClient({ createWorker: () => new FakeWorker(), runOnMainThread });
    const promise = client.run(job('https://a.test/feed'));
    FakeWorker.all[0]!.fail();
    expect((await promise).result.ok).toBe(true);
    expect(client.engine).toBe('main');
    await client.run(job('https://b.test/feed'));
    expect(FakeWorker.all).toHaveLength(1);
    expect(runOnMainThread).toHaveBeenCalledTimes(2);
  });

  it('jsdom has no Worker: the default client parses on the main thread for real', async () => {
    vi.useRealTimers();
    const client = new FeedClient();
    const fetchImpl = vi.fn(async () => new Response('<rss version="2.0"><channel><title>T</title><item><title>Real story</title><link>https://x.test/1</link></item></channel></rss>'));
    vi.stubGlobal('fetch', fetchImpl);
    const outcome = await client.run({ ...job('https://x.test/feed'), sources: [{ key: 'p', template: 'https://p.test/?u={url}' }] });
    expect(outcome.result.ok && outcome.result.value[0]!.title).toBe('Real story');
    expect(client.engine).toBe('main');
  });
});
