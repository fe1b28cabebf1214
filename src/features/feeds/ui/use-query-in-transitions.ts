import { QueryObserver, useQueryClient, type QueryKey, type QueryObserverOptions, type QueryObserverResult } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';

/** What a reader of the result can see is the same (a new result object alone renders nothing). */
function sameView<T>(a: QueryObserverResult<T, Error>, b: QueryObserverResult<T, Error>): boolean {
  return a === b || (a.data === b.data && a.dataUpdatedAt === b.dataUpdatedAt && a.status === b.status && a.fetchStatus === b.fetchStatus && a.error === b.error);
}

/**
 * `useQuery`, except that every change after the first render arrives as a transition.
 * `useQuery` reads its observer with `useSyncExternalStore`, whose changes React always renders
 * synchronously, so each arriving category would re-render its section in one long task. Here each
 * change is set inside `startTransition`: rendered in interruptible slices, and changes that arrive
 * together share one render.
 *
 * The first render reads the optimistic result as `useQuery` does, so build and hydration match.
 * Options reach the observer in an effect declared before the subscription, so a caller's earlier
 * effects (a cache seed) run before it decides to fetch.
 */
export function useQueryInTransitions<T, K extends QueryKey>(options: QueryObserverOptions<T, Error, T, T, K>): QueryObserverResult<T, Error> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  const [observer] = useState(() => new QueryObserver<T, Error, T, T, K>(client, defaulted));
  const [result, setResult] = useState(() => observer.getOptimisticResult(defaulted));

  // Every render's options, as useQuery passes them (an `enabled` turned on starts the fetch).
  useEffect(() => {
    observer.setOptions(defaulted);
  });

  useEffect(() => {
    const show = () => {
      const next = observer.getCurrentResult();
      startTransition(() => setResult((shown) => (sameView(shown, next) ? shown : next)));
    };
    const unsubscribe = observer.subscribe(show);
    // A change between the first render and this subscription (the seed from the saved copy).
    show();
    return unsubscribe;
  }, [observer]);

  return result;
}
