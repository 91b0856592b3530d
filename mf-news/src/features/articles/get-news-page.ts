import { apiGet, FIRST_READS, type Article, type Page } from '@ferrolink/shared';

/** One page of news (Article/GetPage_); dictionaryId 0 is every category ("Total news"). */
export function getNewsPage(page: number, dictionaryId: number, signal?: AbortSignal): Promise<Page<Article>> {
  const read = FIRST_READS.newsPage(page, dictionaryId);
  return apiGet<Page<Article>>(read.path, read.params, signal);
}
