import { describe, expect, it } from 'vitest';
import { createLimiter, withSignal } from './concurrency';
import { deferred } from '@/test/deferred';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimiter', () => {
  it('runs at most `max` tasks at once and starts the rest in order', async () => {
    const limiter = createLimiter(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = gates.map((gate, i) =>
      limiter.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(limiter.active).toBe(2);
    expect(limiter.pending).toBe(2);

    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);

    gates[0]!.resolve();
    gates[2]!.resolve();
    gates[3]!.resolve();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3]);
    expect(limiter.active).toBe(0);
    expect(limiter.pending).toBe(0);
  });

  it('passes failures through and frees the slot, also for tasks that throw synchronously', async () => {
    const limiter = createLimiter(1);
    const rejected = limiter.run(() => Promise.reject(new Error('async')));
    const thrown = limiter.run(() => {
      throw new Error('sync');
    });
    const after = limiter.run(async () => 'ran');
    await expect(rejected).rejects.toThrow('async');
    await expect(thrown).rejects.toThrow('sync');
    await expect(after).resolves.toBe('ran');
    expect(limiter.active).toBe(0);
  });

  it('does not limit with an infinite maximum', async () => {
    const limiter = createLimiter(Number.POSITIVE_INFINITY);
    const gate = deferred();
    const runs = Array.from({ length: 10 }, () => limiter.run(() => gate.promise));
    await tick();
    expect(limiter.active).toBe(10);
    gate.resolve();
    await Promise.all(runs);
  });
});

describe('withSignal', () => {
  it('one caller gives up with an AbortError; the work goes on for the others', async () => {
    const work = deferred<string>();
    const controller = new AbortController();
    const mine = withSignal(work.promise, controller.signal);
    const theirs = withSignal(work.promise, new AbortController().signal);
    controller.abort();
    await expect(mine).rejects.toMatchObject({ name: 'AbortError' });
    work.resolve('done');
    await expect(theirs).resolves.toBe('done');
  });

  it('an aborted signal rejects at once; no signal is the promise itself; a failure passes through', async () => {
    const aborted = new AbortController();
    aborted.abort();
    await expect(withSignal(new Promise(() => {}), aborted.signal)).rejects.toMatchObject({ name: 'AbortError' });
    const plain = Promise.resolve(1);
    expect(withSignal(plain)).toBe(plain);
    await expect(withSignal(Promise.reject(new Error('boom')), new AbortController().signal)).rejects.toThrow('boom');
  });
});
