import type { FastifyInstance } from 'fastify';
import { envelopeSchema, tooManyRequests } from '../../../lib/envelope';
import { createAccountRepository } from '../../../services/accounts/account-repository';
import { AddressLimiter, describeWait, type Limit, type Window } from '../../../services/accounts/address-limiter';
import { CODE_RESEND_MS, RESET_RESEND_MS } from '../../../services/accounts/rules';

// What the account journeys (registration, sign-in, password reset, session) share: their limits, the pieces of
// their schemas, the helper that counts an attempt, and the account tables' repository.

// Per-address limits, counted in the database before the work they guard; the per-client ones are the
// routes' rateLimit config (IP_LIMITS).
export const ADDRESS_LIMITS = {
  /** One code mail per address per 60 s: the form's resend countdown. */
  codeBurst: { max: 1, windowMs: CODE_RESEND_MS },
  /** Besides one per 60 s: no more than 5 code mails an hour to one address. */
  codeMails: { max: 5, windowMs: 60 * 60 * 1000 },
  /** Sign-in attempts for one account from one client address, in a browser that never signed in to it. */
  loginPerClient: { max: 10, windowMs: 15 * 60 * 1000 },
  /** Sign-in attempts for one account from all such browsers together: guessing spread over many addresses. */
  loginNewDevices: { max: 30, windowMs: 15 * 60 * 1000 },
  /** Sign-in attempts for one account from one browser where it signed in before (a known device). */
  loginPerDevice: { max: 10, windowMs: 15 * 60 * 1000 },
  /** Register attempts for one address (each wrong code also counts against the code itself). */
  register: { max: 10, windowMs: 15 * 60 * 1000 },
  /** Reset mails: one per minute, 5 an hour. */
  resetBurst: { max: 1, windowMs: RESET_RESEND_MS },
  resetMails: { max: 5, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, Window>;

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

function waitMessage(what: string, ms: number): string {
  return `${what} Please wait ${describeWait(ms)} and try again.`;
}

export type AccountContext = ReturnType<typeof createAccountContext>;

/** The limiter and account tables of one app, shared by every account journey. */
export function createAccountContext(app: FastifyInstance) {
  const limiter = new AddressLimiter(app.db, app.dbDialect, app.clock, Math.max(...Object.values(ADDRESS_LIMITS).map((window) => window.windowMs)));
  return {
    limiter,

    /** A route's per-client rate limit, or none when the app runs without rate limits. */
    ipLimit: (limit: { max: number; timeWindow: string }) => (app.config.rateLimit ? limit : false),

    /** Counts one attempt under every limit, or refuses with the refusal of the first that is full and how long to wait. */
    countAttempt: async (...limits: (Limit & { refusal: string })[]): Promise<void> => {
      const taken = await limiter.take(limits);
      if (!taken.ok) throw tooManyRequests(waitMessage(limits.find((limit) => limit.key === taken.key)?.refusal ?? '', taken.waitMs));
    },

    accounts: createAccountRepository(app.db),
  };
}
