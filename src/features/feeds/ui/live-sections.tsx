import { createContext, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { categoryBySlug } from '@/config/categories';
import type { Article } from '@/lib/article';
import { FeaturedArticle } from './featured-article';
import { NewsSection, type NewsSectionProps } from './news-section';
import { useCategoryArticles } from './use-category-articles';
import { useFeaturedArticle, useWaveStarted } from './use-category-waves';

const NO_IDS: readonly string[] = [];

/**
 * The lead story of the page (null until one is known), and the categories it is picked from. It
 * is a store, not a context value: a context value that changes makes React hydrate every part of
 * the page still waiting for hydration (HydrateLater) at once, in one long task, before it can
 * show the new lead. Readers subscribe to the store, and a part not yet hydrated subscribes when
 * it hydrates.
 */
interface LeadStory {
  readonly from: readonly string[];
  /** The lead as the page was served (what hydration renders). */
  readonly served: () => Article | null;
  readonly current: () => Article | null;
  readonly subscribe: (listener: () => void) => () => void;
  readonly set: (article: Article | null) => void;
}

function createLeadStory(served: Article | null, from: readonly string[]): LeadStory {
  let current = served;
  const listeners = new Set<() => void>();
  return {
    from,
    served: () => served,
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(article) {
      if (Object.is(article, current)) return;
      current = article;
      for (const listener of listeners) listener();
    },
  };
}

const NO_LEAD = createLeadStory(null, NO_IDS);
const LeadStoryContext = createContext<LeadStory>(NO_LEAD);

function useLead(store: LeadStory): Article | null {
  return useSyncExternalStore(store.subscribe, store.current, store.served);
}

/**
 * Picks the lead story once for the whole page, from `slugs` (the first titled story, in order;
 * the slugs of the first render count): the lead itself and the sections it is picked from read
 * it here, so the page subscribes to those categories once instead of once per section. Only the
 * readers re-render when the lead changes, in the same task (a layout effect).
 */
export function LeadStoryProvider({ slugs, children }: { slugs: readonly string[]; children: ReactNode }) {
  const article = useFeaturedArticle(slugs);
  const [store] = useState(() => createLeadStory(article, slugs));
  useLayoutEffect(() => store.set(article), [store, article]);
  return <LeadStoryContext.Provider value={store}>{children}</LeadStoryContext.Provider>;
}

type LiveNewsSectionProps = Omit<NewsSectionProps, 'category' | 'state' | 'excludeIds'> & {
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
  const leadId = useLeadIdIn(lead, slug);
  const excludeIds = useMemo(() => (leadId ? [leadId] : NO_IDS), [leadId]);
  return <NewsSection category={category} state={state} excludeIds={excludeIds} {...props} />;
}

/** The lead story's id when it was picked from `slug`'s category (a section of another category never re-renders for it). */
function useLeadIdIn(store: LeadStory, slug: string): string | undefined {
  const from = store.from.includes(slug);
  return useSyncExternalStore(
    store.subscribe,
    () => (from ? store.current()?.id : undefined),
    () => (from ? store.served()?.id : undefined),
  );
}

/** The lead story (LeadStoryProvider). */
export function LiveFeaturedArticle() {
  return <FeaturedArticle article={useLead(useContext(LeadStoryContext))} />;
}
