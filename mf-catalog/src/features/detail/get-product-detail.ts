import { apiGet, type ProductDetail, useQuery } from '@ferrolink/shared';

/** GET Product/GetInfoById. */
export function getProductDetail(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return apiGet<ProductDetail>('Product/GetInfoById', { id }, signal);
}

export function useProductDetail(id: number) {
  return useQuery({ queryKey: ['catalog', 'detail', id], queryFn: ({ signal }) => getProductDetail(id, signal), enabled: id > 0, retry: false });
}
