import { useEffect, useRef } from 'react';

export const STAGGER_MS = 200;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Fades and lifts an element in on mount, delayed by `index` × 200 ms. Does
 * nothing under reduced motion or where the Web Animations API is missing.
 */
export function useStaggerIn<T extends HTMLElement>(index: number) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.animate !== 'function' || prefersReducedMotion()) return;
    const animation = el.animate(
      [
        { opacity: 0, transform: 'translateY(16px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 500, delay: index * STAGGER_MS, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)', fill: 'backwards' },
    );
    return () => animation.cancel();
  }, [index]);
  return ref;
}
