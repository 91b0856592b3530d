import type { FastifyPluginAsync } from 'fastify';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { advertisementSchema } from '../../../contracts/api-shapes';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { likeTerm } from '../../../lib/like-term';
import { idParam, optionalText, pagedSearchParams, pageSchema } from '../../../lib/schemas';
import { createAdvertisementRepository, readBannerPage } from '../../../services/site-content/advertisement-repository';

interface GetPageQuery {
  page: number;
  pageSize: number;
  key: string;
  dictionaryId: number;
  dictionaryName?: string;
  type?: string;
}

/** /api/Advertisement: banners by the dictionary id of the page that shows them. */
const advertisementRoutes: FastifyPluginAsync = async (app) => {
  const advertisements = createAdvertisementRepository(app.db);

  // Every page shows a banner from here; banners change only with a re-import, so each placement's page is kept.
  const replies = createContentReplies(app.db, { maxEntries: 500 });

  app.get<{ Querystring: GetPageQuery }>(
    '/GetPage',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pagedSearchParams(50, 3),
            dictionaryId: idParam,
            dictionaryName: optionalText(100),
            type: optionalText(20),
          },
          required: ['dictionaryId'],
        },
        response: { 200: envelopeSchema(pageSchema(advertisementSchema)) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, key, dictionaryId } = request.query;
      // dictionaryName and type are accepted (the old clients send them) but select nothing, so they are not part of
      // the key.
      return replies.send(request, reply, JSON.stringify([dictionaryId, page, pageSize, likeTerm(key)]), async () =>
        ok(await readBannerPage(advertisements, { dictionaryId, key, page, pageSize })),
      );
    },
  );
};

export default advertisementRoutes;
