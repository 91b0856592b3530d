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
  /** The visitor's search words (title, model, product name); '' means every material. */
  keyword?: string;
  pageSize: number;
}

const readOf = (query: MaterialQuery, page: number) =>
  FIRST_READS.materialPage(query.fileType, page, query.pageSize, query.typeIds, query.keyword ?? '');

/** Material/GetPageList: one page of documents (fileType 2) or videos (1), filtered by a comma-separated list of dictionary ids and a key. */
export function getMaterials(query: MaterialQuery, page: number, signal?: AbortSignal): Promise<Page<Material>> {
  const read = readOf(query, page);
  return apiGet<Page<Material>>(read.path, read.params, signal);
}

const key = (query: MaterialQuery) =>
  ['materials', query.fileType, query.pageSize, [...query.typeIds].sort((a, b) => a - b).join(','), query.keyword ?? ''] as const;

/** One material list: numbered pages on desktop, Load More on mobile; changing the filter or the key starts again at page 1. */
export function usePagedMaterials(query: MaterialQuery, addressPage?: number): PagedList<Page<Material>> {
  const isMobile = useIsMobile();
  return usePagedList({
    queryKey: key(query),
    fetchPage: (page, signal) => getMaterials(query, page, signal),
    append: isMobile,
    // Desktop: the page the address names, when the list keeps its page there (the documents); otherwise the hook's own.
    page: addressPage,
    // The support page carries page 1 of every document; any other list asks the API.
    firstPage: () => firstReadReply<Page<Material>>(readOf(query, 1)),
  });
}
