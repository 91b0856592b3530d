import { apiGet, FIRST_READS, firstReadReply, type ProductCompareReply, type SearchReply, useQuery } from '@ferrolink/shared';

/** GET Product/Compare: the products of `ids`, in that order, with their datasheet rows. */
export function getProductCompare(ids: readonly number[], signal?: AbortSignal): Promise<ProductCompareReply> {
  const read = FIRST_READS.productCompare(ids);
  return apiGet<ProductCompareReply>(read.path, read.params, signal);
}

export function useProductCompare(ids: readonly number[]) {
  const read = FIRST_READS.productCompare(ids);
  return useQuery({
    queryKey: ['catalog', 'compare', ...ids],
    queryFn: ({ signal }) => getProductCompare(ids, signal),
    enabled: ids.length > 0,
    retry: false,
    // The page's document carries the comparison: its first render (the server's too) draws the table, not a skeleton.
    initialData: () => (ids.length > 0 ? firstReadReply<ProductCompareReply>(read) : undefined),
    // Removing or adding a column keeps the table on screen until the new one arrives, instead of a skeleton.
    placeholderData: (previous) => previous,
  });
}

/** GET WebSite/Search of products: the first page of products whose name or text holds `key`. */
export function useProductSearch(key: string) {
  return useQuery({
    queryKey: ['catalog', 'compare-search', key],
    queryFn: ({ signal }) => {
      const read = FIRST_READS.siteSearch(key, 'products', 1);
      return apiGet<SearchReply>(read.path, read.params, signal);
    },
    enabled: key !== '',
    retry: false,
  });
}
