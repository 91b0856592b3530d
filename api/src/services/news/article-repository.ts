import type { Kysely } from 'kysely';
import type { ArticleDetail, ArticleListItem } from '../../contracts/api-shapes';
import type { ArticlesTable, Database } from '../../db/schema';
import { likeTerm } from '../../lib/like-term';
import { readPage, type PageInfo, type PageRequest } from '../../lib/paging';

// How the news articles are read, for /api/Article and for the article's server-rendered page alike, so the
// card both show is read from the same columns.

/** The four news categories live in dictionary type 6. */
const NEWS_DICTIONARY_TYPE = 6;

/** The articles joined with their news category (none when the category is not a news one). */
function articlesWithCategory(db: Kysely<Database>) {
  return db
    .selectFrom('articles')
    .leftJoin('categories', (join) => join.onRef('categories.id', '=', 'articles.category_id').on('categories.type', '=', NEWS_DICTIONARY_TYPE));
}

/** The columns of an article's card (the list and the random picks); its detail adds `articles.content`. */
const articleListColumns = [
  'articles.id',
  'articles.title',
  'articles.summary',
  'articles.author',
  'articles.publish_time',
  'articles.create_time',
  'articles.img_url',
  'articles.category_id',
  'articles.level',
  'categories.en_name as category_name',
] as const;

/** An article's card as articleListColumns reads it. */
type ArticleRow = Omit<ArticlesTable, 'content'> & { category_name: string | null };

function toArticle(row: ArticleRow): ArticleListItem {
  return {
    Id: row.id,
    Title: row.title,
    Summary: row.summary,
    Author: row.author,
    PublishTime: row.publish_time,
    CreateTime: row.create_time,
    ImgUrl: row.img_url,
    DictionaryId: row.category_id,
    EN_DictionaryName: row.category_name ?? '',
    Level: row.level,
  };
}

/** The search words as the query uses them, lower case: requests whose words read the same share one cached reply. */
export function normalizeKey(key: string | undefined): string {
  return likeTerm(key ?? '').toLowerCase();
}

/** What narrows the articles: `key` (title or summary, case-insensitive), `level` (at least) and the category. */
export interface ArticleFilters {
  key?: string;
  level?: number;
  categoryId?: number;
}

/** Articles joined with their category name, narrowed by `filters`. */
function articleQuery(db: Kysely<Database>, filters: ArticleFilters) {
  let query = articlesWithCategory(db);
  const key = normalizeKey(filters.key);
  if (key) {
    const pattern = `%${key}%`;
    // lower() on both sides: LIKE is case-insensitive on SQLite but not on PostgreSQL.
    query = query.where((eb) =>
      eb.or([eb(eb.fn('lower', ['articles.title']), 'like', pattern), eb(eb.fn('lower', ['articles.summary']), 'like', pattern)]),
    );
  }
  if (filters.level) query = query.where('articles.level', '>=', filters.level);
  if (filters.categoryId) query = query.where('articles.category_id', '=', filters.categoryId);
  return query;
}

export type ArticleRepository = ReturnType<typeof createArticleRepository>;

/** The news articles, in the shapes the /api/Article replies carry. */
export function createArticleRepository(db: Kysely<Database>) {
  return {
    /** The news categories (dictionary type 6). */
    categories(): Promise<{ id: number; en_name: string }[]> {
      return db.selectFrom('categories').select(['id', 'en_name']).where('type', '=', NEWS_DICTIONARY_TYPE).execute();
    },

    /** A page of the articles that pass `filters`, newest first. */
    async page(filters: ArticleFilters, request: PageRequest): Promise<PageInfo & { data: ArticleListItem[] }> {
      const found = await readPage(articleQuery(db, filters), request, (filtered) =>
        filtered.select(articleListColumns).orderBy('articles.publish_time', 'desc').orderBy('articles.id', 'desc'),
      );
      return { ...found, data: found.data.map(toArticle) };
    },

    /** The card of every article, newest first (the news list's order): the sitemap's articles and their dates. */
    async everyCard(): Promise<ArticleListItem[]> {
      const rows = await articleQuery(db, {})
        .select(articleListColumns)
        .orderBy('articles.publish_time', 'desc')
        .orderBy('articles.id', 'desc')
        .execute();
      return rows.map(toArticle);
    },

    /** Article `id` with its content; undefined when there is no such article. */
    async detail(id: number): Promise<ArticleDetail | undefined> {
      const row = await articleQuery(db, {})
        .select([...articleListColumns, 'articles.content'])
        .where('articles.id', '=', id)
        .executeTakeFirst();
      return row ? { ...toArticle(row), Content: row.content } : undefined;
    },

    /** The ids of the articles that pass `filters`, in id order. */
    async matchingIds(filters: ArticleFilters): Promise<number[]> {
      return (await articleQuery(db, filters).select('articles.id').orderBy('articles.id').execute()).map((row) => row.id);
    },

    /** The card of every article, by id. */
    async cardsById(): Promise<Record<string, ArticleListItem>> {
      const rows = await articleQuery(db, {}).select(articleListColumns).execute();
      return Object.fromEntries(rows.map((row) => [row.id, toArticle(row)])) as Record<string, ArticleListItem>;
    },
  };
}
