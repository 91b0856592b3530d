import type { FastifyPluginAsync } from 'fastify';
import { notFound, ok } from '../../../lib/envelope';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { parseFilters } from '../../../services/catalogue/product-filters';
import { createProductRepository } from '../../../services/catalogue/product-repository';
import {
  LIST_PAGE_SIZE,
  getInfoByIdSchema,
  getListSchema,
  getPageSchema,
  getProductListByTopSchema,
  getProductTagItemSchema,
  type GetListQuery,
  type GetProductTagItemQuery,
  type GetPageQuery,
} from './schemas';

/** Distinct replies kept per process (a few KB each). */
const MAX_CACHED_REPLIES = 2000;

/** /api/Product: the catalogue reads. */
const productRoutes: FastifyPluginAsync = async (app) => {
  const products = createProductRepository(app.db);

  // Catalogue reads are pure functions of the seeded content: each distinct query's reply is kept
  // serialised until the content hash the seeder stores changes (see lib/content-replies.ts).
  const replies = createContentReplies(app.db, {
    maxEntries: MAX_CACHED_REPLIES,
    onInvalidate: () => products.forgetTagCatalogue(),
  });

  app.get<{ Querystring: GetProductTagItemQuery }>(
    '/GetProductTagItem',
    { ...CACHED_READ_ROUTE, schema: getProductTagItemSchema },
    async (request, reply) =>
      replies.send(request, reply, `GetProductTagItem${request.query.type ?? ''}`, async () => ok(await products.tagsAndItems(request.query.type))),
  );

  app.get<{ Querystring: GetPageQuery }>('/GetPage', { ...CACHED_READ_ROUTE, schema: getPageSchema }, async (request, reply) =>
    replies.send(request, reply, `GetPage${JSON.stringify(request.query)}`, async () => {
      const { page, pageSize, type } = request.query;
      const filters = parseFilters(request.query, await products.tagCatalogue(), type);
      return ok(await products.filteredPage(filters, type, { page, pageSize }));
    }),
  );

  app.get<{ Querystring: GetListQuery }>('/GetPage_', { ...CACHED_READ_ROUTE, schema: getListSchema }, async (request, reply) =>
    replies.send(request, reply, `GetPage_${JSON.stringify(request.query)}`, async () => {
      const { page, dictionaryId, hideDiscontinued } = request.query;
      const pageSize = request.query.PageSize ?? request.query.pageSize ?? LIST_PAGE_SIZE;
      const list = await products.subCategoryPage(dictionaryId, { page, pageSize }, { hideDiscontinued: hideDiscontinued === 1 });
      if (!list) throw notFound(`There is no product sub category with id ${dictionaryId}.`);
      return ok(list);
    }),
  );

  app.get<{ Querystring: { id: number } }>('/GetInfoById', { ...CACHED_READ_ROUTE, schema: getInfoByIdSchema }, async (request, reply) =>
    replies.send(request, reply, `GetInfoById${request.query.id}`, async () => {
      const { id } = request.query;
      const product = await products.detail(id);
      if (!product) throw notFound(`There is no product with id ${id}.`);
      return ok(product);
    }),
  );

  app.get<{ Querystring: { pageSize: number } }>(
    '/GetProductListByTop',
    { ...CACHED_READ_ROUTE, schema: getProductListByTopSchema },
    async (request, reply) =>
      replies.send(request, reply, `GetProductListByTop${request.query.pageSize}`, async () =>
        ok(await products.topProducts(request.query.pageSize)),
      ),
  );
};

export default productRoutes;
