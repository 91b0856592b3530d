import { apiGet, PAGE_SIZE, type SearchContentType, type SearchResponse, keepPreviousData, useInfiniteQuery, useQuery } from '@ferrolink/shared';

export interface SearchRequest {
  key: string;
  type: SearchContentType;
  page: number;
  pageSize: number;
}

/** GET WebSite/Search (SPEC.md §7): one page of one content type, plus the count of every type. */
export function getSearch(request: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  return apiGet<SearchResponse>('WebSite/Search', { key: request.key, page: request.page, pageSize: request.pageSize, type: request.type }, signal);
}

const searchKey = (request: SearchRequest) => ['search', request.key, request.type, request.pageSize, request.page] as const;

/** Desktop: the page the URL names. Empty keys are not sent (the API would answer an empty result anyway). */
export function useSearchPage(request: SearchRequest, enabled: boolean) {
  return useQuery({
    queryKey: searchKey(request),
    queryFn: ({ signal }) => getSearch(request, signal),
    enabled: enabled && request.key.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Mobile: Load More appends the next page of 10 (SPEC.md §4); a new key or type starts again at page 1. */
export function useSearchPages(key: string, type: SearchContentType, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['search-more', key, type, PAGE_SIZE.siteSearch],
    queryFn: ({ signal, pageParam }) => getSearch({ key, type, page: pageParam, pageSize: PAGE_SIZE.siteSearch }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.Data.page < last.Data.pageCount ? last.Data.page + 1 : undefined),
    enabled: enabled && key.trim() !== '',
    retry: false,
  });
}
