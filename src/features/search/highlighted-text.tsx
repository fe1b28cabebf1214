import { Fragment } from 'react';
import type { TextSegment } from './search-document';

/** Text segments with the matched words in <mark>. Everything is a React text node; nothing is parsed as HTML. */
export function HighlightedText({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300 dark:text-slate-950">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
