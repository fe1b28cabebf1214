import type { MouseEvent } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { POST_BODY_KEY_ATTRIBUTE } from './served-post-body';

/** The body's typography: the markdown renderer's wrapper and the served body share it. */
export const POST_BODY_CLASS =
  'prose-news [&_.contains-task-list]:list-none [&_.contains-task-list]:pl-0 [&_.footnotes]:mt-12 [&_.footnotes]:border-t [&_.footnotes]:border-slate-300 [&_.footnotes]:pt-4 [&_.footnotes]:text-base dark:[&_.footnotes]:border-slate-600';

/** Task-list checkboxes are read-only: a click on one changes nothing (the renderer's own handler does the same). */
function keepTaskBoxes(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') event.preventDefault();
}

/**
 * The post body the build rendered, kept as it is in the served page (see served-post-body.ts):
 * the same element and attributes as the markdown renderer's, its inside the build's own HTML.
 */
export function ServedPostBodyView({ bodyKey, html }: { bodyKey: string; html: string }) {
  return <div className={POST_BODY_CLASS} data-testid="post-body" {...{ [POST_BODY_KEY_ATTRIBUTE]: bodyKey }} onClick={keepTaskBoxes} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Lines of text still loading: a post's body before it is rendered. */
export function TextLines({ count }: { count: number }) {
  return (
    <div className="space-y-3" data-testid="text-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={`h-4 ${i % 4 === 3 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}
