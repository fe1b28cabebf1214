import { useDeferredValue, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ArticleCard } from '@/components/article/article-card';
import { ArticleGrid, CategoryLayout } from '@/components/layout/category-layout';
import { Seo } from '@/components/seo/seo';
import { categoryBySlug, type CategoryConfig } from '@/config/categories';
import { paths } from '@/config/paths';
import { useServedRender } from '@/lib/use-hydrated';
import { useOnline } from '@/lib/use-online';
import { ArticleCardSkeleton, NewStoriesButton, SavedAge, useCategoryArticles, useCategoryRefresh, type CategoryArticlesState } from '@/features/feeds/ui';

const SKELETON_CARDS = 6;

const OPENING: CategoryArticlesState = { articles: null, isFetching: false, isLoading: true, isPlaceholder: false };
/** Stories rendered in the tap's own task: a phone's first screen; the rest follow. */
const FIRST_CARDS = 4;

/** The first render of a page opened in the app: its first stories when known, else its loading cards. */
function opening(current: CategoryArticlesState): CategoryArticlesState {
  return current.articles ? { ...current, articles: current.articles.slice(0, FIRST_CARDS) } : OPENING;
}

function CategoryArticles({ category }: { category: CategoryConfig }) {
  // New stories render as a deferred value, so a tap during them is answered first. A page opened
  // in the app starts from a few stories, so the tap that opened it is answered at once; a served
  // page hydrates with all of them.
  const current = useCategoryArticles(category.slug);
  const served = useServedRender();
  const [first] = useState(() => (served ? current : opening(current)));
  const state = useDeferredValue(current, first);
  const { articles, isLoading, isPlaceholder, isFetching } = state;
  const online = useOnline();
  useCategoryRefresh();
  return (
    <section aria-labelledby="category-stories">
      <h2 id="category-stories" className="sr-only">
        Latest {category.label} stories
      </h2>
      <NewStoriesButton />
      <SavedAge state={state} />
      {!online && (isLoading || isPlaceholder) ? (
        <p role="status" className="mb-6 rounded border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          You are offline and this device has no saved {category.label} stories yet. They will load when you reconnect.
        </p>
      ) : isPlaceholder ? (
        <p role="status" className="mb-6 rounded border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          We could not reach our news sources just now, so placeholder stories are shown. We will try again in a couple of minutes.
        </p>
      ) : null}
      {!online && (isLoading || isPlaceholder) ? null : isLoading ? (
        <ArticleGrid label="loading">
          <p className="sr-only" role="status">
            Loading {category.label} news...
          </p>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <ArticleCardSkeleton key={i} lead={i === 0} />
          ))}
        </ArticleGrid>
      ) : (
        <div aria-busy={isFetching || undefined}>
          <ArticleGrid label="articles">
            {(articles ?? []).map((article, i) => (
              <ArticleCard key={article.id} article={article} headingLevel={3} priorityImage={i === 0} />
            ))}
          </ArticleGrid>
        </div>
      )}
    </section>
  );
}

/** One module for the 15 live-news category pages; the category comes from the path. */
export default function CategoryRoute() {
  const { pathname } = useLocation();
  const slug = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  const category = categoryBySlug(slug);
  if (!category) return <Navigate to={paths.notFound} replace />;

  const related = category.related.flatMap((s) => {
    const c = categoryBySlug(s);
    return c ? [{ label: c.name, to: paths.category(c.slug) }] : [];
  });

  return (
    <>
      <Seo title={category.name} description={category.description} keywords={[category.label, 'Michigan', 'news']} />
      <CategoryLayout title={category.name} description={category.description} related={related} adSlotId={`category-${category.slug}-sidebar`}>
        <CategoryArticles key={category.slug} category={category} />
      </CategoryLayout>
    </>
  );
}
