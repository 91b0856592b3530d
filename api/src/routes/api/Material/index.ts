import type { FastifyPluginAsync } from 'fastify';
import { materialSchema } from '../../../contracts/api-shapes';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { badRequest, envelopeSchema, ok } from '../../../lib/envelope';
import { keyParam, optionalText, pageParam, pageSchema } from '../../../lib/schemas';
import { MATERIAL_FILE_TYPE, type MaterialFileType } from '../../../contracts/content-ids';
import { materialPageKey, materialPageRequest, readMaterialPage } from '../../../services/support/material-page';
import { createMaterialRepository } from '../../../services/support/material-repository';

const MAX_PAGE_SIZE = 50;
const MAX_FILTER_IDS = 20;

interface GetPageListQuery {
  fileType: MaterialFileType;
  page: number;
  PageSize?: number;
  pageSize?: number;
  key: string;
  dictionaryId?: string;
  dictionaryName?: string;
}

/** /api/Material: support documents and videos. Documents never carry a public URL: they are reached through RegUser/DownloadFile. */
const materialRoutes: FastifyPluginAsync = async (app) => {
  // Support material changes only with a re-import: each filtered page is kept serialised until then. Documents carry
  // no address in these replies (signed links are made per request by RegUser/DownloadFile), so nothing kept is personal.
  const replies = createContentReplies(app.db, { maxEntries: 2000 });
  const materials = createMaterialRepository(app.db);

  app.get<{ Querystring: GetPageListQuery }>(
    '/GetPageList',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            fileType: { type: 'integer', enum: [MATERIAL_FILE_TYPE.video, MATERIAL_FILE_TYPE.document] },
            page: pageParam,
            PageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
            pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
            // Words of the title, model, product name, type or summary; the support page's keyword.
            key: keyParam,
            // One id or a comma-separated list (the Type checkboxes); empty means every type.
            dictionaryId: { type: 'string', maxLength: 200, pattern: '^\\s*(\\d{1,9}\\s*(,\\s*\\d{1,9}\\s*)*)?$' },
            dictionaryName: optionalText(100),
          },
          required: ['fileType'],
        },
        response: { 200: envelopeSchema(pageSchema(materialSchema)) },
      },
    },
    async (request, reply) => {
      if ((request.query.dictionaryId ?? '').split(',').length > MAX_FILTER_IDS)
        throw badRequest(`dictionaryId lists at most ${MAX_FILTER_IDS} ids.`);
      const pageRequest = materialPageRequest({ ...request.query, pageSize: request.query.PageSize ?? request.query.pageSize });
      return replies.send(request, reply, materialPageKey(pageRequest), async () => ok(await readMaterialPage(materials, pageRequest)));
    },
  );

  app.get<{ Querystring: { pageSize: number } }>(
    '/GetListByTop',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: { type: 'object', properties: { pageSize: { type: 'integer', minimum: 1, maximum: 20, default: 1 } } },
        response: { 200: envelopeSchema({ type: 'array', items: materialSchema }) },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, `top${request.query.pageSize}`, async () => ok(await materials.topVideos(request.query.pageSize))),
  );
};

export default materialRoutes;
