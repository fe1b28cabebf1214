import { ArticleCard } from '@/components/article/article-card';
import type { Article } from '@/lib/article';
import { ArticleCardSkeleton } from './article-card-skeleton';

/** The first article with a title among `lists` (in order), or null. */
export function pickFeatured(lists: ReadonlyArray<readonly Article[] | null>): Article | null {
  for (const list of lists) {
    const found = list?.find((a) => a.title.trim() !== '');
    if (found) return found;
  }
  return null;
}

/** The lead story, or a same-sized placeholder until one is known. */
export function FeaturedArticle({ article }: { article: Article | null }) {
  return (
    <div className="min-h-[28rem]" data-testid="featured-article">
      {article ? (
        <ArticleCard article={article} featured priorityImage imageLayout="featured" headingLevel={3} />
      ) : (
        <>
          <p className="sr-only" role="status">
            Loading the featured story...
          </p>
          <ArticleCardSkeleton featured lead />
        </>
      )}
    </div>
  );
}
