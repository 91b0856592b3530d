import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { matchingSecret } from '../../../lib/crypto';
import { envelopeSchema, HttpError, ok, tooManyRequests, unauthorized } from '../../../lib/envelope';
import { AddressLimiter, describeWait, type Window } from '../../../services/accounts/address-limiter';
import { checkConsoleRequest, CONSOLE_COOKIE, readConsoleSession, registerConsoleRoutes, tooManyGuesses } from './console';
import { gateBudgetMs, registerRelease } from '../../../services/releases';
import {
  describeApplied,
  listReleases,
  requireRemote,
  rolloutHistory,
  rolloutStatus,
  runRolloutCommand,
  type RolloutCommandInput,
  type SimpleVerb,
} from '../../../services/rollouts/rollout-operations';

/**
 * Two limits that never share a counter, so that nobody spends another's: failed guesses per client address
 * (a missing or wrong token; a valid token is never counted or refused there, so a stranger guessing from
 * behind the same address as a CI runner cannot lock the runner out), and calls per valid token, keyed by the
 * token's name whatever address it comes from (a team's CI calls a handful of times per release and may poll
 * status every few seconds). Counted in the database (table address_events, the accounts' AddressLimiter), not
 * in process memory: several API processes on one database count together, and a restart forgives nothing.
 */
export const TOKEN_LIMITS = {
  failedGuesses: { max: 20, windowMs: 10 * 60_000 },
  callsPerToken: { max: 60, windowMs: 60_000 },
} satisfies Record<string, Window>;

/**
 * The limiter prunes every key's events older than this, the account limits' too: a day outlives every window
 * the app counts in address_events (the longest is an hour).
 */
const LIMITER_RETENTION_MS = 24 * 60 * 60_000;

const remoteField = { type: 'string', minLength: 1, maxLength: 40 } as const;
const versionField = { type: 'string', minLength: 1, maxLength: 80 } as const;
const revisionField = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** The body of a command: the command's input without its verb, which is the route. */
type CommandBody = Omit<RolloutCommandInput, 'verb'>;

const commandReply = {
  200: envelopeSchema({
    type: 'object',
    properties: { action: { type: 'string' }, remote: { type: 'string' }, revision: { type: 'integer' }, summary: { type: 'string' } },
  }),
};

/**
 * /api/rollout: the rollout commands for a team's CI, under a bearer token (ROLLOUT_TOKEN), and for the rollout
 * console's page, under the session cookie its sign-in sets (console.ts). Without a token configured the routes do
 * not exist (404), so a site that does not use them offers nothing to probe. Every change is written to the rollout
 * history with the token's name: "api:<name>" by the bearer token, "console:<name>" by the console.
 */
