import { apiGet, RANDOM_NEWS_LEVEL, type Article, useQuery } from '@ferrolink/shared';

/** Random level-1 articles (Article/GetRandomArticleList: amount 3, level 1, key empty); `excludeId` keeps the article being read out of its own sidebar. */
export function getRandomArticles(amount: number, excludeId?: number, signal?: AbortSignal): Promise<Article[]> {
  return apiGet<Article[]>('Article/GetRandomArticleList', { amount, level: RANDOM_NEWS_LEVEL, key: '', excludeId: excludeId || undefined }, signal);
}

export function useRandomArticles(amount: number, excludeId?: number) {
  return useQuery({
    queryKey: ['news', 'random', amount, excludeId ?? 0],
    queryFn: ({ signal }) => getRandomArticles(amount, excludeId, signal),
    // A fresh pick each time the page is opened, but not on every re-render.
    staleTime: 0,
    gcTime: 0,
  });
}
