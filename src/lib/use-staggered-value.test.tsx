import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeTurn, useStaggeredValue } from './use-staggered-value';

function Shown({ name, value }: { name: string; value: string }) {
  return <p data-testid={name}>{useStaggeredValue(value)}</p>;
}

function Page({ a, b }: { a: string; b: string }) {
  return (
    <>
      <Shown name="a" value={a} />
      <Shown name="b" value={b} />
    </>
  );
}

describe('useStaggeredValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders the first value at once, as the build did', () => {
    render(<Page a="a1" b="b1" />);
    expect(screen.getByTestId('a').textContent).toBe('a1');
    expect(screen.getByTestId('b').textContent).toBe('b1');
  });

  it('applies simultaneous changes one caller per task, in order', async () => {
    const { rerender } = render(<Page a="a1" b="b1" />);
    rerender(<Page a="a2" b="b2" />);
    expect(screen.getByTestId('a').textContent).toBe('a1');
    expect(screen.getByTestId('b').textContent).toBe('b1');
    await act(async () => vi.advanceTimersToNextTimer());
    expect(screen.getByTestId('a').textContent).toBe('a2');
    expect(screen.getByTestId('b').textContent).toBe('b1');
    await act(async () => vi.advanceTimersToNextTimer());
    expect(screen.getByTestId('b').textContent).toBe('b2');
  });

  it('ends on the latest value when it changes again before its turn', async () => {
    const { rerender } = render(<Page a="a1" b="b1" />);
    rerender(<Page a="a2" b="b1" />);
    rerender(<Page a="a3" b="b1" />);
    await act(async () => vi.runAllTimersAsync());
    expect(screen.getByTestId('a').textContent).toBe('a3');
  });

  it('starts a change only once the one before it is on the page (or after a second at most)', async () => {
    const started: string[] = [];
    let endFirst = () => {};
    takeTurn((end) => {
      started.push('first');
      endFirst = end;
    });
    takeTurn((end) => {
      started.push('second');
      end();
    });
    await act(async () => vi.advanceTimersToNextTimer());
    expect(started).toEqual(['first']);
    await act(async () => vi.advanceTimersByTime(500));
    expect(started).toEqual(['first']);
    endFirst();
    await act(async () => vi.advanceTimersToNextTimer());
    expect(started).toEqual(['first', 'second']);

    // One that never says it is on the page holds the next back for a second, no longer.
    takeTurn(() => started.push('stuck'));
    takeTurn((end) => {
      started.push('after');
      end();
    });
    await act(async () => vi.advanceTimersByTime(999));
    expect(started.at(-1)).toBe('stuck');
    await act(async () => vi.advanceTimersByTime(2));
    expect(started.at(-1)).toBe('after');
  });

  it('drops a queued change when its component unmounts', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender, unmount } = render(<Page a="a1" b="b1" />);
    rerender(<Page a="a2" b="b2" />);
    unmount();
    await act(async () => vi.runAllTimersAsync());
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
