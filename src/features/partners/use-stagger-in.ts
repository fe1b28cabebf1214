import { useEffect, useRef } from 'react';
import { useServedRender } from '@/lib/use-hydrated';
import { prefersReducedMotion } from '@/lib/motion';

const STAGGER_MS = 200;

/**
 * Fades and lifts an element in on mount, staggered by `index`. Not under reduced motion, nor for
 * served HTML taken over by hydration: what a reader can already see never blinks out.
 */
export function useStaggerIn<T extends HTMLElement>(index: number) {
  const ref = useRef<T>(null);
  const mountedAfterHydration = !useServedRender();
  useEffect(() => {
    const el = ref.current;
    if (!mountedAfterHydration || !el || typeof el.animate !== 'function' || prefersReducedMotion()) return;
    const animation = el.animate(
      [
        { opacity: 0, transform: 'translateY(16px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 500, delay: index * STAGGER_MS, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)', fill: 'backwards' },
    );
    return () => animation.cancel();
  }, [index, mountedAfterHydration]);
  return ref;
}
