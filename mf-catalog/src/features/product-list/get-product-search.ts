import { apiGet, PAGE_SIZE, type Page, type ProductCard, keepPreviousData, useQuery } from '@ferrolink/shared';

export interface ProductSearch {
  /** Family 1..4 of the product centre page. */
  type: number;
  /** Comma-joined `pid|name` pairs. */
  tags: string;
  /** `min-max`, or empty for the whole 0..52 range. */
  ports: string;
  /** Leave the discontinued products out. */
  hideDiscontinued: boolean;
  page: number;
}

/** GET Product/GetPage: products matching the filters, 40 a page. */
export function getProductSearch(search: ProductSearch, signal?: AbortSignal): Promise<Page<ProductCard>> {
  return apiGet<Page<ProductCard>>(
    'Product/GetPage',
    {
      page: search.page,
      pageSize: PAGE_SIZE.productSearch,
      tags: search.tags,
      ports: search.ports || undefined,
      type: search.type,
      hideDiscontinued: search.hideDiscontinued ? 1 : undefined,
    },
    signal,
  );
}

export function useProductSearch(search: ProductSearch, enabled: boolean) {
  return useQuery({
    queryKey: ['catalog', 'search', search],
    queryFn: ({ signal }) => getProductSearch(search, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
