import {
  apiGet,
  FIRST_READS,
  firstReadReply,
  type MaterialFileType,
  type Page,
  type PagedList,
  useIsMobile,
  usePagedList,
  type Material,
} from '@ferrolink/shared';

export type { MaterialFileType };

export interface MaterialQuery {
  fileType: MaterialFileType;
  /** The checked Type boxes; empty means every type. */
  typeIds: number[];
  pageSize: number;
}

/** Material/GetPageList: one page of documents (fileType 2) or videos (1), filtered by a comma-separated list of dictionary ids. */
export function getMaterials(query: MaterialQuery, page: number, signal?: AbortSignal): Promise<Page<Material>> {
  const read = FIRST_READS.materialPage(query.fileType, page, query.pageSize, query.typeIds);
  return apiGet<Page<Material>>(read.path, read.params, signal);
}

const key = (query: MaterialQuery) => ['materials', query.fileType, query.pageSize, [...query.typeIds].sort((a, b) => a - b).join(',')] as const;

/** One material list: numbered pages on desktop, Load More on mobile; changing the filter starts again at page 1. */
export function usePagedMaterials(query: MaterialQuery, addressPage?: number): PagedList<Page<Material>> {
  const isMobile = useIsMobile();
  return usePagedList({
    queryKey: key(query),
    fetchPage: (page, signal) => getMaterials(query, page, signal),
    append: isMobile,
    // Desktop: the page the address names, when the list keeps its page there (the documents); otherwise the hook's own.
    page: addressPage,
    // The support page carries page 1 of every document; any other list asks the API.
    firstPage: () => firstReadReply<Page<Material>>(FIRST_READS.materialPage(query.fileType, 1, query.pageSize, query.typeIds)),
  });
}
