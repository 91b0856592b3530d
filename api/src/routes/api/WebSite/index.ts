import type { FastifyPluginAsync } from 'fastify';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { createWebsiteRepository } from '../../../services/site-content/website-repository';

/** /api/WebSite: site-wide texts. The site search under the same prefix is in search.ts. */
const websiteRoutes: FastifyPluginAsync = async (app) => {
  const website = createWebsiteRepository(app.db);

  // The footer of every page asks this; the text is imported with the content, so it is kept until the next import.
  const replies = createContentReplies(app.db, { maxEntries: 1 });

  app.get('/CopyRight', { ...CACHED_READ_ROUTE, schema: { response: { 200: envelopeSchema({ type: 'string' }) } } }, async (request, reply) =>
    replies.send(request, reply, 'copyright', async () => ok(await website.copyright())),
  );
};

export default websiteRoutes;
