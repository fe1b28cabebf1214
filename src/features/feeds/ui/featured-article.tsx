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

/**
 * The room the lead story takes from the first paint, so nothing below it moves when the story
 * arrives. On a phone: a 16:9 picture the page's width (less its padding) over the tallest text the
 * card's clamps allow; wider, the placeholder's own picture makes it about as tall as the card.
 */
const LEAD_ROOM = 'grid min-h-[28rem] max-sm:min-h-[calc((100vw_-_2rem)_*_0.5625_+_20.5rem)]';

/** The lead story, or a same-sized placeholder until one is known. */
export function FeaturedArticle({ article }: { article: Article | null }) {
  return (
    <div className={LEAD_ROOM} data-testid="featured-article">
      {article ? (
        // A new lead is another story: a fresh card, so the old picture's state does not carry over.
        <ArticleCard key={article.id} article={article} featured priorityImage imageLayout="featured" headingLevel={3} />
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
