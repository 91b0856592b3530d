import { apiGet, type MATERIAL_FILE_TYPE, type Page, type PagedList, useIsMobile, usePagedList, type Material } from '@ferrolink/shared';

export type MaterialFileType = typeof MATERIAL_FILE_TYPE.video | typeof MATERIAL_FILE_TYPE.document;

export interface MaterialQuery {
  fileType: MaterialFileType;
  /** The checked Type boxes; empty means every type. */
  typeIds: number[];
  pageSize: number;
}

/** Material/GetPageList: one page of documents (fileType 2) or videos (1), filtered by a comma-separated list of dictionary ids. */
export function getMaterials(query: MaterialQuery, page: number, signal?: AbortSignal): Promise<Page<Material>> {
  return apiGet<Page<Material>>(
    'Material/GetPageList',
    { fileType: query.fileType, page, PageSize: query.pageSize, dictionaryId: query.typeIds.join(','), dictionaryName: '' },
    signal,
  );
}

const key = (query: MaterialQuery) => ['materials', query.fileType, query.pageSize, [...query.typeIds].sort((a, b) => a - b).join(',')] as const;

/** One material list: numbered pages on desktop, Load More on mobile; changing the filter starts again at page 1. */
export function usePagedMaterials(query: MaterialQuery): PagedList<Page<Material>> {
  const isMobile = useIsMobile();
  return usePagedList({ queryKey: key(query), fetchPage: (page, signal) => getMaterials(query, page, signal), append: isMobile });
}
