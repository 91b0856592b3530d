import { apiGet, PAGE_SIZE, type Article, type Page, keepPreviousData, useInfiniteQuery, useQuery } from '@ferrolink/shared';

/** One page of news (SPEC.md §7 Article/GetPage_); dictionaryId 0 is every category ("Total news"). */
export function getNewsPage(page: number, dictionaryId: number, signal?: AbortSignal): Promise<Page<Article>> {
  return apiGet<Page<Article>>('Article/GetPage_', { page, pageSize: PAGE_SIZE.news, key: '', dictionaryId }, signal);
}

/** Desktop: one numbered page at a time; the previous page stays on screen while the next loads. */
export function useNewsPage(page: number, dictionaryId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['news', 'page', dictionaryId, page],
    queryFn: ({ signal }) => getNewsPage(page, dictionaryId, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Mobile: Load More appends the next page (SPEC.md §4). */
export function useNewsPages(dictionaryId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['news', 'pages', dictionaryId],
    queryFn: ({ pageParam, signal }) => getNewsPage(pageParam, dictionaryId, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    enabled,
  });
}
