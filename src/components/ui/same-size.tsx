import type { ReactNode } from 'react';

/**
 * `shown`, in a box as large as the largest of `alternatives`: the two longest are laid out in the
 * same grid cell, invisible, as generated content (src/index.css, `.same-size`), so they are no part
 * of the page's text or of what assistive technology reads. For text that changes after the page is
 * drawn without the reader asking (a choice remembered on the device, applied after hydration): what
 * it becomes takes the room it already has, so nothing around it moves.
 */
export function SameSize({ shown, alternatives, align = 'start' }: { shown: ReactNode; alternatives: readonly string[]; align?: 'start' | 'end' }) {
  const [longest = '', next = ''] = [...alternatives].sort((a, b) => b.length - a.length);
  return (
    // `end`: a heading sits on the rule below it, the room it keeps above it.
    <span className={align === 'end' ? 'same-size items-end' : 'same-size'} data-room={longest} data-room-too={next}>
      <span className="[grid-area:1/1]">{shown}</span>
    </span>
  );
}
