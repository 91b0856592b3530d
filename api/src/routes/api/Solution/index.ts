import type { FastifyPluginAsync } from 'fastify';
import { solutionSchema, solutionSectorSchema } from '../../../contracts/api-shapes';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { envelopeSchema, notFound, ok } from '../../../lib/envelope';
import { idParam } from '../../../lib/schemas';
import { createSolutionRepository } from '../../../services/solutions/solution-repository';

/** The sector overview: every sector with its solutions. */
const sectorListSchema = { type: 'array', items: solutionSectorSchema } as const;

/** /api/Solution: the solution detail and the sector overview of /solution. */
const solutionRoutes: FastifyPluginAsync = async (app) => {
  const solutions = createSolutionRepository(app.db);

  // Solutions change only with a re-import: the overview and each detail are kept serialised until then. A kept
  // reply costs less than the per-address counting a rate limit would add, so these reads carry none (as the
  // catalogue's and the news' reads); an unknown id costs one primary-key lookup, like a product's.
  const replies = createContentReplies(app.db, { maxEntries: 500 });

  app.get<{ Querystring: { id: number } }>(
    '/GetDetailById',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: { type: 'object', properties: { id: idParam }, required: ['id'] },
        response: { 200: envelopeSchema(solutionSchema) },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, `detail${request.query.id}`, async () => {
        const { id } = request.query;
        const solution = await solutions.detail(id);
        if (!solution) throw notFound(`There is no solution with id ${id}.`);
        return ok(solution);
      }),
  );

  app.get('/GetList', { ...CACHED_READ_ROUTE, schema: { response: { 200: envelopeSchema(sectorListSchema) } } }, async (request, reply) =>
    replies.send(request, reply, 'list', async () => ok(await solutions.sectorOverview())),
  );
};

export default solutionRoutes;
