import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_DIR } from '../../../config';
import { HttpError, notFound } from '../../../lib/envelope';
import { idParam } from '../../../lib/schemas';
import { checkDownload } from '../../../lib/download-links';
import { createAttachmentRepository } from '../../../services/support/attachment-repository';

const PRIVATE_ROOT = path.join(CONTENT_DIR, 'files');
const PUBLIC_ROOT = path.join(CONTENT_DIR, 'media');

interface DownloadQuery {
  fid: number;
  expires: number;
  signature: string;
}

/** A quoted filename for Content-Disposition plus its RFC 5987 form, so any name survives every browser. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** /api/Files: the one door to private files. Only a link signed by RegUser/DownloadFile and not yet expired opens it. */
const filesRoutes: FastifyPluginAsync = async (app) => {
  const attachments = createAttachmentRepository(app.db);

  app.get<{ Querystring: DownloadQuery }>(
    '/Download',
    {
      config: app.config.rateLimit ? { rateLimit: { max: 240, timeWindow: '1 minute' } } : {},
      schema: {
        querystring: {
          type: 'object',
          properties: {
            fid: idParam,
            expires: { type: 'integer', minimum: 0, maximum: 99_999_999_999 },
            signature: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
          },
          required: ['fid', 'expires', 'signature'],
        },
      },
    },
    async (request, reply) => {
      const { fid, expires, signature } = request.query;
      const check = checkDownload(fid, expires, signature, app.clock.now(), app.config.sessionSecret);
      if (check === 'invalid') throw new HttpError(403, 'This download link is not valid. Ask for a new one on the Support page.');
      if (check === 'expired') throw new HttpError(403, 'This download link has expired. Ask for a new one on the Support page.');

      const attachment = await attachments.file(fid);
      if (!attachment) throw notFound(`There is no file with fid ${fid}.`);
      const root = attachment.isPublic ? PUBLIC_ROOT : PRIVATE_ROOT;
      const file = path.resolve(root, attachment.storagePath);
      // The path comes from our own seed, but a file outside the root is never served whatever the database says.
      if (!file.startsWith(root + path.sep)) throw notFound(`There is no file with fid ${fid}.`);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch {
        throw notFound(`The file for fid ${fid} is missing on the server.`);
      }
      return reply
        .header('Content-Type', attachment.contentType)
        .header('Content-Length', size)
        .header('Content-Disposition', contentDisposition(attachment.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(fs.createReadStream(file));
    },
  );
};

export default filesRoutes;
