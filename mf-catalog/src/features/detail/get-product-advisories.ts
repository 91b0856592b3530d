import { apiGet, type AdvisorySummary, FIRST_READS, firstReadReply, useQuery } from '@ferrolink/shared';

/** The advisories that concern one product, each with that product's range (SecurityAdvisory/GetByProduct). */
export function getProductAdvisories(productId: number, signal?: AbortSignal): Promise<AdvisorySummary[]> {
  const read = FIRST_READS.productAdvisories(productId);
  return apiGet<AdvisorySummary[]>(read.path, read.params, signal);
}

export function useProductAdvisories(productId: number) {
  return useQuery({
    queryKey: ['catalog', 'product-advisories', productId],
    queryFn: ({ signal }) => getProductAdvisories(productId, signal),
    enabled: productId > 0,
    // A product page opened from its address carries them: the section is drawn in the first frame.
    initialData: () => (productId > 0 ? firstReadReply<AdvisorySummary[]>(FIRST_READS.productAdvisories(productId)) : undefined),
  });
}
