import { apiGet, PAGE_SIZE, type Article, type Page } from '@ferrolink/shared';

/** One page of news (Article/GetPage_); dictionaryId 0 is every category ("Total news"). */
export function getNewsPage(page: number, dictionaryId: number, signal?: AbortSignal): Promise<Page<Article>> {
  return apiGet<Page<Article>>('Article/GetPage_', { page, pageSize: PAGE_SIZE.news, key: '', dictionaryId }, signal);
}
