import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_SETTLE_MS, useScrollTopOnChange } from './use-scroll-top-on-change';

/** jsdom does not scroll: the window's position is what each test says it is. */
let scrollY = 0;

describe('useScrollTopOnChange', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const start = () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const hook = renderHook(({ page }) => useScrollTopOnChange(page), { initialProps: { page: 1 } });
    return { scrollTo, hook };
  };

  it('scrolls smoothly to the top when the value changes, not on the first render', () => {
    const { scrollTo, hook } = start();
    expect(scrollTo).not.toHaveBeenCalled();
    hook.rerender({ page: 2 });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, left: 0, behavior: 'smooth' });
    // It arrived: nothing more.
    window.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersByTime(SCROLL_SETTLE_MS);
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('finishes at once a smooth scroll the browser dropped on the way', () => {
    const { scrollTo, hook } = start();
    hook.rerender({ page: 2 });
    scrollY = 231;
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('finishes it after a while where the browser sends no scrollend', () => {
    const { scrollTo, hook } = start();
    hook.rerender({ page: 2 });
    scrollY = 231;
    vi.advanceTimersByTime(SCROLL_SETTLE_MS - 1);
    expect(scrollTo).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('leaves the page where the reader takes it once they scroll themselves', () => {
    const { scrollTo, hook } = start();
    hook.rerender({ page: 2 });
    window.dispatchEvent(new Event('wheel'));
    scrollY = 400;
    window.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersByTime(SCROLL_SETTLE_MS);
    expect(scrollTo).toHaveBeenCalledOnce();
  });
});
