import { useState, type FocusEvent, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { countHits, mergeGroups } from './group-results';
import type { SearchGroup } from './search-document';
import { SearchResultItem } from './search-result-item';

/** Hits shown per group before "Show more". */
const GROUP_PAGE_SIZE = 10;

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

function ResultGroup({ group }: { group: SearchGroup }) {
  const [limit, setLimit] = useState(GROUP_PAGE_SIZE);
  const headingId = `search-group-${group.kind}`;
  const visible = group.hits.slice(0, limit);
  const rest = group.hits.length - visible.length;
  return (
    <section aria-labelledby={headingId} data-search-group={group.kind} className="mb-10">
      <h2 id={headingId} className="mb-4 flex items-baseline gap-2 border-b-2 border-slate-900 pb-2 font-serif text-2xl font-bold text-slate-900 dark:border-slate-200 dark:text-white">
        {group.label}{' '}
        <span className="font-sans text-base font-normal text-slate-700 dark:text-slate-300">({group.hits.length})</span>
      </h2>
      <ol className="grid gap-3">
        {visible.map((hit) => (
          <li key={hit.document.id}>
            <SearchResultItem hit={hit} />
          </li>
        ))}
      </ol>
      {rest > 0 ? (
        <button type="button" className="btn-secondary mt-4" onClick={() => setLimit((n) => n + GROUP_PAGE_SIZE * 2)}>
          Show {Math.min(rest, GROUP_PAGE_SIZE * 2)} more {group.label === 'FAQ' ? 'FAQ answers' : `${group.label.toLowerCase()} results`}
        </button>
      ) : null}
    </section>
  );
}

function LoadingList() {
  return (
    <div data-testid="search-loading" className="grid gap-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <Skeleton className="h-3 w-32" />
          <Skeleton className="mt-3 h-5 w-3/4" />
          <Skeleton className="mt-2 h-4 w-full" />
        </div>
      ))}
    </div>
  );
}

interface SearchResultsProps {
  /** Identifies the query; a new query replaces the list, the same query only grows it. */
  readonly queryKey: string;
  /** The latest grouped hits (all four groups, possibly empty). */
  readonly groups: readonly SearchGroup[];
  /** Labels of sources still loading. */
  readonly pending: readonly string[];
  /** Shown instead of the list when nothing matched and nothing is loading. */
  readonly empty: ReactNode;
}

interface Shown {
  readonly key: string;
  readonly source: readonly SearchGroup[];
  readonly groups: readonly SearchGroup[];
}

/**
 * Results grouped by kind, with counts. While sources are still arriving the
 * list grows, but never under the reader: hits already shown keep their place
 * (new ones are appended), and while the pointer or focus is inside the list,
 * new hits wait behind a "Show new results" button until the reader moves away.
 */
export function SearchResults({ queryKey, groups, pending, empty }: SearchResultsProps) {
  const [shown, setShown] = useState<Shown>({ key: queryKey, source: groups, groups });
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  // Only a list the reader can see needs holding still.
  const holding = (pointerInside || focusInside) && countHits(shown.groups) > 0;

  if (shown.key !== queryKey) {
    setShown({ key: queryKey, source: groups, groups });
  } else if (!holding && shown.source !== groups) {
    setShown({ key: queryKey, source: groups, groups: mergeGroups(shown.groups, groups) });
  }

  const shownIds = new Set(shown.groups.flatMap((g) => g.hits.map((h) => h.document.id)));
  const waiting = shown.source === groups ? 0 : groups.reduce((n, g) => n + g.hits.filter((h) => !shownIds.has(h.document.id)).length, 0);
  const total = countHits(shown.groups);
  const loading = pending.length > 0;

  function showNew() {
    setShown({ key: queryKey, source: groups, groups: mergeGroups(shown.groups, groups) });
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  }

  return (
    <div
      onPointerEnter={() => setPointerInside(true)}
      onPointerLeave={() => setPointerInside(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
      data-testid="search-results"
      aria-busy={loading}
    >
      <div className="mb-6 flex min-h-10 flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
        <p role="status" className="flex flex-wrap items-center gap-x-3">
          <span data-testid="search-count">
            {total === 0 && loading ? 'Searching…' : `${plural(total, 'result', 'results')}`}
          </span>
          {total > 0 ? (
            <span className="text-slate-600 dark:text-slate-400">{shown.groups.map((g) => `${g.label} ${g.hits.length}`).join(' · ')}</span>
          ) : null}
          {loading ? (
            <span className="inline-flex items-center gap-2" data-testid="search-pending">
              <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-slate-400 border-t-transparent motion-reduce:animate-none" />
              Still loading {plural(pending.length, 'source', 'sources')}…
            </span>
          ) : null}
        </p>
        {waiting > 0 ? (
          <button type="button" className="btn-secondary px-3 py-1 text-sm" onClick={showNew}>
            Show {plural(waiting, 'new result', 'new results')}
          </button>
        ) : null}
      </div>

      {total === 0 ? (
        loading ? (
          <LoadingList />
        ) : (
          empty
        )
      ) : (
        shown.groups.filter((g) => g.hits.length > 0).map((group) => <ResultGroup key={`${queryKey}\u0000${group.kind}`} group={group} />)
      )}
    </div>
  );
}
