import type { FastifyPluginAsync } from 'fastify';
import { normaliseAdvisoryId } from '../../../contracts/security-advisories';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { badRequest, notFound, ok } from '../../../lib/envelope';
import { createAdvisoryRepository } from '../../../services/advisories/advisory-repository';
import { getByProductSchema, getInfoByIdSchema, getListSchema } from './schemas';

/** /api/SecurityAdvisory: the product security advisories (the list, one advisory, those of one product). */
const securityAdvisoryRoutes: FastifyPluginAsync = async (app) => {
  const advisories = createAdvisoryRepository(app.db);
  // Advisories change only with a re-import of the content: each reply is kept serialised until then.
  const replies = createContentReplies(app.db, { maxEntries: 500 });

  app.get('/GetList', { ...CACHED_READ_ROUTE, schema: getListSchema }, async (request, reply) =>
    replies.send(request, reply, 'GetList', async () => ok(await advisories.list())),
  );

  app.get<{ Querystring: { id: string } }>('/GetInfoById', { ...CACHED_READ_ROUTE, schema: getInfoByIdSchema }, async (request, reply) => {
    const id = normaliseAdvisoryId(request.query.id);
    if (!id) throw badRequest('An advisory id looks like FL-SA-2026-003.');
    return replies.send(request, reply, `GetInfoById${id}`, async () => {
      const advisory = await advisories.byId(id);
      if (!advisory) throw notFound(`There is no security advisory ${id}.`);
      return ok(advisory);
    });
  });

  app.get<{ Querystring: { productId: number } }>('/GetByProduct', { ...CACHED_READ_ROUTE, schema: getByProductSchema }, async (request, reply) =>
    replies.send(request, reply, `GetByProduct${request.query.productId}`, async () => {
      const { productId } = request.query;
      const list = await advisories.byProduct(productId);
      if (!list) throw notFound(`There is no product with id ${productId}.`);
      return ok(list);
    }),
  );
};

export default securityAdvisoryRoutes;
