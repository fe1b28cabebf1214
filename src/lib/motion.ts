/**
 * Whether the reader asked for reduced motion. Reads `matchMedia`, so call it
 * from effects and event handlers only, never during render (the build has no
 * window, and the first client render must equal the served HTML).
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
