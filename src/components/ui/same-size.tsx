import type { ReactNode } from 'react';

/**
 * `shown`, in a box as large as the largest of `alternatives` (and of `shown`): each alternative
 * is laid out in the same grid cell, invisible and hidden from assistive technology. For text that
 * changes after the page is drawn without the reader asking (a choice remembered on the device,
 * applied after hydration): any of the texts it can become takes the room it already has, so
 * nothing around it moves.
 */
export function SameSize({ shown, alternatives, align = 'start' }: { shown: ReactNode; alternatives: readonly string[]; align?: 'start' | 'end' }) {
  return (
    // `end`: a heading sits on the rule below it, the room it keeps above it.
    <span className={align === 'end' ? 'grid items-end' : 'grid'}>
      <span className="[grid-area:1/1]">{shown}</span>
      {alternatives.map((text) => (
        <span key={text} aria-hidden="true" className="invisible [grid-area:1/1]">
          {text}
        </span>
      ))}
    </span>
  );
}
