import { apiGet, type DICTIONARY_TYPE, type CategoryTree, useQuery } from '@ferrolink/shared';

export type MaterialDictionaryType = typeof DICTIONARY_TYPE.video | typeof DICTIONARY_TYPE.document;

/** Document types (5) or video categories (4): Dictionary/GetCategoryByType; the entries are the tree's top level. */
export function getMaterialCategories(type: MaterialDictionaryType, signal?: AbortSignal): Promise<CategoryTree> {
  return apiGet<CategoryTree>('Dictionary/GetCategoryByType', { type }, signal);
}

export function useMaterialCategories(type: MaterialDictionaryType) {
  return useQuery({
    queryKey: ['dictionary', type],
    queryFn: ({ signal }) => getMaterialCategories(type, signal),
    staleTime: 10 * 60_000,
    select: (tree) => tree.Category,
  });
}
