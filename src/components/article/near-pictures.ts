/**
 * Story pictures below the first screen wait until the reader scrolls near them
 * (docs/adr/0011-responsive-pictures.md). A lazy picture's box carries `data-far` until it comes
 * within NEAR_MARGIN of the screen, and src/index.css keeps a held picture from being fetched. The
 * served page's pictures are watched by index.html's own script; pictures the app draws later, by
 * `whenNear`.
 *
 * The browser's own `loading="lazy"` starts far earlier, which on a phone fetches several pictures
 * nobody has seen yet.
 */

/** How near the screen a picture starts loading: a screen's height above or below it. */
export const NEAR_MARGIN = '100% 0px';

/**
 * Calls `onNear` once `element` is within NEAR_MARGIN of the screen (at once where there is no
 * IntersectionObserver); returns what stops watching.
 */
export function whenNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
