import { apiGet, FIRST_READS, firstReadReply, type ProductListPage } from '@ferrolink/shared';

/** GET Product/GetPage_: one page of a sub category with its DictionaryInfo. */
export function getProductList(dictionaryId: number, page: number, signal?: AbortSignal): Promise<ProductListPage> {
  const read = FIRST_READS.productListPage(dictionaryId, page);
  return apiGet<ProductListPage>(read.path, read.params, signal);
}

/** Page 1 of a sub category as the page document carried it, if it did (the list then opens drawn, not loading). */
export function carriedFirstProductPage(dictionaryId: number): ProductListPage | undefined {
  return dictionaryId > 0 ? firstReadReply<ProductListPage>(FIRST_READS.productListPage(dictionaryId, 1)) : undefined;
}
