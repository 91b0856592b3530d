import { apiGet, FIRST_READS, firstReadReply, type ProductCard, useQuery } from '@ferrolink/shared';

/** GET Product/GetProductListByTop with pageSize 3: the home page's featured products. */
export function getTopProducts(signal?: AbortSignal): Promise<ProductCard[]> {
  const read = FIRST_READS.topProducts();
  return apiGet<ProductCard[]>(read.path, read.params, signal);
}

export function useTopProducts() {
  return useQuery({
    queryKey: ['catalog', 'top'],
    queryFn: ({ signal }) => getTopProducts(signal),
    initialData: () => firstReadReply<ProductCard[]>(FIRST_READS.topProducts()),
    staleTime: 5 * 60_000,
  });
}
