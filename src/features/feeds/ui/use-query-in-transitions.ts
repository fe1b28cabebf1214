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
 * The first render reads the observer's optimistic result, as `useQuery` does (what the build and
 * the hydrating render show is unchanged). The observer is subscribed in an effect (its first fetch
 * starts there, as with `useQuery`); new options reach it in an effect, declared before the
 * subscription, so a caller's earlier effects (a cache seed) run before it decides to fetch. A
 * render with another query's options reads that query's own result.
 */
export function useQueryInTransitions<T, K extends QueryKey>(options: QueryObserverOptions<T, Error, T, T, K>): QueryObserverResult<T, Error> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  const [observer] = useState(() => new QueryObserver<T, Error, T, T, K>(client, defaulted));
  // The result shown, with the query it belongs to.
  const [shown, setShown] = useState(() => ({ hash: defaulted.queryHash, result: observer.getOptimisticResult(defaulted) }));

  // Every render's options, as useQuery passes them (an `enabled` turned on starts the fetch).
  useEffect(() => {
    observer.setOptions(defaulted);
  });

  useEffect(() => {
    const show = () => {
      const next = observer.getCurrentResult();
      const hash = observer.getCurrentQuery().queryHash;
      startTransition(() => setShown((prev) => (prev.hash === hash && sameView(prev.result, next) ? prev : { hash, result: next })));
    };
    const unsubscribe = observer.subscribe(show);
    // A change between the first render and this subscription (the seed from the saved copy).
    show();
    return unsubscribe;
  }, [observer]);

  // A render for another query than the one shown (a section now showing another category) reads
  // that query's result at once, as useQuery would: never the other query's data under its key.
  return shown.hash === defaulted.queryHash ? shown.result : observer.getOptimisticResult(defaulted);
}
