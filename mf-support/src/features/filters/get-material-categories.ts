import { apiGet, type DICTIONARY_TYPE, type CategoryTree, FIRST_READS, firstReadReply, useQuery } from '@ferrolink/shared';

export type MaterialDictionaryType = typeof DICTIONARY_TYPE.video | typeof DICTIONARY_TYPE.document;

/** Document types (5) or video categories (4): Dictionary/GetCategoryByType; the entries are the tree's top level. */
export function getMaterialCategories(type: MaterialDictionaryType, signal?: AbortSignal): Promise<CategoryTree> {
  const read = FIRST_READS.categoriesOfType(type);
  return apiGet<CategoryTree>(read.path, read.params, signal);
}

export function useMaterialCategories(type: MaterialDictionaryType) {
  return useQuery({
    queryKey: ['dictionary', type],
    queryFn: ({ signal }) => getMaterialCategories(type, signal),
    staleTime: 10 * 60_000,
    // The support page carries the document types: the filters are drawn in its first frame.
    initialData: () => firstReadReply<CategoryTree>(FIRST_READS.categoriesOfType(type)),
    select: (tree) => tree.Category,
  });
}
