import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { ArticlesTable, Database } from '../../../db/schema';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { articleDetailSchema, articleListItemSchema, type ArticleDetail, type ArticleListItem } from '../../../contracts/api-shapes';
import { NEWS_PAGE_SIZE } from '../../../contracts/page-sizes';
import { badRequest, envelopeSchema, notFound, ok } from '../../../lib/envelope';
import { likeTerm } from '../../../lib/like-term';
import { readPage } from '../../../lib/paging';
import { articleListColumns, articlesWithCategory, NEWS_DICTIONARY_TYPE } from '../../../services/news/articles';
import { idParam, keyParam, optionalText, pagedSearchParams, pageSchema } from '../../../lib/schemas';

/** Random news picks 3 articles unless asked otherwise, by default from those of level 1 and up. */
const RANDOM_DEFAULT_AMOUNT = 3;
const RANDOM_MAX_AMOUNT = 10;

const levelParam = { type: 'integer', minimum: 0, maximum: 9 } as const;

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
function normalizeKey(key: string | undefined): string {
  return likeTerm(key ?? '').toLowerCase();
}

/** Articles joined with their category name; `key` (title or summary, case-insensitive) and `level` (at least) narrow it. */
function articleQuery(db: Kysely<Database>, filters: { key?: string; level?: number; categoryId?: number }) {
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

/**
 * Up to `amount` distinct ids of `ids` that `eligible` accepts, in random order, without copying a long list per
 * request: draws until enough are found (a few draws when almost every id is eligible, as with the news, where only
 * the article shown is left out), else shuffles the eligible ones (a partial Fisher-Yates with crypto.randomInt).
 */
function pickRandom(ids: readonly number[], amount: number, eligible: (id: number) => boolean): number[] {
  const picked = new Set<number>();
  for (let draw = 0; draw < amount * 4 && picked.size < amount && ids.length > amount * 2; draw += 1) {
    const id = ids[crypto.randomInt(ids.length)] as number;
    if (eligible(id)) picked.add(id);
  }
  if (picked.size === amount) return [...picked];
  const pool = ids.filter(eligible);
  const picks = Math.min(amount, pool.length);
  for (let index = 0; index < picks; index += 1) {
    const other = index + crypto.randomInt(pool.length - index);
    [pool[index], pool[other]] = [pool[other] as number, pool[index] as number];
  }
  return pool.slice(0, picks);
}

/** /api/Article: news articles. */
const articleRoutes: FastifyPluginAsync = async (app) => {
  // News changes only with a re-import: each list page, article and random-pick candidate list is kept until then.
  const replies = createContentReplies(app.db, { maxEntries: 2000 });

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
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pagedSearchParams(50, NEWS_PAGE_SIZE),
            level: levelParam,
            dictionaryId: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
            dictionaryName: optionalText(100),
          },
        },
        response: { 200: envelopeSchema(pageSchema(articleListItemSchema)) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, key, level, dictionaryId, dictionaryName } = request.query;
      // What selects the rows: an id wins over a name (resolveCategory), level 0 is no level, the words as normalised.
      const category = dictionaryId ? dictionaryId : (dictionaryName?.trim() ?? '');
      const cacheKey = JSON.stringify(['page', page, pageSize, normalizeKey(key), level ?? 0, category]);
      return replies.send(request, reply, cacheKey, async () => {
        const categoryId = await resolveCategory(dictionaryId, dictionaryName);
        const found = await readPage(articleQuery(app.db, { key, level, categoryId }), { page, pageSize }, (filtered) =>
          filtered.select(articleListColumns).orderBy('articles.publish_time', 'desc').orderBy('articles.id', 'desc'),
        );
        return ok({ ...found, data: found.data.map(toArticle) });
      });
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/GetDetailById',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: { type: 'object', properties: { id: idParam }, required: ['id'] },
        response: { 200: envelopeSchema(articleDetailSchema) },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, `detail${request.query.id}`, async () => {
        const row = await articleQuery(app.db, {})
          .select([...articleListColumns, 'articles.content'])
          .where('articles.id', '=', request.query.id)
          .executeTakeFirst();
        if (!row) throw notFound(`There is no news article ${request.query.id}.`);
        return ok<ArticleDetail>({ ...toArticle(row), Content: row.content });
      }),
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
        response: { 200: envelopeSchema({ type: 'array', items: articleListItemSchema }) },
      },
    },
    async (request, reply) => {
      const { amount, level, key, excludeId } = request.query;
      // The reply is a fresh pick every time, but what it picks from is a function of the content: the ids of the
      // candidates are kept per filter (the article a page shows is left out at pick time), the cards of every article
      // once, so only the pick runs per request and a flood of distinct filters keeps ids, not copies of the news.
      const [ids, cards] = await Promise.all([
        replies.value(JSON.stringify(['random', level, normalizeKey(key)]), async () =>
          (await articleQuery(app.db, { key, level }).select('articles.id').orderBy('articles.id').execute()).map((row) => row.id),
        ),
        replies.value('cards', async () => {
          const rows = await articleQuery(app.db, {}).select(articleListColumns).execute();
          return Object.fromEntries(rows.map((row) => [row.id, toArticle(row)])) as Record<string, ArticleListItem>;
        }),
      ]);
      const chosen = pickRandom(ids, amount, (id) => id !== excludeId && cards[id] !== undefined);
      reply.header('Cache-Control', 'no-store');
      return ok(chosen.map((id) => cards[id] as ArticleListItem));
    },
  );
};

export default articleRoutes;
