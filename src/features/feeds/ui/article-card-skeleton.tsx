import { useEffect } from 'react';
import { PULSE_CLASS, Skeleton } from '@/components/ui/skeleton';
import { clearLeadPicture } from '../lead-picture';

/**
 * Grey stand-in with the shape of an ArticleCard, so cards replace it without moving the page.
 * `lead`: this stands in for the page's lead story, whose picture may be shown in it before the
 * app has rendered the story (src/features/feeds/lead-picture.ts).
 */
export function ArticleCardSkeleton({ featured = false, compact = false, lead = false }: { featured?: boolean; compact?: boolean; lead?: boolean }) {
  useEffect(() => (lead ? clearLeadPicture : undefined), [lead]);
  // The lead's placeholder picture stays still; any other card's picture block pulses with its lines.
  const picture = compact ? null : <Skeleton className="aspect-video w-full rounded-none" leadPicture={lead} still />;
  return (
    <div aria-hidden="true" data-testid="card-skeleton" className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      {lead ? picture : null}
      {/* The card's blocks pulse together: one animation for the card, not one per block. */}
      <div className={`flex flex-1 flex-col ${PULSE_CLASS}`}>
        {lead ? null : picture}
        <div className="flex flex-1 flex-col gap-3 p-4">
          <Skeleton className="h-3 w-24" still />
          <Skeleton className={featured ? 'h-8 w-11/12' : 'h-5 w-11/12'} still />
          <Skeleton className={featured ? 'h-8 w-2/3' : 'h-5 w-2/3'} still />
          <Skeleton className="h-3 w-full" still />
          <Skeleton className="h-3 w-5/6" still />
          <Skeleton className="mt-auto h-3 w-32" still />
        </div>
      </div>
    </div>
  );
}
