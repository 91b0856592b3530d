import type { FastifyPluginAsync } from 'fastify';
import { searchReplySchema, type SearchReply } from '../../../contracts/api-shapes';
import { siteSearchReplyExtraProperties } from '../../../contracts/site-search';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { pageInfo } from '../../../lib/paging';
import { keyParam, pageParam, pageSizeParam } from '../../../lib/schemas';
import { createSearchReplyCache } from '../../../search/search-cache';
import { CACHED_READ_ROUTE, sendCachedReply } from '../../../lib/send-cached-reply';
import type { SearchDataType } from '../../../search/search-engine';
import { createSearchRepository } from '../../../search/search-repository';
import { parseKey } from '../../../search/text';

/** The search's `type` values and the DataType of their results. */
const CONTENT_TYPES = { products: 'product', solutions: 'solution', supports: 'support', news: 'news' } as const satisfies Record<
  string,
  SearchDataType
>;
type ContentType = keyof typeof CONTENT_TYPES;

/** Results change only when the content is re-imported; a minute in the browser's cache absorbs back-and-forth paging. */
const CACHE_CONTROL = 'public, max-age=60';

/** The reply as serialised: the shared search reply with its optional BestType and Suggestion. */
const siteSearchReplySchema = {
  ...searchReplySchema,
  properties: { ...searchReplySchema.properties, ...siteSearchReplyExtraProperties },
} as const;

const EMPTY_COUNTS: SearchReply['Counts'] = { products: 0, solutions: 0, supports: 0, news: 0 };

interface SearchQuery {
  key: string;
  page: number;
  pageSize: number;
  type: ContentType;
}

/** GET /api/WebSite/Search: ranked full-text search over products, solutions, support material and news, with the count of each type. */
const searchRoutes: FastifyPluginAsync = async (app) => {
  const search = createSearchRepository(app.db, app.dbDialect);
  // Whole replies, serialised once: a popular search costs a lookup and a write.
  const cache = createSearchReplyCache(app.db);

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
        response: { 200: envelopeSchema(siteSearchReplySchema) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, type } = request.query;
      const key = parseKey(request.query.key);
      if (key.tokens.length === 0) return ok<SearchReply>({ Data: { data: [], ...pageInfo(page, pageSize, 0) }, Counts: EMPTY_COUNTS });
      const cacheKey = JSON.stringify([key.tokens, key.compact ?? '', type, page, pageSize]);
      const cached = await cache.get(cacheKey, async () => ok(await search.results(key, CONTENT_TYPES[type], page, pageSize)));
      return sendCachedReply(request, reply, cached, CACHE_CONTROL);
    },
  );
};

export default searchRoutes;
