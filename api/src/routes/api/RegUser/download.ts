import type { FastifyPluginAsync } from 'fastify';
import { signedDownloadSchema, type SignedDownload } from '../../../contracts/api-shapes';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { idParam, optionalText } from '../../../lib/schemas';
import { signDocumentDownload } from '../../../services/support/document-download';
import { createMaterialRepository } from '../../../services/support/material-repository';

/** DownloadFile Area 2 is the support documents, the only area with private files. */
const DOCUMENTS_AREA = 2;

interface DownloadFileQuery {
  Area: number;
  fid: number;
  filename?: string;
}

/**
 * GET /api/RegUser/DownloadFile: a signed-in visitor asks for a
 * document and gets a short-lived signed FileUrl. Authenticated by the session cookie; the
 * legacy mail/password query parameters are neither needed nor read: a password never travels in a URL.
 */
const downloadRoutes: FastifyPluginAsync = async (app) => {
  const materials = createMaterialRepository(app.db);

  app.get<{ Querystring: DownloadFileQuery }>(
    '/DownloadFile',
    {
      config: app.config.rateLimit ? { rateLimit: { max: 120, timeWindow: '1 minute' } } : {},
      schema: {
        querystring: {
          type: 'object',
          properties: {
            Area: { type: 'integer', enum: [DOCUMENTS_AREA], default: DOCUMENTS_AREA },
            fid: idParam,
            filename: optionalText(300),
          },
          required: ['fid'],
        },
        response: { 200: envelopeSchema(signedDownloadSchema) },
      },
    },
    async (request, reply) => {
      await app.requireUser(request);
      const download = await signDocumentDownload(materials, request.query.fid, app.clock.now(), app.config.sessionSecret);
      reply.header('Cache-Control', 'no-store');
      return ok<SignedDownload>(download);
    },
  );
};

export default downloadRoutes;
