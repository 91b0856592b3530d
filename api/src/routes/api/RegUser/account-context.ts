import type { FastifyInstance } from 'fastify';
import { envelopeSchema } from '../../../lib/envelope';
import { createAccountJourneys } from '../../../services/accounts/account-journeys';

// What the account routes (registration, sign-in, password reset, session) share: their per-client limits, the
// pieces of their schemas, and the account journeys they call (services/accounts/account-journeys.ts, which also
// holds the per-address limits).

// Per-IP limits: real, but loose enough that the e2e suite (every test from 127.0.0.1) never meets them.
export const IP_LIMITS = {
  check: { max: 60, timeWindow: '1 minute' },
  codeSend: { max: 20, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '1 minute' },
  login: { max: 60, timeWindow: '1 minute' },
  retrieval: { max: 20, timeWindow: '1 minute' },
  update: { max: 20, timeWindow: '1 minute' },
} as const;

export const nullReply = { 200: envelopeSchema({ type: 'null' }) } as const;

export type AccountContext = ReturnType<typeof createAccountContext>;

/** The account journeys of one app and its per-client limits, shared by every account route. */
export function createAccountContext(app: FastifyInstance) {
  return {
    /** A route's per-client rate limit, or none when the app runs without rate limits. */
    ipLimit: (limit: { max: number; timeWindow: string }) => (app.config.rateLimit ? limit : false),

    journeys: createAccountJourneys({
      db: app.db,
      dialect: app.dbDialect,
      clock: app.clock,
      mailer: app.mailer,
      logError: (error, what) => app.log.error({ err: error }, what),
      config: app.config,
    }),
  };
}
