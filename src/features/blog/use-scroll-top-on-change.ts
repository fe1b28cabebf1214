import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/motion';

/** How long a smooth scroll to the top may take before the page is put there at once. */
export const SCROLL_SETTLE_MS = 1500;
/** What the reader does that makes the scroll theirs: the page is then left where they take it. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const toTop = (behavior: ScrollBehavior) => window.scrollTo({ top: 0, left: 0, behavior });

/**
 * Scrolls to the top when `value` changes after the first render: smooth, or instant under reduced
 * motion. Browsers can drop a smooth scroll when the layout changes under it, so one that ends short
 * of the top is finished at once, unless the reader has taken the scroll over meanwhile.
 */
export function useScrollTopOnChange(value: unknown) {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    if (prefersReducedMotion()) {
      toTop('instant');
      return;
    }
    toTop('smooth');
    let timer = 0;
    const stop = () => {
      window.clearTimeout(timer);
      window.removeEventListener('scrollend', settle);
      for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
    };
    const settle = () => {
      stop();
      if (window.scrollY > 0) toTop('instant');
    };
    timer = window.setTimeout(settle, SCROLL_SETTLE_MS);
    window.addEventListener('scrollend', settle);
    for (const type of READER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
    return stop;
  }, [value]);
}
