import type { FastifyPluginAsync } from 'fastify';
import { badRequest, envelopeSchema, ok } from '../../../lib/envelope';
import { optionalText } from '../../../lib/schemas';
import { createVisitRepository } from '../../../services/visits/visit-repository';
import { countryFromHeaders, deviceClass, optedOut, referrerHost, visitPath } from './visit';

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
      const path = visitPath(request.body.path);
      if (!path) throw badRequest('path must be a path on this site, such as /index.');

      const optOut = optedOut(request.headers);
      if (optOut) {
        return ok({ recorded: false }, optOut === 'dnt' ? 'Not recorded: Do Not Track is on.' : 'Not recorded: Global Privacy Control is on.');
      }
      const device = deviceClass(request.headers['user-agent'] ?? '');
      if (!device) return ok({ recorded: false }, 'Not recorded: automated clients are not visits.');

      await visits.record({
        path,
        referrerHost: referrerHost(request.body.referrer),
        device,
        country: countryFromHeaders(request.headers),
        createdAt: app.clock.now().toISOString(),
      });
      return ok({ recorded: true }, 'Recorded.');
    },
  );
};

export default dataRoutes;
