import type { FastifyPluginAsync } from 'fastify';
import { searchReplySchema, type SearchReply, type SearchResult } from '../../../contracts/api-shapes';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { pageInfo } from '../../../lib/paging';
import { keyParam, pageParam, pageSizeParam } from '../../../lib/schemas';
import { createSearchReplyCache } from '../../../search/search-cache';
import { CACHED_READ_ROUTE, sendCachedReply } from '../../../lib/send-cached-reply';
import { searchEngine, type MatchMode, type SearchDataType, type SearchHit } from '../../../search/search-engine';
import { excerpt, parseKey, type ParsedKey } from '../../../search/text';

/** The search's `type` values and the DataType of their results. */
const CONTENT_TYPES = { products: 'product', solutions: 'solution', supports: 'support', news: 'news' } as const satisfies Record<
  string,
  SearchDataType
>;
type ContentType = keyof typeof CONTENT_TYPES;

/** Summaries are plain text cut near this length; the page shows them as text. */
const SUMMARY_LENGTH = 300;

/** Results change only when the content is re-imported; a minute in the browser's cache absorbs back-and-forth paging. */
const CACHE_CONTROL = 'public, max-age=60';

const EMPTY_COUNTS: SearchReply['Counts'] = { products: 0, solutions: 0, supports: 0, news: 0 };

interface SearchQuery {
  key: string;
  page: number;
  pageSize: number;
  type: ContentType;
}

/**
 * A support result carries what its Download needs (a support result has a Download button): a document its
 * AttachmentId, for the signed link of RegUser/DownloadFile; a video, whose file is public, its AttachmentUrl.
 */
function toResult(hit: SearchHit, videoUrls: ReadonlyMap<number, string>): SearchResult {
  return {
    Id: hit.refId,
    Title: hit.title,
    Summary: excerpt(hit.summary, SUMMARY_LENGTH),
    DataType: hit.dataType,
    ...(hit.dataType === 'support' ? { AttachmentId: hit.attachmentId, AttachmentUrl: videoUrls.get(hit.refId) ?? '' } : {}),
  };
}

/** GET /api/WebSite/Search: ranked full-text search over products, solutions, support material and news, with the count of each type. */
const searchRoutes: FastifyPluginAsync = async (app) => {
  const engine = searchEngine(app.dbDialect);
  // Whole replies, serialised once: a popular search costs a lookup and a write.
  const cache = createSearchReplyCache(app.db);

  /** The public file address of each of these materials that has one (the videos), by material id. */
  async function publicFileUrls(materialIds: number[]): Promise<Map<number, string>> {
    if (materialIds.length === 0) return new Map();
    const rows = await app.db
      .selectFrom('materials')
      .innerJoin('attachments', 'attachments.id', 'materials.attachment_id')
      .select(['materials.id as id', 'attachments.storage_path as storagePath'])
      .where('materials.id', 'in', materialIds)
      .where('attachments.public', '=', 1)
      .execute();
    return new Map(rows.map((row) => [row.id, `/media/${row.storagePath}`]));
  }

  async function search(key: ParsedKey, dataType: SearchDataType, page: number, pageSize: number): Promise<SearchReply> {
    let mode: MatchMode = 'all';
    let counts = await engine.counts(app.db, key, mode);
    const total = counts.product + counts.solution + counts.support + counts.news;
    // Nothing has every word: show what has any of them rather than an empty page.
    if (total === 0 && key.tokens.length > 1) {
      mode = 'any';
      counts = await engine.counts(app.db, key, mode);
    }
    const dataCount = counts[dataType];
    const offset = (page - 1) * pageSize;
    const hits = offset < dataCount ? await engine.page(app.db, key, mode, dataType, pageSize, offset) : [];
    const videoUrls = await publicFileUrls(hits.filter((hit) => hit.dataType === 'support' && hit.attachmentId === 0).map((hit) => hit.refId));
    return {
      Data: { data: hits.map((hit) => toResult(hit, videoUrls)), ...pageInfo(page, pageSize, dataCount) },
      Counts: { products: counts.product, solutions: counts.solution, supports: counts.support, news: counts.news },
    };
  }

  app.get<{ Querystring: SearchQuery }>(
    '/Search',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            key: keyParam,
            page: pageParam,
            pageSize: pageSizeParam(50, 10),
            type: { type: 'string', enum: Object.keys(CONTENT_TYPES), default: 'products' },
          },
        },
        response: { 200: envelopeSchema(searchReplySchema) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, type } = request.query;
      const key = parseKey(request.query.key);
      if (key.tokens.length === 0) return ok<SearchReply>({ Data: { data: [], ...pageInfo(page, pageSize, 0) }, Counts: EMPTY_COUNTS });
      const cacheKey = JSON.stringify([key.tokens, key.compact ?? '', type, page, pageSize]);
      const cached = await cache.get(cacheKey, async () => ok(await search(key, CONTENT_TYPES[type], page, pageSize)));
      return sendCachedReply(request, reply, cached, CACHE_CONTROL);
    },
  );
};

export default searchRoutes;
