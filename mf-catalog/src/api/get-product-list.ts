import { apiGet, PAGE_SIZE, type ProductListPage, keepPreviousData, useQuery } from '@ferrolink/shared';

/** GET Product/GetPage_: one page of a sub category with its DictionaryInfo (§7). */
export function getProductList(dictionaryId: number, page: number, signal?: AbortSignal): Promise<ProductListPage> {
  return apiGet<ProductListPage>('Product/GetPage_', { page, PageSize: PAGE_SIZE.productList, dictionaryId }, signal);
}

export function useProductList(dictionaryId: number, page: number) {
  return useQuery({
    queryKey: ['catalog', 'list', dictionaryId, page],
    queryFn: ({ signal }) => getProductList(dictionaryId, page, signal),
    enabled: dictionaryId > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
