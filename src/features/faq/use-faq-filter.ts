import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { readFaqFilter, writeFaqFilter, type FaqFilter } from './filter-faq';

/** How long typing pauses before the search text is written into the URL. */
export const FAQ_URL_WRITE_DELAY_MS = 300;

interface FaqFilterState {
  /** The filter the page shows: the text as typed, the category from the URL. */
  readonly filter: FaqFilter;
  /** Every keystroke: the field and the list follow at once; the URL follows after a pause. */
  readonly setQuery: (query: string) => void;
  /** Writes the typed text into the URL now (the form's submit, the field's blur). */
  readonly commitQuery: () => void;
  /** A category button or "Clear Filters": the URL changes at once. */
  readonly setFilter: (next: FaqFilter) => void;
}

/**
 * The FAQ filter, kept in the URL so a filtered view can be shared and survives a reload. The
 * search text lives in state and reaches the URL after a pause in typing: a field read back from
 * the URL loses letters when keys come faster than the router updates it. A location the page did
 * not write itself (back, forward, a link) replaces the text.
 */
export function useFaqFilter(): FaqFilterState {
  const [params, setParams] = useSearchParams();
  const urlFilter = useMemo(() => readFaqFilter(params), [params]);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [query, setQueryState] = useState(urlFilter.query);
  // The page writes its own filter with `replace`; any other new location (back, forward, a link)
  // brings its own text, which replaces what is in the field.
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== 'REPLACE') setQueryState(urlFilter.query);
  }

  const write = useCallback(
    (next: FaqFilter) => {
      setParams(writeFaqFilter(params, next), { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );

  const commitQuery = useCallback(() => {
    if (query !== urlFilter.query) write({ ...urlFilter, query });
  }, [query, urlFilter, write]);

  useEffect(() => {
    if (query === urlFilter.query) return undefined;
    const timer = window.setTimeout(commitQuery, FAQ_URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [query, urlFilter.query, commitQuery]);

  const setFilter = useCallback(
    (next: FaqFilter) => {
      setQueryState(next.query);
      write(next);
    },
    [write],
  );

  const filter = useMemo(() => ({ query, category: urlFilter.category }), [query, urlFilter.category]);
  return { filter, setQuery: setQueryState, commitQuery, setFilter };
}
