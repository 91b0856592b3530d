import type { FastifyPluginAsync } from 'fastify';
import { materialSchema, type Material } from '../../../contracts/api-shapes';
import { DOCUMENT_PAGE_SIZE, VIDEO_PAGE_SIZE } from '../../../contracts/page-sizes';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { badRequest, envelopeSchema, ok } from '../../../lib/envelope';
import { likeTerm } from '../../../lib/like-term';
import { readPage } from '../../../lib/paging';
import { keyParam, optionalText, pageParam, pageSchema } from '../../../lib/schemas';

/** fileType: 1 videos, 2 documents; each lives in its own dictionary type (4 video categories, 5 document types). */
export const MATERIAL_FILE_TYPES = { video: 1, document: 2 } as const;
const DICTIONARY_TYPE_OF: Record<number, number> = { 1: 4, 2: 5 };
/** Unless the call asks for another size, a page holds 10 documents or 9 videos. */
const DEFAULT_PAGE_SIZE: Record<number, number> = { 1: VIDEO_PAGE_SIZE, 2: DOCUMENT_PAGE_SIZE };
const MAX_PAGE_SIZE = 50;
const MAX_FILTER_IDS = 20;

interface GetPageListQuery {
  fileType: 1 | 2;
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

  const selectMaterials = () =>
    app.db
      .selectFrom('materials')
      .innerJoin('attachments', 'attachments.id', 'materials.attachment_id')
      .innerJoin('categories', 'categories.id', 'materials.category_id')
      .leftJoin('products', 'products.id', 'materials.product_id');

  const columns = [
    'materials.id as id',
    'materials.file_type as fileType',
    'materials.title as title',
    'materials.summary as summary',
    'materials.category_id as categoryId',
    'categories.en_name as categoryName',
    'materials.attachment_id as attachmentId',
    'attachments.file_name as fileName',
    'attachments.storage_path as storagePath',
    'attachments.content_type as contentType',
    'attachments.size as size',
    'attachments.public as isPublic',
    'materials.image_url as imageUrl',
    'materials.publish_time as publishTime',
    'materials.product_id as productId',
    'materials.product_name as productName',
    'products.name as catalogueName',
  ] as const;

  interface Row {
    id: number;
    fileType: number;
    title: string;
    summary: string;
    categoryId: number;
    categoryName: string;
    attachmentId: number;
    fileName: string;
    storagePath: string;
    contentType: string;
    size: number;
    isPublic: number;
    imageUrl: string;
    publishTime: string;
    productId: number | null;
    productName: string;
    catalogueName: string | null;
  }

  const toMaterial = (row: Row): Material => ({
    Id: row.id,
    Title: row.title,
    Summary: row.summary,
    DictionaryId: row.categoryId,
    DictionaryName: row.categoryName,
    AttachmentId: row.attachmentId,
    AttachmentName: row.fileName,
    // Only public files (videos) have an address; a document's address is a signed link made per request.
    AttachmentUrl: row.isPublic === 1 ? `/media/${row.storagePath}` : '',
    ImageUrl: row.imageUrl,
    ContentType: row.contentType,
    FileSize: Number(row.size),
    PublishTime: row.publishTime,
    ProductId: row.productId,
    ProductName: row.catalogueName ?? row.productName,
  });

  app.get<{ Querystring: GetPageListQuery }>(
    '/GetPageList',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            fileType: { type: 'integer', enum: [MATERIAL_FILE_TYPES.video, MATERIAL_FILE_TYPES.document] },
            page: pageParam,
            PageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
            pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
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
      const pageSize = request.query.PageSize ?? request.query.pageSize ?? DEFAULT_PAGE_SIZE[fileType] ?? 10;
      const dictionaryType = DICTIONARY_TYPE_OF[fileType];
      const what = fileType === MATERIAL_FILE_TYPES.document ? 'document type' : 'video category';

      if ((request.query.dictionaryId ?? '').split(',').length > MAX_FILTER_IDS)
        throw badRequest(`dictionaryId lists at most ${MAX_FILTER_IDS} ids.`);
      const ids = parseIdList(request.query.dictionaryId);
      const name = request.query.dictionaryName?.trim() ?? '';
      const term = likeTerm(key);
      // What selects the rows (and words any 400): a name only counts without ids.
      const cacheKey = JSON.stringify([fileType, page, pageSize, term, ids, ids.length > 0 ? '' : name]);
      return replies.send(request, reply, cacheKey, async () => {
        const known = await app.db
          .selectFrom('categories')
          .select(['id', 'en_name'])
          .where('type', '=', dictionaryType ?? 0)
          .execute();
        const knownIds = new Set(known.map((row) => row.id));
        const unknown = ids.find((id) => !knownIds.has(id));
        if (unknown !== undefined) throw badRequest(`dictionaryId ${unknown} is not a ${what}.`);
        let filterIds = ids;
        if (filterIds.length === 0 && name !== '') {
          const byName = known.find((row) => row.en_name.toLowerCase() === name.toLowerCase());
          if (!byName) throw badRequest(`dictionaryName "${name}" is not a ${what}.`);
          filterIds = [byName.id];
        }

        let query = selectMaterials().where('materials.file_type', '=', fileType);
        if (filterIds.length > 0) query = query.where('materials.category_id', 'in', filterIds);
        if (term) {
          // lower() on both sides: LIKE ignores case on SQLite but not on PostgreSQL.
          query = query.where((eb) => {
            const pattern = eb.fn<string>('lower', [eb.val(`%${term}%`)]);
            return eb.or([eb(eb.fn('lower', ['materials.title']), 'like', pattern), eb(eb.fn('lower', ['materials.summary']), 'like', pattern)]);
          });
        }

        const found = await readPage(query, { page, pageSize }, (filtered) =>
          filtered
            .select([...columns])
            .orderBy('materials.sort')
            .orderBy('materials.id'),
        );
        return ok({ ...found, data: (found.data as Row[]).map(toMaterial) });
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
      replies.send(request, reply, `top${request.query.pageSize}`, async () => {
        // The featured videos carry the lowest sort values (see the support seeder), so "top" is the head of the video list.
        const rows = (await selectMaterials()
          .select([...columns])
          .where('materials.file_type', '=', MATERIAL_FILE_TYPES.video)
          .orderBy('materials.sort')
          .orderBy('materials.id')
          .limit(request.query.pageSize)
          .execute()) as Row[];
        return ok(rows.map(toMaterial));
      }),
  );
};

export default materialRoutes;
