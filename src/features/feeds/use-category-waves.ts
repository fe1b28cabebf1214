import { useQueries } from '@tanstack/react-query';
import type { Article } from '@/lib/article';
import type { CategoryArticlesState } from './use-category-articles';
import { categoryArticlesQuery } from './use-category-articles';

type WaveResult = { data: Article[] | undefined; isFetching: boolean };

function toState(result: WaveResult): CategoryArticlesState {
  const articles = result.data ?? null;
  return {
    articles,
    isFetching: result.isFetching,
    isLoading: articles === null,
    isPlaceholder: Boolean(articles && articles.length > 0 && articles.every((a) => a.placeholder)),
  };
}

const settled = (results: readonly WaveResult[]) => results.every((r) => r.data !== undefined && !r.isFetching);

/**
 * Loads categories in waves: every category of a wave starts together, and a
 * wave starts only once the previous one has settled (cached data shows at
 * once whatever the wave). Supports up to three waves, as the home page uses.
 */
type Wave = readonly string[];

export function useCategoryWaves(waves: readonly [Wave, Wave?, Wave?]): Map<string, CategoryArticlesState> {
  const [first, second = [], third = []] = waves;
  const one = useQueries({ queries: first.map((slug) => ({ ...categoryArticlesQuery(slug), enabled: true })) }) as WaveResult[];
  const twoEnabled = settled(one);
  const two = useQueries({ queries: second.map((slug) => ({ ...categoryArticlesQuery(slug), enabled: twoEnabled })) }) as WaveResult[];
  const threeEnabled = twoEnabled && settled(two);
  const three = useQueries({ queries: third.map((slug) => ({ ...categoryArticlesQuery(slug), enabled: threeEnabled })) }) as WaveResult[];

  const states = new Map<string, CategoryArticlesState>();
  first.forEach((slug, i) => states.set(slug, toState(one[i]!)));
  second.forEach((slug, i) => states.set(slug, toState(two[i]!)));
  third.forEach((slug, i) => states.set(slug, toState(three[i]!)));
  return states;
}
