import { apiGet, FIRST_READS, firstReadReply, type ProductListPage } from '@ferrolink/shared';

/** GET Product/GetPage_: one page of a sub category with its DictionaryInfo (without the discontinued products if asked). */
export function getProductList(dictionaryId: number, page: number, hideDiscontinued: boolean, signal?: AbortSignal): Promise<ProductListPage> {
  const read = FIRST_READS.productListPage(dictionaryId, page, hideDiscontinued);
  return apiGet<ProductListPage>(read.path, read.params, signal);
}

/**
 * Page 1 of a sub category as the page document carried it for this address (with or without the discontinued
 * products), if it did: the list then opens drawn, not loading.
 */
export function carriedFirstProductPage(dictionaryId: number, hideDiscontinued: boolean): ProductListPage | undefined {
  return dictionaryId > 0 ? firstReadReply<ProductListPage>(FIRST_READS.productListPage(dictionaryId, 1, hideDiscontinued)) : undefined;
}
