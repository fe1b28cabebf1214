import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Activity = typeof import('./page-work');
let activity: Activity;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.resetModules();
  activity = await import('./page-work');
});

afterEach(() => {
  vi.useRealTimers();
});

/** Whether `promise` has settled once the pending microtasks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

/** Asserts that `quiet` resolves `ms` from now, not a millisecond sooner. */
async function resolvesAfter(quiet: Promise<unknown>, ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(await settled(quiet)).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await settled(quiet)).toBe(true);
}

describe('pageWorkQuiet', () => {
  it('resolves at once on a page that started no work', async () => {
    expect(await settled(activity.pageWorkQuiet(2000, 30_000))).toBe(true);
  });

  it('waits while work is in flight, then for the quiet time after it', async () => {
    const ended = activity.pageWorkStarted();
    const quiet = activity.pageWorkQuiet(2000, 30_000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await settled(quiet)).toBe(false);
    ended();
    await resolvesAfter(quiet, 2000);
  });

  it('starts the quiet time again when work starts and ends within it', async () => {
    activity.pageWorkStarted()();
    const quiet = activity.pageWorkQuiet(2000, 30_000);
    await vi.advanceTimersByTimeAsync(1500);
    const second = activity.pageWorkStarted();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(quiet)).toBe(false);
    second();
    await resolvesAfter(quiet, 2000);
  });

  it('counts a piece of work once however often its end is reported', async () => {
    const first = activity.pageWorkStarted();
    const second = activity.pageWorkStarted();
    first();
    first();
    const quiet = activity.pageWorkQuiet(100, 30_000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(quiet)).toBe(false);
    second();
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(quiet)).toBe(true);
  });

  it('gives up waiting after the longest wait, whatever the work does', async () => {
    activity.pageWorkStarted();
    await resolvesAfter(activity.pageWorkQuiet(2000, 30_000), 30_000);
  });
});
