import type { FastifyPluginAsync } from 'fastify';
import {
  decodePartsListBytes,
  MAX_PARTS_LIST_BYTES,
  PARTS_LIST_MEDIA_TYPES,
  PARTS_LIST_MESSAGES,
  parsePartsList,
  partsListCsv,
} from '../../../contracts/parts-list';
import { badRequest, HttpError, ok } from '../../../lib/envelope';
import { createPartsListChecker } from '../../../services/parts-list/parts-list-checker';
import { checkPartsListSchema } from './parts-list-schemas';

/**
 * Bodies up to four times the list's limit reach the route, which refuses what is over the limit with the list's own
 * message; beyond that Fastify stops reading and answers its general 413.
 */
const BODY_READ_LIMIT = MAX_PARTS_LIST_BYTES * 4;
/** A list is matched against the whole catalogue: 30 lists a minute from one client is more than any person checks. */
const RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/**
 * POST /api/Product/CheckPartsList: the body is the parts list itself (text/plain or text/csv, as pasted or as the
 * file's bytes), answered line by line. The body is read into memory, checked and dropped: nothing of it is stored or
 * logged.
 */
const partsListRoutes: FastifyPluginAsync = async (app) => {
  const checker = createPartsListChecker(app.db);

  // The route's own parsers (this plugin's scope only): the raw bytes, so a binary file is told apart from text.
  app.removeContentTypeParser('text/plain');
  for (const mediaType of PARTS_LIST_MEDIA_TYPES) {
    app.addContentTypeParser(mediaType, { parseAs: 'buffer', bodyLimit: BODY_READ_LIMIT }, (_request, body, done) => {
      const bytes = body as Buffer;
      if (bytes.length > MAX_PARTS_LIST_BYTES) {
        done(new HttpError(413, PARTS_LIST_MESSAGES.tooLarge), undefined);
        return;
      }
      const decoded = decodePartsListBytes(bytes);
      if (!decoded.ok) {
        done(badRequest(decoded.message), undefined);
        return;
      }
      done(null, decoded.text);
    });
  }

  app.post<{ Body: string }>(
    '/CheckPartsList',
    {
      bodyLimit: BODY_READ_LIMIT,
      schema: checkPartsListSchema,
      config: { textBodyTypes: PARTS_LIST_MEDIA_TYPES, rateLimit: app.config.rateLimit ? RATE_LIMIT : false },
    },
    async (request, reply) => {
      if (typeof request.body !== 'string') throw badRequest(PARTS_LIST_MESSAGES.empty);
      const parsed = parsePartsList(request.body);
      if (!parsed.ok) throw new HttpError(parsed.status, parsed.message);
      const answer = await checker.check(parsed.lines);
      // Nothing here may be kept by a cache: the answer is this caller's list.
      reply.header('Cache-Control', 'no-store');
      if (request.headers.accept?.split(',').some((type) => type.trim().split(';')[0] === 'text/csv')) {
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="parts-list-check.csv"')
          .serializer((payload: string) => payload)
          .send(partsListCsv(answer.Results));
      }
      return ok(answer);
    },
  );
};

export default partsListRoutes;
