import { apiGet, type Article, useQuery } from '@ferrolink/shared';

/** One article with its HTML body (Article/GetDetailById). */
export function getArticle(id: number, signal?: AbortSignal): Promise<Article> {
  return apiGet<Article>('Article/GetDetailById', { id }, signal);
}

export function useArticle(id: number) {
  return useQuery({ queryKey: ['news', 'article', id], queryFn: ({ signal }) => getArticle(id, signal), enabled: id > 0 });
}
