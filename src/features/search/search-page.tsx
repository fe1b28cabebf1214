import { useMemo } from 'react';
import { Seo } from '@/components/seo/seo';
import { NewsletterBox } from '@/components/ui/newsletter-box';
import { PageHeading } from '@/components/ui/page-heading';
import { site } from '@/config/site';
import { groupHits } from './group-results';
import { SearchEmpty, SearchPrompt, type SearchLink } from './search-empty';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import type { SearchSource } from './search-sources';
import { MAX_QUERY_LENGTH, parseQuery } from './text';
import { useSearchIndex } from './use-search-index';

interface SearchPageProps {
  /** The raw `q` from the URL (any length, any characters). */
  readonly query: string;
  readonly sources: readonly SearchSource[];
  readonly onSearch: (query: string) => void;
  /** Sections offered when nothing matched. */
  readonly browse: readonly SearchLink[];
}

function shorten(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The /search page: its own field, then results grouped by kind as the sources arrive. */
export function SearchPage({ query, sources, onSearch, browse }: SearchPageProps) {
  const parsed = useMemo(() => parseQuery(query), [query]);
  const hasQuery = parsed.text !== '';
  const { index, version, pending } = useSearchIndex(sources, hasQuery);
  // `version` changes whenever documents arrive; the index itself is mutable.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const groups = useMemo(() => groupHits(index.search(parsed)), [index, parsed, version]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <Seo
        title={hasQuery ? `Search results for “${shorten(parsed.text, 60)}”` : 'Search'}
        description="Search Michigan news, blog posts, FAQ answers and sample sections."
        keywords={['search', ...site.keywords]}
        canonical="/search"
        noindex
      />
      <PageHeading title="Search">
        <div className="mt-6">
          <SearchForm query={query} onSearch={onSearch} />
        </div>
      </PageHeading>

      {hasQuery ? (
        <>
          <p className="mb-2 break-words text-lg text-slate-800 dark:text-slate-200" data-testid="search-query">
            Results for <q className="font-semibold">{parsed.text}</q>
          </p>
          {parsed.truncated ? (
            <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">
              Your search was long, so we searched its first {MAX_QUERY_LENGTH} characters and up to twelve words.
            </p>
          ) : null}
          <SearchResults
            queryKey={parsed.text}
            groups={groups}
            pending={pending}
            empty={<SearchEmpty query={shorten(parsed.text, 80)} browse={browse} />}
          />
        </>
      ) : (
        <SearchPrompt browse={browse} />
      )}
      <div className="mt-12 max-w-xl">
        <NewsletterBox />
      </div>
    </div>
  );
}
