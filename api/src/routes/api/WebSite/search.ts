import type { FastifyPluginAsync } from 'fastify';
import { searchReplySchema } from '../../../contracts/api-shapes';
import { DEFAULT_SITE_SEARCH_TYPE, SITE_SEARCH_TYPES, siteSearchReplyExtraProperties, type SiteSearchType } from '../../../contracts/site-search';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { keyParam, pageParam, pageSizeParam } from '../../../lib/schemas';
import { createSearchReplyCache } from '../../../search/search-cache';
import { CACHED_READ_ROUTE, sendCachedReply } from '../../../lib/send-cached-reply';
import { createSearchRepository } from '../../../search/search-repository';
import { readSiteSearch } from '../../../search/site-search';
import { parseKey } from '../../../search/text';

/** Results change only when the content is re-imported; a minute in the browser's cache absorbs back-and-forth paging. */
const CACHE_CONTROL = 'public, max-age=60';

/** The reply as serialised: the shared search reply with its optional BestType and Suggestion. */
const siteSearchReplySchema = {
  ...searchReplySchema,
  properties: { ...searchReplySchema.properties, ...siteSearchReplyExtraProperties },
} as const;

interface SearchQuery {
  key: string;
  page: number;
  pageSize: number;
  type: SiteSearchType;
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
            type: { type: 'string', enum: [...SITE_SEARCH_TYPES], default: DEFAULT_SITE_SEARCH_TYPE },
          },
        },
        response: { 200: envelopeSchema(siteSearchReplySchema) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, type } = request.query;
      const key = parseKey(request.query.key);
      // A key without a word is answered at once and not kept: it costs nothing to answer again.
      if (key.tokens.length === 0) return ok(await readSiteSearch(search, { key, type, page, pageSize }));
      const cacheKey = JSON.stringify([key.tokens, key.compact ?? '', type, page, pageSize]);
      const cached = await cache.get(cacheKey, async () => ok(await readSiteSearch(search, { key, type, page, pageSize })));
      return sendCachedReply(request, reply, cached, CACHE_CONTROL);
    },
  );
};

export default searchRoutes;
