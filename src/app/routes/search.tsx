import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SearchPage } from '@/features/search/search-page';
import { buildSearchSources, searchBrowseLinks } from '@/app/search-wiring';

/** /search?q=… — the query lives in the URL, so back and forward move between searches. */
export default function SearchRoute() {
  const [params] = useSearchParams();
  const query = params.get('q') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const sources = useMemo(() => buildSearchSources({ queryClient }), [queryClient]);

  return (
    <SearchPage
      query={query}
      sources={sources}
      browse={searchBrowseLinks}
      onSearch={(term) => navigate(paths.search(term), { replace: term === query })}
    />
  );
}
