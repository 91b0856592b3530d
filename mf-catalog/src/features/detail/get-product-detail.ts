import { apiGet, FIRST_READS, firstReadReply, type ProductDetail, useQuery } from '@ferrolink/shared';

/** GET Product/GetInfoById. */
export function getProductDetail(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  const read = FIRST_READS.productDetail(id);
  return apiGet<ProductDetail>(read.path, read.params, signal);
}

export function useProductDetail(id: number) {
  return useQuery({
    queryKey: ['catalog', 'detail', id],
    queryFn: ({ signal }) => getProductDetail(id, signal),
    enabled: id > 0,
    retry: false,
    // The product page's document carries the product: its first render (the server's too) draws it, not a skeleton.
    initialData: () => (id > 0 ? firstReadReply<ProductDetail>(FIRST_READS.productDetail(id)) : undefined),
  });
}
