import type { FastifyPluginAsync } from 'fastify';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { optionalText } from '../../../lib/schemas';
import { createVisitRepository } from '../../../services/visits/visit-repository';
import { recordVisit } from '../../../services/visits/visit-rules';

interface InsertBody {
  path: string;
  referrer?: string;
}

/**
 * /api/data: the home page's data collection, served by us.
 * No third-party lookup: the country comes only from a proxy header; DNT and GPC mean nothing is kept.
 */
const dataRoutes: FastifyPluginAsync = async (app) => {
  const visits = createVisitRepository(app.db);

  app.post<{ Body: InsertBody }>(
    '/insert',
    {
      config: { rateLimit: app.config.rateLimit ? { max: 120, timeWindow: '1 minute' } : false },
      schema: {
        body: {
          type: 'object',
          properties: { path: optionalText(500), referrer: optionalText(2000) },
          required: ['path'],
        },
        response: { 200: envelopeSchema({ type: 'object', properties: { recorded: { type: 'boolean' } } }) },
      },
    },
    async (request) => {
      const outcome = await recordVisit(visits, { ...request.body, headers: request.headers, at: app.clock.now() });
      return ok({ recorded: outcome.recorded }, outcome.message);
    },
  );
};

export default dataRoutes;
