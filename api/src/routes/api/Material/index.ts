import type { FastifyPluginAsync } from 'fastify';
import { materialSchema } from '../../../contracts/api-shapes';
import { DOCUMENT_PAGE_SIZE, VIDEO_PAGE_SIZE } from '../../../contracts/page-sizes';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { badRequest, envelopeSchema, ok } from '../../../lib/envelope';
import { keyParam, optionalText, pageParam, pageSchema } from '../../../lib/schemas';
import { MATERIAL_FILE_TYPE, type MaterialFileType } from '../../../contracts/content-ids';
import { keywordCacheKey, parseMaterialKeyword } from '../../../services/support/material-keywords';
import { createMaterialRepository } from '../../../services/support/material-repository';

/** Unless the call asks for another size, a page holds 10 documents or 9 videos. */
const DEFAULT_PAGE_SIZE: Record<MaterialFileType, number> = {
  [MATERIAL_FILE_TYPE.video]: VIDEO_PAGE_SIZE,
  [MATERIAL_FILE_TYPE.document]: DOCUMENT_PAGE_SIZE,
};
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

/** Parses "70,72, 75" into distinct ids; the schema's pattern has already refused anything else. */
function parseIdList(value: string | undefined): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map(Number),
    ),
  ];
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
      const { fileType, page, key } = request.query;
      const pageSize = request.query.PageSize ?? request.query.pageSize ?? DEFAULT_PAGE_SIZE[fileType];
      const what = fileType === MATERIAL_FILE_TYPE.document ? 'document type' : 'video category';

      if ((request.query.dictionaryId ?? '').split(',').length > MAX_FILTER_IDS)
        throw badRequest(`dictionaryId lists at most ${MAX_FILTER_IDS} ids.`);
      const ids = parseIdList(request.query.dictionaryId);
      const name = request.query.dictionaryName?.trim() ?? '';
      // A key of only spaces is no key; any other is read into tokens of letters and digits (material-keywords.ts).
      const keyword = key.trim() === '' ? undefined : parseMaterialKeyword(key);
      // What selects the rows (and words any 400): a name only counts without ids.
      const cacheKey = JSON.stringify([fileType, page, pageSize, keywordCacheKey(keyword), ids, ids.length > 0 ? '' : name]);
      return replies.send(request, reply, cacheKey, async () => {
        const known = await materials.categories(fileType);
        const knownIds = new Set(known.map((row) => row.id));
        const unknown = ids.find((id) => !knownIds.has(id));
        if (unknown !== undefined) throw badRequest(`dictionaryId ${unknown} is not a ${what}.`);
        let filterIds = ids;
        if (filterIds.length === 0 && name !== '') {
          const byName = known.find((row) => row.en_name.toLowerCase() === name.toLowerCase());
          if (!byName) throw badRequest(`dictionaryName "${name}" is not a ${what}.`);
          filterIds = [byName.id];
        }

        return ok(await materials.page(fileType, { categoryIds: filterIds, keyword }, { page, pageSize }));
      });
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
