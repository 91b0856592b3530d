import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { badRequest, envelopeSchema, notFound, ok } from '../../../lib/envelope';
import { idParam, keyParam, optionalText, pageInfo, pageParam, pageSchema, pageSizeParam } from '../../../lib/schemas';

/** SPEC.md §7: the four news categories (dictionary type 6). */
export const NEWS_DICTIONARY_TYPE = 6;
/** SPEC.md §9: news page size 6. */
const NEWS_PAGE_SIZE = 6;
/** SPEC.md §9: random news 3 (amount 3, level 1). */
const RANDOM_DEFAULT_AMOUNT = 3;
const RANDOM_MAX_AMOUNT = 10;

const articleProperties = {
  Id: { type: 'integer' },
  Title: { type: 'string' },
  Summary: { type: 'string' },
  Author: { type: 'string' },
  PublishTime: { type: 'string' },
  CreateTime: { type: 'string' },
  ImgUrl: { type: 'string' },
  DictionaryId: { type: 'integer' },
  EN_DictionaryName: { type: 'string' },
  Level: { type: 'integer' },
} as const;
const articleSchema = { type: 'object', properties: articleProperties } as const;
const articleDetailSchema = { type: 'object', properties: { ...articleProperties, Content: { type: 'string' } } } as const;

const levelParam = { type: 'integer', minimum: 0, maximum: 9 } as const;

interface ArticleRow {
  id: number;
  title: string;
  summary: string;
  author: string;
  publish_time: string;
  create_time: string;
  img_url: string;
  category_id: number;
  level: number;
  category_name: string | null;
}

function toArticle(row: ArticleRow) {
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

/** Articles joined with their category name; `key` (title or summary, case-insensitive) and `level` (at least) narrow it. */
function articleQuery(db: Kysely<Database>, filters: { key?: string; level?: number; categoryId?: number }) {
  let query = db
    .selectFrom('articles')
    .leftJoin('categories', (join) => join.onRef('categories.id', '=', 'articles.category_id').on('categories.type', '=', NEWS_DICTIONARY_TYPE));
  // LIKE's wildcards and U+0000 (PostgreSQL text cannot hold it, so the query would fail) are dropped.
  const key = filters.key
    ?.trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '')
    .replaceAll('\u0000', '');
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

const listColumns = [
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

interface GetPageQuery {
  page: number;
  pageSize: number;
  key: string;
  level?: number;
  dictionaryId?: number;
  dictionaryName?: string;
}

interface RandomQuery {
  amount: number;
  level: number;
  key: string;
  excludeId?: number;
}

/** /api/Article: news articles (SPEC.md §7). */
const articleRoutes: FastifyPluginAsync = async (app) => {
  /** Resolves the category filter: dictionaryId 32..35 (0 or absent: every category), or a category's English name. */
  async function resolveCategory(dictionaryId: number | undefined, dictionaryName: string | undefined): Promise<number | undefined> {
    const categories = await app.db.selectFrom('categories').select(['id', 'en_name']).where('type', '=', NEWS_DICTIONARY_TYPE).execute();
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

  app.get<{ Querystring: GetPageQuery }>(
    '/GetPage_',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: pageParam,
            pageSize: pageSizeParam(50, NEWS_PAGE_SIZE),
            key: keyParam,
            level: levelParam,
            dictionaryId: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
            dictionaryName: optionalText(100),
          },
        },
        response: { 200: envelopeSchema(pageSchema(articleSchema)) },
      },
    },
    async (request) => {
      const { page, pageSize, key, level, dictionaryId, dictionaryName } = request.query;
      const categoryId = await resolveCategory(dictionaryId, dictionaryName);
      const filters = { key, level, categoryId };
      const { count } = await articleQuery(app.db, filters)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await articleQuery(app.db, filters)
        .select(listColumns)
        .orderBy('articles.publish_time', 'desc')
        .orderBy('articles.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return ok({ data: rows.map(toArticle), ...pageInfo(page, pageSize, Number(count)) });
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/GetDetailById',
    {
      schema: {
        querystring: { type: 'object', properties: { id: idParam }, required: ['id'] },
        response: { 200: envelopeSchema(articleDetailSchema) },
      },
    },
    async (request) => {
      const row = await articleQuery(app.db, {})
        .select([...listColumns, 'articles.content'])
        .where('articles.id', '=', request.query.id)
        .executeTakeFirst();
      if (!row) throw notFound(`There is no news article ${request.query.id}.`);
      return ok({ ...toArticle(row), Content: row.content });
    },
  );

  app.get<{ Querystring: RandomQuery }>(
    '/GetRandomArticleList',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            amount: { type: 'integer', minimum: 1, maximum: RANDOM_MAX_AMOUNT, default: RANDOM_DEFAULT_AMOUNT },
            level: { ...levelParam, default: 1 },
            key: keyParam,
            excludeId: idParam,
          },
        },
        response: { 200: envelopeSchema({ type: 'array', items: articleSchema }) },
      },
    },
    async (request, reply) => {
      const { amount, level, key, excludeId } = request.query;
      let candidates = articleQuery(app.db, { key, level }).select('articles.id');
      if (excludeId) candidates = candidates.where('articles.id', '!=', excludeId);
      const ids = (await candidates.execute()).map((row) => row.id);
      // Random in JS (Fisher-Yates over the ids): portable, and the candidate list is small.
      for (let index = ids.length - 1; index > 0; index -= 1) {
        const other = crypto.randomInt(index + 1);
        [ids[index], ids[other]] = [ids[other] as number, ids[index] as number];
      }
      const chosen = ids.slice(0, amount);
      reply.header('Cache-Control', 'no-store');
      if (chosen.length === 0) return ok([]);
      const rows = await articleQuery(app.db, {}).select(listColumns).where('articles.id', 'in', chosen).execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ok(
        chosen
          .map((id) => byId.get(id))
          .filter((row): row is ArticleRow => row !== undefined)
          .map(toArticle),
      );
    },
  );
};

export default articleRoutes;
