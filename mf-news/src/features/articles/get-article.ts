import { apiGet, type Article, FIRST_READS, firstReadReply, useQuery } from '@ferrolink/shared';

/** One article with its HTML body (Article/GetDetailById). */
export function getArticle(id: number, signal?: AbortSignal): Promise<Article> {
  const read = FIRST_READS.article(id);
  return apiGet<Article>(read.path, read.params, signal);
}

export function useArticle(id: number) {
  return useQuery({
    queryKey: ['news', 'article', id],
    queryFn: ({ signal }) => getArticle(id, signal),
    enabled: id > 0,
    // An article opened from its address came with the page: it is drawn in the first frame, with no skeleton.
    initialData: () => (id > 0 ? firstReadReply<Article>(FIRST_READS.article(id)) : undefined),
  });
}
