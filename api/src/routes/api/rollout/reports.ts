import type { FastifyPluginAsync } from 'fastify';
import {
  LOAD_CHANNELS,
  LOAD_FAILURE_PHASES,
  MAX_LOAD_TICKET_LENGTH,
  MAX_REPORT_BODY_BYTES,
  MAX_REPORTED_MS,
  MAX_REPORTS_PER_BATCH,
  type LoadReportBatch,
} from '../../../contracts/load-report';
import { envelopeSchema, ok } from '../../../lib/envelope';
import { REMOTES } from '../../../lib/remotes';
import { acceptReports, readReportedLoads } from '../../../services/rollouts/load-reports';
import { reportSource } from '../../../services/rollouts/report-source';

/**
 * A page sends a report when it is hidden and at most every 10 s while open: 120 a minute per address leaves
 * room for a busy office behind one address, and stops a script from inflating the counters.
 */
const RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

const recordSchema = {
  type: 'object',
  properties: {
    remote: { type: 'string', enum: REMOTES.map((remote) => remote.federationName) },
    version: { type: 'string', minLength: 1, maxLength: 80 },
    channel: { type: 'string', enum: [...LOAD_CHANNELS] },
    outcome: { type: 'string', enum: ['shown', 'failed'] },
    phase: { type: 'string', enum: [...LOAD_FAILURE_PHASES] },
    ms: { type: 'integer', minimum: 0, maximum: MAX_REPORTED_MS },
  },
  required: ['remote', 'version', 'channel', 'outcome', 'ms'],
  additionalProperties: false,
} as const;

/**
 * POST /api/rollout/reports: what visitors' browsers saw of each section they mounted (release, channel,
 * shown or failed and where). Public (every page sends it, without cookies of any use here), so it trusts
 * nothing: the whole batch is refused with a 400 when one record is malformed, names a remote the site does
 * not have, or a release the site never published; nothing of a refused batch is counted. A well-formed batch
 * is answered 200 whatever its ticket: the records its page load's ticket vouches for are counted, the others
 * are counted apart as rejected (load-reports.ts acceptReports). Counters keep no address, cookie or visitor
 * id; the guard's per-source counts keep a keyed hash of the client's network for the length of its window.
 */
const loadReportRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: LoadReportBatch }>(
    '/reports',
    {
      bodyLimit: MAX_REPORT_BODY_BYTES,
      config: { rateLimit: app.config.rateLimit ? RATE_LIMIT : false },
      schema: {
        body: {
          type: 'object',
          properties: {
            ticket: { type: 'string', maxLength: MAX_LOAD_TICKET_LENGTH },
            records: { type: 'array', minItems: 1, maxItems: MAX_REPORTS_PER_BATCH, items: recordSchema },
          },
          required: ['records'],
          additionalProperties: false,
        },
        response: { 200: envelopeSchema({ type: 'object', properties: { counted: { type: 'integer' }, rejected: { type: 'integer' } } }) },
      },
    },
    async (request, reply) => {
      // Never kept by a cache, never answered from one.
      reply.header('Cache-Control', 'no-store');
      const loads = readReportedLoads(request.body.records, app.rollout().releases);
      const outcome = await acceptReports(app.db, {
        secret: app.config.sessionSecret,
        ticket: request.body.ticket,
        loads,
        // The client's address as TRUST_PROXY defines it, reduced to its network and hashed before it is kept.
        source: reportSource(app.config.sessionSecret, request.ip),
        now: app.clock.now(),
      });
      return ok(outcome);
    },
  );
};

export default loadReportRoutes;
