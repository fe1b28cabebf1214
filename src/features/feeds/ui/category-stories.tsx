import { useDeferredValue, useState, type ReactNode } from 'react';
import { ArticleCard } from '@/components/article/article-card';
import { ArticleGrid } from '@/components/layout/category-layout';
import type { CategoryConfig } from '@/config/categories';
import { useServedRender } from '@/lib/use-hydrated';
import { useOnline } from '@/lib/use-online';
import { ArticleCardSkeleton } from './article-card-skeleton';
import { SavedAge } from './news-section';
import { useCategoryArticles, type CategoryArticlesState } from './use-category-articles';

const SKELETON_CARDS = 6;

/** What a page opened in the app shows in the tap's own task when its stories are not known yet: its loading cards. */
const OPENING: CategoryArticlesState = { articles: null, isFetching: false, isLoading: true, isPlaceholder: false };
/** The stories a page opened in the app renders in the tap's own task (a phone's first screen holds two or three); the rest right after. */
const FIRST_CARDS = 4;

/** The first render of a page opened in the app: its first stories when they are known (made ready before the tap), else its loading cards. */
function opening(current: CategoryArticlesState): CategoryArticlesState {
  return current.articles ? { ...current, articles: current.articles.slice(0, FIRST_CARDS) } : OPENING;
}

const NOTICE = 'mb-6 rounded border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100';

interface CategoryStoriesProps {
  /** A category or a region's feed set (src/config/feed-sets.ts). */
  readonly category: CategoryConfig;
  /** The section's heading element's id. */
  readonly headingId: string;
  /** The section's heading (an h2 with `headingId`); by default one for screen readers: "Latest … stories". */
  readonly header?: ReactNode;
  /** At most this many stories (all by default). */
  readonly limit?: number;
  /** Loading cards shown meanwhile. */
  readonly skeletons?: number;
  /** Its first loading card may show the page's lead picture, loaded before the app (src/features/feeds/lead-picture.ts). */
  readonly leadPicture?: boolean;
}

/**
 * A category page's stories (or a region's): the grid of cards, their loading cards, and what a
 * reader is told when there are none to show (offline with nothing saved, placeholders). The page
 * around it shows "Show N new stories" once (NewStoriesButton) and refreshes what it shows
 * (useCategoryRefresh).
 */
export function CategoryStories({ category, headingId, header, limit, skeletons = SKELETON_CARDS, leadPicture = true }: CategoryStoriesProps) {
  // The stories a change brings (the saved copy right after hydration, a first load, "Show new
  // stories") are rendered in slices the reader's input can interrupt, not in one task: a tap
  // during them is answered first. A page opened in the app (not served) first shows its first
  // few stories (or its loading cards), so the tap that opened it is answered at once with content;
  // a served page hydrates with its stories.
  const current = useCategoryArticles(category.slug);
  const served = useServedRender();
  const [first] = useState(() => (served ? current : opening(current)));
  const state = useDeferredValue(current, first);
  const { articles, isLoading, isPlaceholder, isFetching } = state;
  const online = useOnline();
  const offlineWithNothing = !online && (isLoading || isPlaceholder);
  return (
    <section aria-labelledby={headingId}>
      {header ?? (
        <h2 id={headingId} className="sr-only">
          Latest {category.label} stories
        </h2>
      )}
      <SavedAge state={state} />
      {offlineWithNothing ? (
        <p role="status" className={NOTICE}>
          You are offline and this device has no saved {category.label} stories yet. They will load when you reconnect.
        </p>
      ) : isPlaceholder ? (
        <p role="status" className={NOTICE}>
          We could not reach our news sources just now, so placeholder stories are shown. We will try again in a couple of minutes.
        </p>
      ) : null}
      {offlineWithNothing ? null : isLoading ? (
        <ArticleGrid label="loading">
          <p className="sr-only" role="status">
            Loading {category.label} news...
          </p>
          {Array.from({ length: skeletons }, (_, i) => (
            <ArticleCardSkeleton key={i} lead={leadPicture && i === 0} />
          ))}
        </ArticleGrid>
      ) : (
        <div aria-busy={isFetching || undefined}>
          <ArticleGrid label="articles">
            {(articles ?? []).slice(0, limit).map((article, i) => (
              <ArticleCard key={article.id} article={article} headingLevel={3} priorityImage={leadPicture && i === 0} />
            ))}
          </ArticleGrid>
        </div>
      )}
    </section>
  );
}
