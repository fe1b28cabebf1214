import { useEffect, useState } from 'react';
import { createSearchIndex, type SearchIndex } from './search-index';
import { runSources, type SearchSource } from './search-sources';

interface SearchIndexState {
  readonly index: SearchIndex;
  /** Changes whenever documents were added, so results can be recomputed. */
  readonly version: number;
  /** Labels of sources still loading. */
  readonly pending: readonly string[];
  /** Labels of sources that failed to load. */
  readonly failed: readonly string[];
  readonly total: number;
}

/**
 * Builds a search index from `sources` once `enabled` turns true (the page has
 * a query) and keeps adding documents as slower sources arrive. Loads stop
 * when the page unmounts.
 */
export function useSearchIndex(sources: readonly SearchSource[], enabled: boolean): SearchIndexState {
  const [index] = useState(() => createSearchIndex());
  const [version, setVersion] = useState(0);
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(() => new Set(sources.filter((s) => s.load).map((s) => s.id)));
  const [failed, setFailed] = useState<readonly string[]>([]);
  const [started, setStarted] = useState(false);

  if (enabled && !started) setStarted(true);

  useEffect(() => {
    if (!started) return;
    const controller = new AbortController();
    void runSources(sources, {
      signal: controller.signal,
      onDocuments: (docs) => {
        if (index.add(docs) > 0) setVersion((v) => v + 1);
      },
      onSettled: (source, outcome) => {
        setPendingIds((ids) => {
          const next = new Set(ids);
          next.delete(source.id);
          return next;
        });
        if (outcome === 'failed') setFailed((list) => [...list, source.label]);
      },
    });
    return () => controller.abort();
  }, [started, sources, index]);

  const pending = sources.filter((s) => pendingIds.has(s.id)).map((s) => s.label);
  return { index, version, pending, failed, total: sources.length };
}
