import { apiGet, DICTIONARY_TYPE, type CategoryTree, useQuery } from '@ferrolink/shared';

/** The product category tree (dictionary type 1) for the Products menu and footer. */
export function getProductCategories(signal?: AbortSignal): Promise<CategoryTree> {
  return apiGet<CategoryTree>('Dictionary/GetCategoryByType', { type: DICTIONARY_TYPE.product }, signal);
}

export function useProductCategories() {
  return useQuery({
    queryKey: ['dictionary', DICTIONARY_TYPE.product],
    queryFn: ({ signal }) => getProductCategories(signal),
    staleTime: 10 * 60_000,
  });
}
