import {
  apiGet,
  PAGE_SIZE,
  type Page,
  type PagedList,
  type SearchContentType,
  type SearchResponse,
  type SearchResult,
  usePagedList,
} from '@ferrolink/shared';

interface SearchRequest {
  key: string;
  type: SearchContentType;
  page: number;
  pageSize: number;
}

/** GET WebSite/Search: one page of one content type, plus the count of every type. */
function getSearch(request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  return apiGet<SearchResponse>('WebSite/Search', { key: request.key, page: request.page, pageSize: request.pageSize, type: request.type }, signal);
}

/** One page of results of one content type, with the count of every type beside it. */
export type SearchResultsPage = Page<SearchResult> & Pick<SearchResponse, 'Counts'>;

/**
 * The results of a key and content type: the page the URL names on desktop, Load More appending pages of 10 on
 * mobile; a new key or type starts again at page 1. Empty keys are not sent (the API would answer an empty result
 * anyway), and a failed search is not asked again until the visitor asks.
 */
export function useSearchResults(key: string, type: SearchContentType, page: number, append: boolean): PagedList<SearchResultsPage> {
  return usePagedList({
    queryKey: ['search', key, type, PAGE_SIZE.siteSearch],
    fetchPage: async (asked, signal) => {
      const response = await getSearch({ key, type, page: asked, pageSize: PAGE_SIZE.siteSearch }, signal);
      return { ...response.Data, Counts: response.Counts };
    },
    append,
    page,
    enabled: key.trim() !== '',
    retry: false,
  });
}