const rolloutRoutes: FastifyPluginAsync = async (app) => {
  const tokens = app.config.rolloutTokens;
  if (tokens.length === 0) return;
  const limiter = app.config.rateLimit ? new AddressLimiter(app.db, app.dbDialect, app.clock, LIMITER_RETENTION_MS) : undefined;

  /** The name of the configured token the request carries, if any. */
  const matchingToken = (request: FastifyRequest): string | undefined =>
    matchingSecret(/^Bearer\s+(\S{1,200})$/i.exec(request.headers.authorization ?? '')?.[1], tokens)?.name;

  /**
   * Counts a wrong token (or a forged session cookie) from the request's address; 429 once it has guessed too often.
   * The compare does no I/O, and the failure's check and count are one step in the database: of a burst of parallel
   * wrong guesses exactly `max` are answered 401, the rest 429, whatever the interleaving.
   */
  const countFailedGuess = async (request: FastifyRequest): Promise<void> => {
    const taken = await limiter?.take([{ key: `rollout-guess:${request.ip}`, window: TOKEN_LIMITS.failedGuesses }]);
    if (taken && !taken.ok) throw tooManyGuesses(taken.waitMs);
  };

  // Before the body is validated: a caller without a valid token learns nothing about its input.
  app.addHook('preValidation', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // The console's sign-in routes check the token or the cookie themselves.
    if (request.routeOptions.config.rolloutSignIn) return;
    let name = matchingToken(request);
    let actor = `api:${name}`;
    if (name === undefined) {
      const session = readConsoleSession(app.config.sessionSecret, tokens, request.cookies[CONSOLE_COOKIE], app.clock.now().getTime());
      if (session.kind === 'valid') {
        // A browser sends the cookie with any request to this path, whichever page made it: a change needs proof
        // that the console's own script sent it.
        if (request.method !== 'GET' && request.method !== 'HEAD') checkConsoleRequest(request, app.config.siteUrl);
        name = session.name;
        actor = `console:${name}`;
      } else {
        // An expired session is no guess: a console left open past its session must not lock its address out.
        if (session.kind !== 'expired') await countFailedGuess(request);
        throw unauthorized(
          session.kind === 'expired'
            ? 'The rollout console session has expired: please sign in again.'
            : 'A valid rollout token is required (Authorization: Bearer <ROLLOUT_TOKEN>).',
        );
      }
    }
    const taken = await limiter?.take([{ key: `rollout-token:${name}`, window: TOKEN_LIMITS.callsPerToken }]);
    if (taken && !taken.ok) {
      throw tooManyRequests(`Too many calls with the rollout token "${name}". Please wait ${describeWait(taken.waitMs)} and try again.`);
    }
    request.rolloutActor = actor;
  });

  registerConsoleRoutes(app, { tokens, countFailedGuess });

  app.get('/status', async () => ok(await rolloutStatus(app.db, app.config.rolloutGuard, app.clock.now())));

  app.get<{ Querystring: { remote?: string; limit?: number } }>(
    '/history',
    {
      schema: {
        querystring: { type: 'object', properties: { remote: remoteField, limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 } } },
      },
    },
    async (request) => ok(await rolloutHistory(app.db, request.query.remote, request.query.limit)),
  );

  app.get<{ Querystring: { remote: string } }>(
    '/releases',
    { schema: { querystring: { type: 'object', properties: { remote: remoteField }, required: ['remote'] } } },
    async (request) => ok(await listReleases(app.db, request.query.remote)),
  );

  // A release hosted elsewhere (a team's own host or CDN), registered by the URL of its remoteEntry.js after the gate.
  app.post<{ Body: { remote: string; entryUrl: string } }>(
    '/releases',
    {
      schema: {
        body: {
          type: 'object',
          properties: { remote: remoteField, entryUrl: { type: 'string', minLength: 1, maxLength: 2000 } },
          required: ['remote', 'entryUrl'],
        },
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: { remote: { type: 'string' }, version: { type: 'string' }, entryUrl: { type: 'string' }, status: { type: 'string' } },
          }),
        },
      },
    },
    async (request) => {
      const remote = requireRemote(request.body.remote);
      const outcome = await registerRelease(remote, request.body.entryUrl, {
        db: app.db,
        config: app.config,
        createdBy: request.rolloutActor ?? 'api',
        // Inside this server's socket time-outs, so a slow origin's refusal is always answered.
        gateTimeoutMs: gateBudgetMs(app.config.httpTimeouts),
      });
      // The gate's refusal is the caller's to fix (a wrong URL, a missing module, a singleton mismatch): a 400 saying which check.
      if (outcome.status === 'refused')
        throw new HttpError(outcome.check === 'conflict' ? 409 : 400, `Refused by the gate (${outcome.check}): ${outcome.message}`);
      await app.refreshRollout();
      return ok(
        { remote, version: outcome.version, entryUrl: outcome.entryUrl, status: outcome.status },
        outcome.status === 'recorded' ? `Recorded ${remote} ${outcome.version}.` : `${remote} ${outcome.version} was already recorded.`,
      );
    },
  );

  const command = async (verb: SimpleVerb | 'start' | 'rollback', request: FastifyRequest<{ Body: CommandBody }>) => {
    const applied = await runRolloutCommand(app.db, { verb, ...request.body }, request.rolloutActor ?? 'api', app.clock.now());
    // This process shows the change at once; the others within a second.
    await app.refreshRollout();
    return ok({ action: applied.action, remote: applied.after.remote, revision: applied.after.revision, summary: describeApplied(applied) });
  };

  app.post<{ Body: CommandBody }>(
    '/start',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            remote: remoteField,
            version: versionField,
            steps: { type: 'string', maxLength: 100 },
            every: { type: 'string', maxLength: 20 },
            reason: { type: 'string', maxLength: 500 },
          },
          required: ['remote', 'version'],
        },
        response: commandReply,
      },
    },
    async (request) => command('start', request),
  );

  for (const verb of ['advance', 'pause', 'resume', 'promote', 'abort'] as const) {
    app.post<{ Body: CommandBody }>(
      `/${verb}`,
      {
        schema: {
          body: {
            type: 'object',
            properties: { remote: remoteField, revision: revisionField, reason: { type: 'string', maxLength: 500 } },
            required: ['remote'],
          },
          response: commandReply,
        },
      },
      async (request) => command(verb, request),
    );
  }

  app.post<{ Body: CommandBody }>(
    '/rollback',
    {
      schema: {
        body: {
          type: 'object',
          properties: { remote: remoteField, to: versionField, revision: revisionField, reason: { type: 'string', maxLength: 500 } },
          required: ['remote'],
        },
        response: commandReply,
      },
    },
    async (request) => command('rollback', request),
  );
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Who a rollout API call acts as: "api:<token name>", or "console:<token name>" from the rollout console. */
    rolloutActor?: string;
  }
}

export default rolloutRoutes;
