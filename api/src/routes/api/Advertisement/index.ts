import type { FastifyPluginAsync } from 'fastify';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { advertisementSchema, type Advertisement } from '../../../contracts/api-shapes';
import { badRequest, envelopeSchema, ok } from '../../../lib/envelope';
import { likeTerm } from '../../../lib/like-term';
import { readPage } from '../../../lib/paging';
import { idParam, optionalText, pagedSearchParams, pageSchema } from '../../../lib/schemas';

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
      // lower() on both sides because LIKE ignores case on SQLite but not on PostgreSQL. dictionaryName and type are
      // accepted (the old clients send them) but select nothing, so they are not part of the key.
      const term = likeTerm(key);
      return replies.send(request, reply, JSON.stringify([dictionaryId, page, pageSize, term]), async () => {
        const known = await app.db.selectFrom('advertisements').select('id').where('dictionary_id', '=', dictionaryId).limit(1).executeTakeFirst();
        if (!known) throw badRequest(`dictionaryId ${dictionaryId} is not a banner placement.`);

        let query = app.db.selectFrom('advertisements').where('dictionary_id', '=', dictionaryId);
        if (term) query = query.where((eb) => eb(eb.fn('lower', ['title']), 'like', eb.fn<string>('lower', [eb.val(`%${term}%`)])));
        const found = await readPage(query, { page, pageSize }, (filtered) =>
          filtered.select(['id', 'title', 'image_url', 'link_url', 'summary']).orderBy('sort').orderBy('id'),
        );
        return ok({
          ...found,
          data: found.data.map((row): Advertisement => ({
            Id: row.id,
            Title: row.title,
            ImageUrl: row.image_url,
            LinkUrl: row.link_url,
            Summary: row.summary,
          })),
        });
      });
    },
  );
};

export default advertisementRoutes;
