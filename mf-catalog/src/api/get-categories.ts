import { apiGet, DICTIONARY_TYPE, type CategoryTree, useQuery } from '@ferrolink/shared';

/** GET Dictionary/GetCategoryByType type 1: the product families and sub categories. */
export function getProductCategories(signal?: AbortSignal): Promise<CategoryTree> {
  return apiGet<CategoryTree>('Dictionary/GetCategoryByType', { type: DICTIONARY_TYPE.product }, signal);
}

export function useProductCategories() {
  return useQuery({
    queryKey: ['dictionary', DICTIONARY_TYPE.product],
    queryFn: ({ signal }) => getProductCategories(signal),
    staleTime: 5 * 60_000,
  });
}
