import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/motion';

/** Scrolls to the top when `value` changes after the first render: smooth, or instant under reduced motion. */
export function useScrollTopOnChange(value: unknown) {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? ('instant' as ScrollBehavior) : 'smooth' });
  }, [value]);
}
