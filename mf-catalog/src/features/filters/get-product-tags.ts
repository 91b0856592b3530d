import { apiGet, FIRST_READS, firstReadReply, type ProductTagResponse, useQuery } from '@ferrolink/shared';

/** GET Product/GetProductTagItem: the filter groups of the FILTERS sidebar and their options. */
export function getProductTags(signal?: AbortSignal): Promise<ProductTagResponse> {
  const read = FIRST_READS.productTags();
  return apiGet<ProductTagResponse>(read.path, read.params, signal);
}

export const productTagsKey = ['catalog', 'product-tags'] as const;

export function useProductTags() {
  return useQuery({
    queryKey: productTagsKey,
    queryFn: ({ signal }) => getProductTags(signal),
    initialData: () => firstReadReply<ProductTagResponse>(FIRST_READS.productTags()),
    staleTime: 5 * 60_000,
  });
}
