import type { FastifyPluginAsync } from 'fastify';
import { signedDownloadSchema, type SignedDownload } from '../../../contracts/api-shapes';
import { badRequest, envelopeSchema, notFound, ok } from '../../../lib/envelope';
import { idParam, optionalText } from '../../../lib/schemas';
import { downloadPath, signDownload } from '../../../lib/download-links';
import { MATERIAL_FILE_TYPE } from '../../../contracts/content-ids';
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
      const { fid } = request.query;
      const document = await materials.attachedMaterial(fid);
      if (!document) throw notFound(`There is no document with fid ${fid}.`);
      if (document.fileType !== MATERIAL_FILE_TYPE.document) throw badRequest(`fid ${fid} is a video, not a document: play it on the Video Center.`);
      reply.header('Cache-Control', 'no-store');
      return ok<SignedDownload>({ FileUrl: downloadPath(signDownload(document.id, app.clock.now(), app.config.sessionSecret)) });
    },
  );
};

export default downloadRoutes;
