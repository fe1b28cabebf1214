import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStaggeredValue } from './use-staggered-value';

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
