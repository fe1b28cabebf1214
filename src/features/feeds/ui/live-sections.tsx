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
 * The lead story of the page (null until one is known), and the categories it is picked from. It
 * is a store, not a context value: a context value that changes makes React hydrate every part of
 * the page still waiting for hydration (HydrateLater) at once, in one long task, before it can
 * show the new lead. Readers subscribe to the store, and a part not yet hydrated subscribes when
 * it hydrates. A change reaches its readers as a transition (useLeadValue): the new lead card and
 * the section that now leaves it out are rendered in slices and put on the page together, in
 * their turn among the page's other changes (takeTurn), not in one long task.
 */
interface LeadStory {
  readonly from: readonly string[];
  /** The lead as the page was served (what hydration renders). */
  readonly served: () => Article | null;
  readonly current: () => Article | null;
  readonly subscribe: (listener: () => void) => () => void;
  /** A new lead: its readers hear of it in its turn among the page's changes (takeTurn). */
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
 * The lead story for a reader: while this part hydrates, the lead the page was served with (what
 * the HTML shows), then the current one, each change applied as a transition (every reader's in
 * the same one). A reader that does not `follow` it gets null and never re-renders for it.
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
 * Picks the lead story once for the whole page, from `slugs` (the first titled story, in order;
 * the slugs of the first render count): the lead itself and the sections it is picked from read
 * it here, so the page subscribes to those categories once instead of once per section. Only the
 * readers re-render when the lead changes, together, in a transition (useLeadValue).
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

/** The lead story's id when it was picked from `slug`'s category (a section of another category never re-renders for it). */
function useLeadIdIn(store: LeadStory, slug: string): string | undefined {
  return useLeadValue(store, store.from.includes(slug))?.id;
}

/** The lead story (LeadStoryProvider). */
export function LiveFeaturedArticle() {
  return <FeaturedArticle article={useLeadValue(useContext(LeadStoryContext))} />;
}
