import {
  apiGet,
  FIRST_READS,
  firstReadReply,
  PAGE_SIZE,
  type Page,
  type PagedList,
  type SearchContentType,
  type SearchResponse,
  type SearchResult,
  usePagedList,
} from '@ferrolink/shared';

import type { SearchReplyExtras } from './search-types';

/** WebSite/Search's reply as it comes: the page, the counts and where to look. */
type SiteSearchResponse = SearchResponse & SearchReplyExtras;

/** GET WebSite/Search: one page of one content type (10 a page), plus the count of every type. */
function getSearch(key: string, type: SearchContentType, page: number, signal?: AbortSignal): Promise<SiteSearchResponse> {
  const read = FIRST_READS.siteSearch(key, type, page);
  return apiGet<SiteSearchResponse>(read.path, read.params, signal);
}

/** One page of results of one content type, with the count of every type beside it, the best tab and any "did you mean". */
export type SearchResultsPage = Page<SearchResult> & Pick<SearchResponse, 'Counts'> & SearchReplyExtras;

const resultsPage = ({ Data, Counts, BestType, Suggestion }: SiteSearchResponse): SearchResultsPage => ({
  ...Data,
  Counts,
  ...(BestType ? { BestType } : {}),
  ...(Suggestion ? { Suggestion } : {}),
});

/**
 * The results of a key and content type: the page the URL names on desktop, Load More appending pages of 10 on
 * mobile; a new key or type starts again at page 1. Empty keys are not sent (the API would answer an empty result
 * anyway), and a failed search is not asked again until the visitor asks.
 */
export function useSearchResults(key: string, type: SearchContentType, page: number, append: boolean): PagedList<SearchResultsPage> {
  return usePagedList({
    queryKey: ['search', key, type, PAGE_SIZE.siteSearch],
    fetchPage: async (asked, signal) => resultsPage(await getSearch(key, type, asked, signal)),
    append,
    // The page document carries page 1 of the search its address names.
    firstPage: () => {
      const carried = firstReadReply<SiteSearchResponse>(FIRST_READS.siteSearch(key, type, 1));
      return carried && resultsPage(carried);
    },
    page,
    enabled: key.trim() !== '',
    retry: false,
  });
}
