import { apiGet, FIRST_READS, firstReadReply, type ProductTagResponse, useQuery } from '@ferrolink/shared';

/** GET Product/GetProductTagItem?type=: the filter groups of one family's FILTERS sidebar and their options. */
export function getProductTags(type: number, signal?: AbortSignal): Promise<ProductTagResponse> {
  const read = FIRST_READS.productTags(type);
  return apiGet<ProductTagResponse>(read.path, read.params, signal);
}

/** The key of every family's filter data (RESET reloads it); one family's is this key and its type. */
export const productTagsKey = ['catalog', 'product-tags'] as const;

export function useProductTags(type: number) {
  return useQuery({
    queryKey: [...productTagsKey, type],
    queryFn: ({ signal }) => getProductTags(type, signal),
    initialData: () => firstReadReply<ProductTagResponse>(FIRST_READS.productTags(type)),
    staleTime: 5 * 60_000,
  });
}
