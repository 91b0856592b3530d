import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, ok } from '../../../lib/envelope';

/** /api/WebSite: site-wide texts. (Search joins this resource in the search issue.) */
const websiteRoutes: FastifyPluginAsync = async (app) => {
  app.get('/CopyRight', { schema: { response: { 200: envelopeSchema({ type: 'string' }) } } }, async () => {
    const row = await app.db.selectFrom('site_settings').select('value').where('key', '=', 'copyright').executeTakeFirst();
    return ok(row?.value ?? '');
  });
};

export default websiteRoutes;
