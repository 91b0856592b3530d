import type { ArticleDetail, ArticleListItem } from '../../contracts/api-shapes';
import { badRequest, notFound } from '../../lib/envelope';
import type { PageInfo, PageRequest } from '../../lib/paging';
import { normalizeKey, type ArticleRepository } from './article-repository';

/** A page of the news list, as Article/GetPage_ answers it. */
export type ArticlePage = PageInfo & { data: ArticleListItem[] };

/** What Article/GetPage_ asks for: words, a least level, and a category by id (32..35; 0 or none: every one) or by name. */
export interface ArticlePageQuery extends PageRequest {
  key: string;
  level?: number;
  dictionaryId?: number;
  dictionaryName?: string;
}

/** The requests that read the same rows (and word the same 400) share this key: an id wins over a name, level 0 is none. */
export function articlePageKey({ page, pageSize, key, level, dictionaryId, dictionaryName }: ArticlePageQuery): string {
  const category = dictionaryId ? dictionaryId : (dictionaryName?.trim() ?? '');
  return JSON.stringify(['page', page, pageSize, normalizeKey(key), level ?? 0, category]);
}

/** The category a list asks for: its id, undefined for every category, or a 400 naming the categories there are. */
async function categoryOf(
  articles: ArticleRepository,
  dictionaryId: number | undefined,
  dictionaryName: string | undefined,
): Promise<number | undefined> {
  const categories = await articles.categories();
  if (dictionaryId) {
    if (!categories.some((category) => category.id === dictionaryId)) {
      throw badRequest(
        `dictionaryId ${dictionaryId} is not a news category (use ${categories.map((category) => category.id).join(', ')}, or 0 for all).`,
      );
    }
    return dictionaryId;
  }
  const name = dictionaryName?.trim().toLowerCase();
  if (!name || name === 'total news' || name === 'all') return undefined;
  const match = categories.find((category) => category.en_name.toLowerCase() === name);
  if (!match) throw badRequest(`dictionaryName "${dictionaryName}" is not a news category.`);
  return match.id;
}

/** Article/GetPage_'s answer, read by that route and by the news list page that carries its first page. */
export async function readArticlePage(articles: ArticleRepository, query: ArticlePageQuery): Promise<ArticlePage> {
  const { page, pageSize, key, level, dictionaryId, dictionaryName } = query;
  const categoryId = await categoryOf(articles, dictionaryId, dictionaryName);
  return articles.page({ key, level, categoryId }, { page, pageSize });
}

/** Article/GetDetailById's answer, read by that route and by the article page: a 404 for an id that names no article. */
export async function readArticle(articles: ArticleRepository, id: number): Promise<ArticleDetail> {
  const article = await articles.detail(id);
  if (!article) throw notFound(`There is no news article ${id}.`);
  return article;
}
