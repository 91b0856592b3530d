import type { FastifyPluginAsync } from 'fastify';
import type { ArticleListItem } from '../../../contracts/api-shapes';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { ok } from '../../../lib/envelope';
import { articlePageKey, readArticle, readArticlePage } from '../../../services/news/article-reads';
import { createArticleRepository, normalizeKey } from '../../../services/news/article-repository';
import { pickRandom } from '../../../services/news/random-pick';
import { getDetailByIdSchema, getPageSchema, getRandomArticleListSchema, type GetPageQuery, type RandomQuery } from './schemas';

/** /api/Article: news articles. */
const articleRoutes: FastifyPluginAsync = async (app) => {
  // News changes only with a re-import: each list page, article and random-pick candidate list is kept until then.
  const replies = createContentReplies(app.db, { maxEntries: 2000 });
  const articles = createArticleRepository(app.db);

  app.get<{ Querystring: GetPageQuery }>('/GetPage_', { ...CACHED_READ_ROUTE, schema: getPageSchema }, async (request, reply) =>
    replies.send(request, reply, articlePageKey(request.query), async () => ok(await readArticlePage(articles, request.query))),
  );

  app.get<{ Querystring: { id: number } }>('/GetDetailById', { ...CACHED_READ_ROUTE, schema: getDetailByIdSchema }, async (request, reply) =>
    replies.send(request, reply, `detail${request.query.id}`, async () => ok(await readArticle(articles, request.query.id))),
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
