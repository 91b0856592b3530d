import type { FastifyPluginAsync } from 'fastify';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { categoryTreeSchema, type Category, type CategoryTree } from '../../../contracts/api-shapes';
import { envelopeSchema, ok } from '../../../lib/envelope';

/** The dictionary types served: 1 product categories, 4 video categories, 5 document types. */
export const DICTIONARY_TYPES = [1, 4, 5] as const;

/** /api/Dictionary: category trees. */
const dictionaryRoutes: FastifyPluginAsync = async (app) => {
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
      replies.send(request, reply, String(request.query.type), async () => {
        const rows = await app.db
          .selectFrom('categories')
          .select(['id', 'pid', 'en_name', 'cn_name', 'image_url', 'description', 'introduction'])
          .where('type', '=', request.query.type)
          .orderBy('sort')
          .orderBy('id')
          .execute();
        const toCategory = (row: (typeof rows)[number]): Category => ({
          Id: row.id,
          EN_Name: row.en_name,
          CN_Name: row.cn_name,
          ImageUrl: row.image_url,
          Pid: row.pid,
          Description: row.description,
          Introduction: row.introduction,
        });
        return ok<CategoryTree>({
          Category: rows.filter((row) => row.pid === 0).map(toCategory),
          SubCategory: rows.filter((row) => row.pid !== 0).map(toCategory),
        });
      }),
  );
};

export default dictionaryRoutes;
