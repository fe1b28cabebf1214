import { memo, type ReactNode } from 'react';
import { ArticleCard } from '@/components/article/article-card';
import { SectionHeader } from '@/components/ui/section-header';
import type { CategoryConfig } from '@/config/categories';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/use-online';
import { useStaggeredValue } from '@/lib/use-staggered-value';
import { ArticleCardSkeleton } from './article-card-skeleton';
import { savedAgo } from './saved-ago';
import type { CategoryArticlesState } from './use-category-articles';

export type NewsSectionVariant = 'grid' | 'list' | 'compact';

export interface NewsSectionProps {
  readonly category: CategoryConfig;
  readonly state: CategoryArticlesState;
  /** Section heading; defaults to the category name. */
  readonly heading?: string;
  /** What the header can change to after the page is drawn (see SectionHeader's `alternatives`). */
  readonly headerAlternatives?: { readonly titles: readonly string[]; readonly descriptions: readonly string[] };
  /** Shown between the header and the stories (home's Local section: the region picker). */
  readonly intro?: ReactNode;
  readonly count?: number;
  /** grid: cards with images; list: first card with image, the rest compact; compact: no images. */
  readonly variant?: NewsSectionVariant;
  /** While loading: this many skeleton cards; 0 shows a 'Loading … news...' line instead. */
  readonly skeletons?: number;
  /** Articles to leave out (e.g. the one already featured). */
  readonly excludeIds?: readonly string[];
  /**
   * Below the first screen: skip style, layout and paint until the reader nears it
   * (content-visibility), with a placeholder height until it was drawn once; its width follows its column.
   */
  readonly deferPaint?: boolean;
}

const GRID: Record<NewsSectionVariant, string> = {
  grid: 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3 [&>*]:min-w-0',
  list: 'flex flex-col gap-4',
  compact: 'flex flex-col gap-3',
};

/**
 * A home-page section: header with a view-all link, then the category's first `count` stories.
 * Categories landing together are shown one section per task (useStaggeredValue), not in one long task.
 */
export function NewsSection({ category, state, heading, headerAlternatives, intro, count = 5, variant = 'grid', skeletons = 0, excludeIds = NO_IDS, deferPaint = false }: NewsSectionProps) {
  const headingId = `section-${category.slug}`;
  const shown = useStaggeredValue(state);
  return (
    <section aria-labelledby={headingId} data-section={category.slug} className={deferPaint ? '[contain-intrinsic-block-size:auto_40rem] [content-visibility:auto]' : undefined}>
      <SectionHeader
        id={headingId}
        title={heading ?? category.name}
        description={category.description}
        alternatives={headerAlternatives}
        viewAllTo={paths.category(category.slug)}
        viewAllLabel="View all"
      />
      {intro}
      <SavedAge state={shown} />
      <SectionBody label={category.label} state={shown} count={count} variant={variant} skeletons={skeletons} excludeIds={excludeIds} />
    </section>
  );
}

const NO_IDS: readonly string[] = [];

interface SectionBodyProps extends Required<Pick<NewsSectionProps, 'state' | 'count' | 'variant' | 'skeletons' | 'excludeIds'>> {
  readonly label: string;
}

/** Offline, over stories this device saved: how old they are ("Saved 2 hours ago — you are offline"). */
export function SavedAge({ state }: { state: CategoryArticlesState }) {
  const online = useOnline();
  if (online || state.isLoading || state.isPlaceholder || !state.savedAt) return null;
  return (
    <p className="mb-3 text-sm text-slate-700 dark:text-slate-300" data-testid="saved-age">
      Saved {savedAgo(state.savedAt, Date.now())} — you are offline
    </p>
  );
}

/**
 * Skeletons, the stories or the "none right now" line; re-renders only when its props change.
 * Stand-ins are never the browser's scroll anchor (`overflow-anchor: none`): they are replaced when
 * the stories come, and a replaced anchor would move a reader scrolled below it.
 */
const SectionBody = memo(function SectionBody({ label, state, count, variant, skeletons, excludeIds }: SectionBodyProps) {
  const online = useOnline();
  if (!online && (state.isLoading || state.isPlaceholder)) {
    return (
      <p role="status" className="py-6 text-sm text-slate-700 [overflow-anchor:none] dark:text-slate-300">
        You are offline and this device has no saved {label} stories yet. They will load when you reconnect.
      </p>
    );
  }
  if (state.isLoading) {
    return skeletons > 0 ? (
      <div className={`${GRID[variant]} [overflow-anchor:none]`}>
        <p className="sr-only" role="status">
          Loading {label} news...
        </p>
        {Array.from({ length: skeletons }, (_, i) => (
          <ArticleCardSkeleton key={i} compact={variant === 'compact' || (variant === 'list' && i > 0)} />
        ))}
      </div>
    ) : (
      <p role="status" className="py-6 text-sm text-slate-700 [overflow-anchor:none] dark:text-slate-300">
        Loading {label} news...
      </p>
    );
  }
  const articles = (state.articles ?? []).filter((a) => !excludeIds.includes(a.id)).slice(0, count);
  if (articles.length === 0) {
    return <p className="py-6 text-sm text-slate-700 dark:text-slate-300">No {label} stories right now. Please check back soon.</p>;
  }
  return (
    <ul className={GRID[variant]} aria-busy={state.isFetching || undefined}>
      {articles.map((article, i) => (
        <li key={article.id} className="min-w-0">
          <ArticleCard article={article} headingLevel={3} compact={variant === 'compact' || (variant === 'list' && i > 0)} imageLayout={variant === 'list' ? 'list' : 'card'} />
        </li>
      ))}
    </ul>
  );
});
