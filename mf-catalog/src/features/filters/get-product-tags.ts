import { apiGet, type ProductTagResponse, useQuery } from '@ferrolink/shared';

/** GET Product/GetProductTagItem: the filter groups of the FILTERS sidebar and their options. */
export function getProductTags(signal?: AbortSignal): Promise<ProductTagResponse> {
  return apiGet<ProductTagResponse>('Product/GetProductTagItem', undefined, signal);
}

export const productTagsKey = ['catalog', 'product-tags'] as const;

export function useProductTags() {
  return useQuery({ queryKey: productTagsKey, queryFn: ({ signal }) => getProductTags(signal), staleTime: 5 * 60_000 });
}
