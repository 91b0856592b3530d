import type { Article } from '@ferrolink/shared';
import { type FakeServer, ok } from '@ferrolink/testing';

// The articles the news API answers in the news section's tests.

export function makeArticles(count: number): Article[] {
  return Array.from({ length: count }, (_, index) => {
    const id = count - index;
    const day = String((id % 28) + 1).padStart(2, '0');
    return {
      Id: id,
      Title: `Article number ${id}`,
      Summary: `Summary of article ${id}`,
      Author: 'Marta Kowalczyk',
      PublishTime: `2024-03-${day}T08:00:00.000Z`,
      CreateTime: `2024-03-${day}T08:00:00.000Z`,
      ImgUrl: `/media/news/article-${id}.svg`,
      DictionaryId: 32,
      EN_DictionaryName: 'Industry',
      Level: 1,
    };
  });
}

/** Article/GetPage_ over an in-memory list, as the server pages it. */
export function pagedArticles(all: Article[]): FakeServer {
  return (request) => {
    const params = request.params as { page: number; pageSize: number; dictionaryId: number };
    const list = params.dictionaryId ? all.filter((article) => article.DictionaryId === params.dictionaryId) : all;
    const start = (params.page - 1) * params.pageSize;
    return ok({
      data: list.slice(start, start + params.pageSize),
      page: params.page,
      pageSize: params.pageSize,
      dataCount: list.length,
      pageCount: Math.ceil(list.length / params.pageSize),
    });
  };
}
