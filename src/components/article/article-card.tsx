import { memo } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import type { Article } from '@/lib/article';
import { formatShortDate } from '@/lib/dates';
import type { ImageLayout } from '@/lib/image-sources';
import { ArticleImage } from './article-image';

/** "Nov 22, 2026"; formatShortDate avoids a locale formatter per card (see src/lib/dates.ts). */
function localeDate(iso: string | null): string {
  return formatShortDate(iso);
}

interface ArticleCardProps {
  readonly article: Article;
  /** Highlighted style for the lead story. */
  readonly featured?: boolean;
  /** Heading level inside the surrounding section (h2 on a page, h3 under a section h2). */
  readonly headingLevel?: 2 | 3;
  /** Hide the image (compact lists). */
  readonly compact?: boolean;
  /** Load the image eagerly (a card above the fold). */
  readonly eagerImage?: boolean;
  /** The page's largest picture (a lead story, a category's first card): fetched first, preloaded by the build. */
  readonly priorityImage?: boolean;
  /** The layout the picture fills, for the resizer's `sizes` (src/lib/image-sources.ts). */
  readonly imageLayout?: ImageLayout;
}

/** The fields a card shows: two stories equal in these render the same card. */
const SHOWN: ReadonlyArray<keyof Article> = ['id', 'title', 'excerpt', 'link', 'path', 'image', 'date', 'author', 'category', 'source'];

const sameStory = (a: Article, b: Article): boolean => a === b || SHOWN.every((field) => a[field] === b[field]);

function sameCard(prev: ArticleCardProps, next: ArticleCardProps): boolean {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)] as Array<keyof ArticleCardProps>);
  return [...keys].every((key) => (key === 'article' ? sameStory(prev.article, next.article) : Object.is(prev[key], next[key])));
}

/**
 * One story. The whole title is in the heading (clamped with CSS, never cut). A card re-renders
 * only when what it shows changes, so the browser's load bringing the same stories as the build
 * (new objects, same text) renders no card again.
 */
export const ArticleCard = memo(function ArticleCard({ article, featured = false, headingLevel = 3, compact = false, eagerImage = false, priorityImage = false, imageLayout = 'card' }: ArticleCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = localeDate(article.date);
  const titleClass = featured
    ? 'font-serif text-2xl font-bold leading-snug md:text-3xl line-clamp-4'
    : 'font-serif text-lg font-bold leading-snug line-clamp-3';
  const linkClass =
    'text-slate-900 hover:text-brand-700 hover:underline decoration-2 underline-offset-2 dark:text-white dark:hover:text-brand-100 after:absolute after:inset-0';

  const title = article.link ? (
    <a href={article.link} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {article.title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <SiteLink to={article.path ?? paths.articleExample} className={linkClass}>
      {article.title}
    </SiteLink>
  );

  return (
    <article
      className={[
        'relative flex h-full flex-col overflow-hidden rounded-lg border bg-white transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md dark:bg-slate-900',
        featured ? 'border-brand-700 ring-1 ring-brand-700 dark:border-brand-100 dark:ring-brand-100' : 'border-slate-200 dark:border-slate-700',
      ].join(' ')}
      data-featured={featured || undefined}
    >
      {compact ? null : <ArticleImage src={article.image} eager={eagerImage} priority={priorityImage} layout={imageLayout} />}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-accent-600 dark:text-red-300">
          {featured ? <span className="mr-2 rounded bg-accent-600 px-1.5 py-0.5 text-white dark:bg-red-300 dark:text-slate-950">Featured</span> : null}
          {article.category}
        </p>
        <Heading className={titleClass} title={article.title}>
          {title}
        </Heading>
        {article.excerpt ? <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-300">{article.excerpt}</p> : null}
        <p className="mt-auto flex flex-wrap gap-x-3 pt-2 text-xs text-slate-600 dark:text-slate-400">
          {article.author ? <span>By {article.author}</span> : null}
          {date ? <time dateTime={article.date ?? undefined}>{date}</time> : null}
          {article.source ? <span>{article.source}</span> : null}
        </p>
      </div>
    </article>
  );
}, sameCard);
