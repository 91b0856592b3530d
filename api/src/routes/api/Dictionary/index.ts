import type { FastifyPluginAsync } from 'fastify';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { categoryTreeSchema } from '../../../contracts/api-shapes';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { createDictionaryRepository } from '../../../services/site-content/dictionary-repository';

/** The dictionary types served: 1 product categories, 4 video categories, 5 document types. */
const DICTIONARY_TYPES = [1, 4, 5] as const;

/** /api/Dictionary: category trees. */
const dictionaryRoutes: FastifyPluginAsync = async (app) => {
  const dictionary = createDictionaryRepository(app.db);

  // The mega menu of every page asks this: one tree per type, kept serialised until the content is re-imported.
  const replies = createContentReplies(app.db, { maxEntries: DICTIONARY_TYPES.length });

  app.get<{ Querystring: { type: 1 | 4 | 5 } }>(
    '/GetCategoryByType',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: {
          type: 'object',
          properties: { type: { type: 'integer', enum: [...DICTIONARY_TYPES] } },
          required: ['type'],
        },
        response: { 200: envelopeSchema(categoryTreeSchema) },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, String(request.query.type), async () => ok(await dictionary.categoryTree(request.query.type))),
  );
};

export default dictionaryRoutes;
