import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replyBatcher } from './reply-batch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('replyBatcher', () => {
  it('sends the replies of one window together, in order, once', () => {
    const post = vi.fn();
    const { send } = replyBatcher<string>(post, 40);
    send('idle 1');
    send('result 1');
    vi.advanceTimersByTime(39);
    send('result 2');
    expect(post).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(post.mock.calls).toEqual([[['idle 1', 'result 1', 'result 2']]]);
    vi.advanceTimersByTime(1_000);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a reply sent now leaves at once, after the ones that waited, and the window starts again', () => {
    const post = vi.fn();
    const { send } = replyBatcher<string>(post, 40);
    send('result 1');
    send('busy 2', true);
    expect(post.mock.calls).toEqual([[['result 1', 'busy 2']]]);
    send('idle 2');
    vi.advanceTimersByTime(39);
    expect(post).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(post.mock.calls[1]).toEqual([['idle 2']]);
  });

  it('a reply sent now with nothing waiting goes alone; no empty batch follows', () => {
    const post = vi.fn();
    const { send } = replyBatcher<string>(post, 40);
    send('busy 1', true);
    vi.advanceTimersByTime(1_000);
    expect(post.mock.calls).toEqual([[['busy 1']]]);
  });
});
