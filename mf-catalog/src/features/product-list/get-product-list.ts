import { apiGet, PAGE_SIZE, type ProductListPage } from '@ferrolink/shared';

/** GET Product/GetPage_: one page of a sub category with its DictionaryInfo. */
export function getProductList(dictionaryId: number, page: number, signal?: AbortSignal): Promise<ProductListPage> {
  return apiGet<ProductListPage>('Product/GetPage_', { page, PageSize: PAGE_SIZE.productList, dictionaryId }, signal);
}
