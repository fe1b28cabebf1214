import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from './motion';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

function mockMatchMedia(reduce: boolean) {
  const matchMedia = vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
  window.matchMedia = matchMedia as unknown as typeof window.matchMedia;
  return matchMedia;
}

describe('prefersReducedMotion', () => {
  it('is true when the reader asks for reduced motion', () => {
    const matchMedia = mockMatchMedia(true);
    expect(prefersReducedMotion()).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });

  it('is false when the reader does not', () => {
    mockMatchMedia(false);
    expect(prefersReducedMotion()).toBe(false);
  });

  it('is false where matchMedia is missing', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(prefersReducedMotion()).toBe(false);
  });
});
