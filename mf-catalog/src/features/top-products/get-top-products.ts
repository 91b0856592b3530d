import { apiGet, FEATURED_PRODUCTS_COUNT, type ProductCard, useQuery } from '@ferrolink/shared';

/** GET Product/GetProductListByTop with pageSize 3: the home page's featured products. */
export function getTopProducts(signal?: AbortSignal): Promise<ProductCard[]> {
  return apiGet<ProductCard[]>('Product/GetProductListByTop', { pageSize: FEATURED_PRODUCTS_COUNT }, signal);
}

export function useTopProducts() {
  return useQuery({ queryKey: ['catalog', 'top'], queryFn: ({ signal }) => getTopProducts(signal), staleTime: 5 * 60_000 });
}
