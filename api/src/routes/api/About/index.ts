import type { FastifyPluginAsync } from 'fastify';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { companyProfileSchema, milestoneSchema } from '../../../contracts/api-shapes';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { createAboutRepository } from '../../../services/site-content/about-repository';

/** /api/About: the About page's company profile and milestones. */
const aboutRoutes: FastifyPluginAsync = async (app) => {
  const about = createAboutRepository(app.db);

  // Two fixed replies, imported with the content: kept serialised until the next import.
  const replies = createContentReplies(app.db, { maxEntries: 2 });

  app.get('/GetProfile', { ...CACHED_READ_ROUTE, schema: { response: { 200: envelopeSchema(companyProfileSchema) } } }, async (request, reply) =>
    replies.send(request, reply, 'profile', async () => ok(await about.profile())),
  );

  app.get(
    '/GetMilestones',
    { ...CACHED_READ_ROUTE, schema: { response: { 200: envelopeSchema({ type: 'array', items: milestoneSchema }) } } },
    async (request, reply) => replies.send(request, reply, 'milestones', async () => ok(await about.milestones())),
  );
};

export default aboutRoutes;
