import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { feedSetBySlug } from '@/config/feed-sets';
import type { Article } from '@/lib/article';
import { useServedRender } from '@/lib/use-hydrated';
import { takeTurn } from '@/lib/use-staggered-value';
import { FeaturedArticle } from './featured-article';
import { NewsSection, type NewsSectionProps } from './news-section';
import { useCategoryArticles } from './use-category-articles';
import { useFeaturedArticle, useWaveStarted } from './use-category-waves';

const NO_IDS: readonly string[] = [];

/**
 * The lead story of the page (null until one is known), and the categories it is picked from. A
 * store, not a context value: a changed context value makes React hydrate every waiting part of the
 * page (HydrateLater) at once, in one long task. A change reaches its readers together, as one
 * transition in its turn among the page's other changes (takeTurn).
 */
interface LeadStory {
  readonly from: readonly string[];
  /** The lead as the page was served (what hydration renders). */
  readonly served: () => Article | null;
  readonly current: () => Article | null;
  readonly subscribe: (listener: () => void) => () => void;
  readonly set: (article: Article | null) => void;
  /** A reader has put `article` on the page: the change's turn is over once it is the current lead. */
  readonly shown: (article: Article | null) => void;
}

function createLeadStory(served: Article | null, from: readonly string[]): LeadStory {
  let current = served;
  const listeners = new Set<() => void>();
  let dropTurn: (() => void) | null = null;
  let endTurn: (() => void) | null = null;
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
      // A newer lead replaces one still waiting for its turn.
      dropTurn?.();
      dropTurn = takeTurn((end) => {
        if (listeners.size === 0) return end();
        endTurn = end;
        for (const listener of listeners) listener();
      });
    },
    shown(article) {
      if (!endTurn || !Object.is(article, current)) return;
      const end = endTurn;
      endTurn = null;
      dropTurn = null;
      end();
    },
  };
}

const NO_LEAD = createLeadStory(null, NO_IDS);
const LeadStoryContext = createContext<LeadStory>(NO_LEAD);

/**
 * The lead story for a reader: the served lead while this part hydrates, then the current one,
 * each change as a transition. A reader that does not `follow` gets null and never re-renders.
 */
function useLeadValue(store: LeadStory, follow = true): Article | null {
  const served = useServedRender();
  const [lead, setLead] = useState(() => (follow ? (served ? store.served() : store.current()) : null));
  useEffect(() => {
    if (!follow) return;
    const update = () => {
      const next = store.current();
      startTransition(() => setLead(next));
    };
    // A change between this part's render and now (a part hydrated late) is caught up here.
    update();
    return store.subscribe(update);
  }, [store, follow]);
  // The commit that shows a new lead ends its turn.
  useLayoutEffect(() => {
    if (follow) store.shown(lead);
  }, [store, follow, lead]);
  return lead;
}

/**
 * Picks the lead story once for the whole page from `slugs` (the slugs of the first render count),
 * so the page subscribes to those categories once instead of once per section.
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
 * A home section bound to its own category (or a region's feed set): it subscribes to that category
 * only, so another category's arrival never re-renders it. It loads when its
 * wave starts (useCategoryWaves) and shows cached stories right after hydration.
 * A section whose category the lead story is picked from (LeadStoryProvider) leaves that story out.
 */
export function LiveNewsSection({ slug, ...props }: LiveNewsSectionProps) {
  const category = feedSetBySlug(slug);
  if (!category) throw new Error(`Unknown category ${slug}`);
  const lead = useContext(LeadStoryContext);
  const started = useWaveStarted(slug);
  const state = useCategoryArticles(slug, { enabled: started });
  const leadId = useLeadIdIn(lead, slug);
  const excludeIds = useMemo(() => (leadId ? [leadId] : NO_IDS), [leadId]);
  return <NewsSection category={category} state={state} excludeIds={excludeIds} {...props} />;
}

/** The lead story's id when it was picked from `slug`'s category; other sections never re-render for it. */
function useLeadIdIn(store: LeadStory, slug: string): string | undefined {
  return useLeadValue(store, store.from.includes(slug))?.id;
}

export function LiveFeaturedArticle() {
  return <FeaturedArticle article={useLeadValue(useContext(LeadStoryContext))} />;
}
