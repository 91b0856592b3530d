import type { FastifyPluginAsync } from 'fastify';
import {
  LOAD_CHANNELS,
  LOAD_FAILURE_PHASES,
  MAX_LOAD_TICKET_LENGTH,
  MAX_REPORT_BODY_BYTES,
  MAX_REPORTED_MS,
  MAX_REPORTS_PER_BATCH,
} from '../../../contracts/load-report';
import {
  MAX_SECTIONS_PER_VITAL,
  MAX_VITAL_VALUE,
  MAX_VITALS_PER_BATCH,
  VITAL_DEVICES,
  VITAL_METRICS,
  type RolloutReportBatch,
} from '../../../contracts/web-vitals';
import { badRequest, envelopeSchema, ok } from '../../../lib/envelope';
import { REMOTES } from '../../../lib/remotes';
import { acceptReports, readReportedLoads } from '../../../services/rollouts/load-reports';
import { reportSource } from '../../../services/rollouts/report-source';
import { readReportedVitals } from '../../../services/rollouts/vital-counts';

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

const FEDERATION_NAMES = REMOTES.map((remote) => remote.federationName);

const vitalSchema = {
  type: 'object',
  properties: {
    metric: { type: 'string', enum: [...VITAL_METRICS] },
    // The largest of the metrics' limits; each metric's own is checked with the route (vital-counts.ts).
    value: { type: 'number', minimum: 0, maximum: Math.max(...Object.values(MAX_VITAL_VALUE)) },
    // Checked against the site's page routes after the schema, with a message naming the route.
    route: { type: 'string', minLength: 1, maxLength: 100 },
    device: { type: 'string', enum: [...VITAL_DEVICES] },
    sections: {
      type: 'array',
      maxItems: MAX_SECTIONS_PER_VITAL,
      items: {
        type: 'object',
        properties: {
          remote: { type: 'string', enum: FEDERATION_NAMES },
          version: { type: 'string', minLength: 1, maxLength: 80 },
          channel: { type: 'string', enum: [...LOAD_CHANNELS] },
        },
        required: ['remote', 'version', 'channel'],
        additionalProperties: false,
      },
    },
    heldBy: { type: 'string', enum: [...FEDERATION_NAMES, 'shell'] },
  },
  required: ['metric', 'value', 'route', 'device', 'sections'],
  additionalProperties: false,
} as const;

/**
 * POST /api/rollout/reports: what visitors' browsers saw of each section they mounted (release, channel,
 * shown or failed and where), and what they measured of the page (`vitals`: LCP, INP, CLS, FCP, TTFB with the
 * route, device class and the releases of the sections on it). Public (every page sends it, without cookies of any use here), so it trusts
 * nothing: the whole batch is refused with a 400 when one record or metric is malformed, names a remote the site
 * does not have, a release the site never published or a route that is not one of its pages; nothing of a refused batch is counted. A well-formed batch
 * is answered 200 whatever its ticket: the records its page load's ticket vouches for are counted, the others
 * are counted apart as rejected (load-reports.ts acceptReports); a metric counts only when the ticket vouches
 * for every section it lists. Counters keep no address, cookie or visitor
 * id; the guard's per-source counts keep a keyed hash of the client's network for the length of its window.
 */
const loadReportRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: RolloutReportBatch }>(
    '/reports',
    {
      bodyLimit: MAX_REPORT_BODY_BYTES,
      config: { rateLimit: app.config.rateLimit ? RATE_LIMIT : false },
      schema: {
        body: {
          type: 'object',
          properties: {
            ticket: { type: 'string', maxLength: MAX_LOAD_TICKET_LENGTH },
            records: { type: 'array', maxItems: MAX_REPORTS_PER_BATCH, items: recordSchema },
            vitals: { type: 'array', maxItems: MAX_VITALS_PER_BATCH, items: vitalSchema },
          },
          additionalProperties: false,
        },
        response: { 200: envelopeSchema({ type: 'object', properties: { counted: { type: 'integer' }, rejected: { type: 'integer' } } }) },
      },
    },
    async (request, reply) => {
      // Never kept by a cache, never answered from one.
      reply.header('Cache-Control', 'no-store');
      const { records = [], vitals = [] } = request.body;
      // A page sends its records and metrics together, or either alone; a beacon of neither is a client's mistake.
      if (records.length === 0 && vitals.length === 0) throw badRequest('records must hold at least 1 entry, or vitals at least 1.');
      const { releases } = app.rollout();
      const loads = readReportedLoads(records, releases);
      const outcome = await acceptReports(app.db, {
        secret: app.config.sessionSecret,
        ticket: request.body.ticket,
        loads,
        vitals: readReportedVitals(vitals, releases),
        // The client's address as TRUST_PROXY defines it, reduced to its network and hashed before it is kept.
        source: reportSource(app.config.sessionSecret, request.ip),
        now: app.clock.now(),
      });
      return ok(outcome);
    },
  );
};

export default loadReportRoutes;
