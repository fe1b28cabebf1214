import { useMemo } from 'react';
import { categoryBySlug } from '@/config/categories';
import { FeaturedArticle } from './featured-article';
import { NewsSection, type NewsSectionProps } from './news-section';
import { useCategoryArticles } from './use-category-articles';
import { useFeaturedArticle, useWaveStarted } from './use-category-waves';

const NO_SLUGS: readonly string[] = [];

export interface LiveNewsSectionProps extends Omit<NewsSectionProps, 'category' | 'state' | 'excludeIds'> {
  readonly slug: string;
  /** The categories the lead story is picked from: its story is left out of this section. */
  readonly featuredFrom?: readonly string[];
}

/**
 * A home section bound to its own category: it subscribes to that category
 * only, so another category's arrival never re-renders it. It loads when its
 * wave starts (useCategoryWaves) and shows cached stories right after hydration.
 */
export function LiveNewsSection({ slug, featuredFrom = NO_SLUGS, ...props }: LiveNewsSectionProps) {
  const category = categoryBySlug(slug);
  if (!category) throw new Error(`Unknown category ${slug}`);
  const started = useWaveStarted(slug);
  const state = useCategoryArticles(slug, { enabled: started });
  const featured = useFeaturedArticle(featuredFrom);
  const featuredId = featured?.id;
  const excludeIds = useMemo(() => (featuredId ? [featuredId] : NO_SLUGS), [featuredId]);
  return <NewsSection category={category} state={state} excludeIds={excludeIds} {...props} />;
}

/** The lead story, picked from `slugs` (the first titled story, in order). */
export function LiveFeaturedArticle({ slugs }: { slugs: readonly string[] }) {
  return <FeaturedArticle article={useFeaturedArticle(slugs)} />;
}
