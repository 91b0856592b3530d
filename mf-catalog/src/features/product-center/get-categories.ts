import { apiGet, DICTIONARY_TYPE, type CategoryTree, useQuery } from '@ferrolink/shared';

/** GET Dictionary/GetCategoryByType type 1: the product families and sub categories. */
export function getProductCategories(signal?: AbortSignal): Promise<CategoryTree> {
  return apiGet<CategoryTree>('Dictionary/GetCategoryByType', { type: DICTIONARY_TYPE.product }, signal);
}

/**
 * The same query key as the shell's Products menu (shell/src/layout/use-categories.ts): the page's one
 * query cache asks the API once, whichever mounts first.
 */
export function useProductCategories() {
  return useQuery({
    queryKey: ['dictionary', DICTIONARY_TYPE.product],
    queryFn: ({ signal }) => getProductCategories(signal),
    staleTime: 10 * 60_000,
  });
}
