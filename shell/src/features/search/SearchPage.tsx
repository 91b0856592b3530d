import { useQuery } from '@tanstack/react-query';
import { apiGet, Breadcrumbs, links, type SearchResponse, Skeleton, useSearchParams } from '@ferrolink/shared';

/** /searchList: results of WebSite/Search for the `search` query. */
export function SearchPage() {
  const [params] = useSearchParams();
  const term = (params.get('search') ?? '').slice(0, 200);
  const results = useQuery({
    queryKey: ['search', term],
    queryFn: ({ signal }) => apiGet<SearchResponse>('WebSite/Search', { key: term, page: 1, pageSize: 10, type: 'products' }, signal),
    enabled: term.trim() !== '',
  });
  return (
    <div className="fl-page">
      <Breadcrumbs items={[{ label: 'Home', to: links.index() }, { label: 'Search' }]} />
      <h1>Search results for "{term}"</h1>
      {results.isLoading ? <Skeleton /> : <p>{results.data?.Data.dataCount ?? 0} results</p>}
    </div>
  );
}
