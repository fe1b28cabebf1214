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
 * The room the lead story takes, kept from the first paint so nothing below it moves when the story
 * arrives; the card or its placeholder fills it (a grid's one row stretches to the height).
 * On a phone the lead is full width and its card is a 16:9 picture (the width less the page's
 * 2rem padding) over up to 20.5rem of text and border: a four-line headline at its clamp, a
 * three-line summary and a byline on two lines; a shorter story's card stretches, its byline at
 * the foot. Wider, the placeholder's own picture makes it about as tall as the card.
 */
const LEAD_ROOM = 'grid min-h-[28rem] max-sm:min-h-[calc((100vw_-_2rem)_*_0.5625_+_20.5rem)]';

/** The lead story, or a same-sized placeholder until one is known. */
export function FeaturedArticle({ article }: { article: Article | null }) {
  return (
    <div className={LEAD_ROOM} data-testid="featured-article">
      {article ? (
        // A new lead is another story, not this one changed: its own card (and picture, whose
        // fallback state belongs to the old one), so nothing of the old card is seen to move.
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
