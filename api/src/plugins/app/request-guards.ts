import fp from 'fastify-plugin';
import { badRequest, HttpError } from '../../lib/envelope';
import { crossSiteRefusal, jsonNestedDeeperThan, MAX_JSON_DEPTH, nonFiniteField } from '../../lib/untrusted-input';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The text media types the route takes as its body besides JSON ('text/csv'); its own content type parsers read them. */
    textBodyTypes?: readonly string[];
  }
}

/**
 * What every request passes before a route sees it: JSON no deeper than MAX_JSON_DEPTH, state-changing
 * requests only from this site and in the content type its client sends, numbers that are finite.
 * Each answer is a 4xx envelope through the error handler, never a 500.
 */
export default fp(
  async function requestGuards(app) {
    // Fastify's own JSON parser (with its prototype-poisoning checks), behind a linear depth check.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (jsonNestedDeeperThan(body as string, MAX_JSON_DEPTH)) {
        done(badRequest(`The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`), undefined);
        return;
      }
      parseJson(request, body as string, done);
    });

    const siteOrigin = new URL(app.config.siteUrl).origin;
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      const refusal = crossSiteRefusal({ headers: request.headers, host: request.host }, siteOrigin, request.routeOptions.config.textBodyTypes);
      if (refusal) throw new HttpError(refusal.status, refusal.message);
    });

    app.addHook('preHandler', async (request) => {
      for (const [part, value] of [
        ['query', request.query],
        ['body', request.body],
        ['path', request.params],
      ] as const) {
        const field = nonFiniteField(value);
        if (field) throw badRequest(`${field} must be a number in range (${part}).`);
      }
    });
  },
  { name: 'request-guards', dependencies: ['config', 'errors'] },
);
