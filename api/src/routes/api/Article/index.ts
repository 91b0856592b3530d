import type { FastifyPluginAsync } from 'fastify';
import type { ArticleListItem } from '../../../contracts/api-shapes';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { badRequest, notFound, ok } from '../../../lib/envelope';
import { createArticleRepository, normalizeKey } from '../../../services/news/article-repository';
import { pickRandom } from '../../../services/news/random-pick';
import { getDetailByIdSchema, getPageSchema, getRandomArticleListSchema, type GetPageQuery, type RandomQuery } from './schemas';

/** /api/Article: news articles. */
const articleRoutes: FastifyPluginAsync = async (app) => {
  // News changes only with a re-import: each list page, article and random-pick candidate list is kept until then.
  const replies = createContentReplies(app.db, { maxEntries: 2000 });
  const articles = createArticleRepository(app.db);

  /** Resolves the category filter: dictionaryId 32..35 (0 or absent: every category), or a category's English name. */
  async function resolveCategory(dictionaryId: number | undefined, dictionaryName: string | undefined): Promise<number | undefined> {
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

  app.get<{ Querystring: GetPageQuery }>('/GetPage_', { ...CACHED_READ_ROUTE, schema: getPageSchema }, async (request, reply) => {
    const { page, pageSize, key, level, dictionaryId, dictionaryName } = request.query;
    // What selects the rows: an id wins over a name (resolveCategory), level 0 is no level, the words as normalised.
    const category = dictionaryId ? dictionaryId : (dictionaryName?.trim() ?? '');
    const cacheKey = JSON.stringify(['page', page, pageSize, normalizeKey(key), level ?? 0, category]);
    return replies.send(request, reply, cacheKey, async () => {
      const categoryId = await resolveCategory(dictionaryId, dictionaryName);
      return ok(await articles.page({ key, level, categoryId }, { page, pageSize }));
    });
  });

  app.get<{ Querystring: { id: number } }>('/GetDetailById', { ...CACHED_READ_ROUTE, schema: getDetailByIdSchema }, async (request, reply) =>
    replies.send(request, reply, `detail${request.query.id}`, async () => {
      const article = await articles.detail(request.query.id);
      if (!article) throw notFound(`There is no news article ${request.query.id}.`);
      return ok(article);
    }),
  );

  app.get<{ Querystring: RandomQuery }>('/GetRandomArticleList', { schema: getRandomArticleListSchema }, async (request, reply) => {
    const { amount, level, key, excludeId } = request.query;
    // The reply is a fresh pick every time, but what it picks from is a function of the content: the ids of the
    // candidates are kept per filter (the article a page shows is left out at pick time), the cards of every article
    // once, so only the pick runs per request and a flood of distinct filters keeps ids, not copies of the news.
    const [ids, cards] = await Promise.all([
      replies.value(JSON.stringify(['random', level, normalizeKey(key)]), () => articles.matchingIds({ key, level })),
      replies.value('cards', () => articles.cardsById()),
    ]);
    const chosen = pickRandom(ids, amount, (id) => id !== excludeId && cards[id] !== undefined);
    reply.header('Cache-Control', 'no-store');
    return ok(chosen.map((id) => cards[id] as ArticleListItem));
  });
};

export default articleRoutes;
