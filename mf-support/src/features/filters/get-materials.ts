import { apiGet, type MATERIAL_FILE_TYPE, type Page, keepPreviousData, useInfiniteQuery, useQuery } from '@ferrolink/shared';
import type { SupportMaterial } from '../../lib/material';

export type MaterialFileType = typeof MATERIAL_FILE_TYPE.video | typeof MATERIAL_FILE_TYPE.document;

export interface MaterialQuery {
  fileType: MaterialFileType;
  /** The checked Type boxes; empty means every type. */
  typeIds: number[];
  pageSize: number;
}

/** Material/GetPageList (SPEC.md §7): one page of documents (fileType 2) or videos (1), filtered by a comma-separated list of dictionary ids. */
export function getMaterials(query: MaterialQuery, page: number, signal?: AbortSignal): Promise<Page<SupportMaterial>> {
  return apiGet<Page<SupportMaterial>>(
    'Material/GetPageList',
    { fileType: query.fileType, page, PageSize: query.pageSize, dictionaryId: query.typeIds.join(','), dictionaryName: '' },
    signal,
  );
}

const key = (query: MaterialQuery) => ['materials', query.fileType, query.pageSize, [...query.typeIds].sort((a, b) => a - b).join(',')] as const;

/** Desktop: one numbered page at a time; the previous page stays on screen while the next loads. */
export function useMaterialPage(query: MaterialQuery, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...key(query), 'page', page],
    queryFn: ({ signal }) => getMaterials(query, page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Mobile: Load More appends the next page to the list (SPEC.md §4). */
/** `visit` counts the times the list came to this filter: each visit starts again at the first page, even for a filter seen before. */
export function useMaterialPages(query: MaterialQuery, enabled: boolean, visit = 0) {
  return useInfiniteQuery({
    queryKey: [...key(query), 'pages', visit],
    queryFn: ({ signal, pageParam }) => getMaterials(query, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    enabled,
  });
}
