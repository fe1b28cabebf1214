import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { categoryBySlug } from '@/config/categories';
import type { Article } from '@/lib/article';
import { FeaturedArticle } from './featured-article';
import { NewsSection, type NewsSectionProps } from './news-section';
import { useCategoryArticles } from './use-category-articles';
import { useFeaturedArticle, useWaveStarted } from './use-category-waves';

const NO_IDS: readonly string[] = [];

/** The lead story of the page (null until one is known), and the categories it is picked from. */
interface LeadStory {
  readonly article: Article | null;
  readonly from: readonly string[];
}

const LeadStoryContext = createContext<LeadStory>({ article: null, from: NO_IDS });

/**
 * Picks the lead story once for the whole page, from `slugs` (the first titled story, in order):
 * the lead itself and the sections it is picked from read it here, so the page subscribes to those
 * categories once instead of once per section. Only the readers re-render when the lead changes.
 */
export function LeadStoryProvider({ slugs, children }: { slugs: readonly string[]; children: ReactNode }) {
  const article = useFeaturedArticle(slugs);
  const value = useMemo(() => ({ article, from: slugs }), [article, slugs]);
  return <LeadStoryContext.Provider value={value}>{children}</LeadStoryContext.Provider>;
}

export type LiveNewsSectionProps = Omit<NewsSectionProps, 'category' | 'state' | 'excludeIds'> & {
  readonly slug: string;
};

/**
 * A home section bound to its own category: it subscribes to that category
 * only, so another category's arrival never re-renders it. It loads when its
 * wave starts (useCategoryWaves) and shows cached stories right after hydration.
 * A section whose category the lead story is picked from (LeadStoryProvider) leaves that story out.
 */
export function LiveNewsSection({ slug, ...props }: LiveNewsSectionProps) {
  const category = categoryBySlug(slug);
  if (!category) throw new Error(`Unknown category ${slug}`);
  const lead = useContext(LeadStoryContext);
  const started = useWaveStarted(slug);
  const state = useCategoryArticles(slug, { enabled: started });
  const leadId = lead.from.includes(slug) ? lead.article?.id : undefined;
  const excludeIds = useMemo(() => (leadId ? [leadId] : NO_IDS), [leadId]);
  return <NewsSection category={category} state={state} excludeIds={excludeIds} {...props} />;
}

/** The lead story (LeadStoryProvider). */
export function LiveFeaturedArticle() {
  return <FeaturedArticle article={useContext(LeadStoryContext).article} />;
}
