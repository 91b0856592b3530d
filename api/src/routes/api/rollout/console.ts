import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { matchingSecret, safeEqual, sha256, sign } from '../../../lib/crypto';
import { envelopeSchema, HttpError, ok, tooManyRequests, unauthorized } from '../../../lib/envelope';
import { describeWait } from '../../../services/accounts/address-limiter';
import { rolloutSeries, SERIES_RANGES, type SeriesRange } from '../../../services/rollouts/series';
import { requireRemote } from '../../../services/rollouts/rollout-operations';
import { CONSOLE_HEADER } from '../../../contracts/rollout-api';

export { CONSOLE_HEADER };

// The rollout console's session: a person signs in once with a named rollout token through a form, and the browser
// then carries a signed cookie instead of the token, which never reaches the page's scripts or storage. The cookie
// holds the token's name and an expiry, signed with the server's session secret and the token's own secret: a token
// removed from ROLLOUT_TOKEN, or given a new secret, ends its sessions at once.

/** The cookie's name. Path /api/rollout: no other request of the site carries it. */
export const CONSOLE_COOKIE = 'ferrolink_rollout';
export const CONSOLE_COOKIE_PATH = '/api/rollout';
/** A session lasts a working day: long enough for one rollout, short enough that a forgotten tab does not keep it. */
export const CONSOLE_SESSION_MS = 8 * 60 * 60_000;

type Tokens = readonly { name: string; secret: string }[];

function sessionSignature(sessionSecret: string, name: string, expiresAt: number, tokenSecret: string): string {
  return sign(`rollout-console\n${name}\n${expiresAt}\n${sha256(tokenSecret)}`, sessionSecret);
}

/** The cookie's value for the token `name`: "<name, base64url>.<expiry, ms>.<signature>". */
export function consoleSessionValue(sessionSecret: string, token: { name: string; secret: string }, expiresAt: number): string {
  return [Buffer.from(token.name).toString('base64url'), expiresAt, sessionSignature(sessionSecret, token.name, expiresAt, token.secret)].join('.');
}

/**
 * What a session cookie says: 'none' when there is no cookie, 'forged' when it is not one this server signed for a
 * configured token (a guess, counted as a wrong token is), 'expired' when it was but is past its expiry, else the
 * token's name and the expiry.
 */
export type ConsoleSession = { kind: 'none' } | { kind: 'forged' } | { kind: 'expired' } | { kind: 'valid'; name: string; expiresAt: number };

export function readConsoleSession(sessionSecret: string, tokens: Tokens, value: string | undefined, now: number): ConsoleSession {
  if (value === undefined || value === '') return { kind: 'none' };
  const [encodedName = '', expires = '', mac = '', ...rest] = value.length <= 400 ? value.split('.') : [];
  const name = Buffer.from(encodedName, 'base64url').toString();
  const expiresAt = Number(expires);
  const token = tokens.find((candidate) => candidate.name === name);
  if (rest.length > 0 || !token || !mac || !Number.isSafeInteger(expiresAt)) return { kind: 'forged' };
  if (!safeEqual(mac, sessionSignature(sessionSecret, name, expiresAt, token.secret))) return { kind: 'forged' };
  return expiresAt <= now ? { kind: 'expired' } : { kind: 'valid', name, expiresAt };
}

/** The origin of an address (`https://example.com:8443`), or undefined when it is not an absolute http(s) address. */
function originOf(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request may change something on the strength of the session cookie: it carries the console's header and
 * an Origin that is the site's own (its SITE_URL, or the host the request was sent to, for a site reached by several
 * names). Else 403: a page of another site made the browser send it.
 */
export function checkConsoleRequest(request: FastifyRequest, siteUrl: string): void {
  if (request.headers[CONSOLE_HEADER] !== '1')
    throw new HttpError(403, `A change made with the console's session must come from the console's page (header ${CONSOLE_HEADER}: 1).`);
  const origin = typeof request.headers.origin === 'string' ? originOf(request.headers.origin) : undefined;
  const sameOrigin = origin !== undefined && (origin === originOf(siteUrl) || new URL(origin).host === request.host.toLowerCase());
  if (!sameOrigin) throw new HttpError(403, "A change made with the console's session must come from this site's own pages (Origin).");
}

/** What the rollout plugin hands the console's routes: its failed-guess count, shared with the bearer token's. */
export interface ConsoleRouteOptions {
  tokens: Tokens;
  /** Counts one wrong token from this request's address; throws 429 once the address has guessed too often. */
  countFailedGuess: (request: FastifyRequest) => Promise<void>;
}

const sessionReply = {
  200: envelopeSchema({
    type: 'object',
    properties: { signedIn: { type: 'boolean' }, name: { type: 'string' }, expiresAt: { type: 'string' } },
  }),
};

/**
 * The console's routes in the rollout plugin's scope. The three session routes are marked `rolloutSignIn` so the
 * plugin's token check lets them through: they check the token or the cookie themselves. GET /series is a rollout
 * route like /status, behind the token check.
 */
export function registerConsoleRoutes(app: FastifyInstance, options: ConsoleRouteOptions): void {
  const { tokens } = options;
  const secureCookie = app.config.siteUrl.startsWith('https://');
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(CONSOLE_COOKIE, { path: CONSOLE_COOKIE_PATH });

  app.post<{ Body: { token: string } }>(
    '/session',
    {
      config: { rolloutSignIn: true },
      schema: {
        body: { type: 'object', properties: { token: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['token'] },
        response: sessionReply,
      },
    },
    async (request, reply) => {
      checkConsoleRequest(request, app.config.siteUrl);
      const token = matchingSecret(request.body.token.trim(), tokens);
      if (!token) {
        await options.countFailedGuess(request);
        throw unauthorized('That is not a rollout token of this site.');
      }
      const expiresAt = app.clock.now().getTime() + CONSOLE_SESSION_MS;
      reply.setCookie(CONSOLE_COOKIE, consoleSessionValue(app.config.sessionSecret, token, expiresAt), {
        path: CONSOLE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
        maxAge: CONSOLE_SESSION_MS / 1000,
      });
      return ok({ signedIn: true, name: token.name, expiresAt: new Date(expiresAt).toISOString() }, `Signed in as ${token.name}.`);
    },
  );

  app.get('/session', { config: { rolloutSignIn: true }, schema: { response: sessionReply } }, async (request) => {
    const session = readConsoleSession(app.config.sessionSecret, tokens, request.cookies[CONSOLE_COOKIE], app.clock.now().getTime());
    return session.kind === 'valid'
      ? ok({ signedIn: true, name: session.name, expiresAt: new Date(session.expiresAt).toISOString() })
      : ok({ signedIn: false }, session.kind === 'expired' ? 'The session has expired: please sign in again.' : 'Not signed in.');
  });

  app.delete('/session', { config: { rolloutSignIn: true }, schema: { response: sessionReply } }, async (request, reply) => {
    checkConsoleRequest(request, app.config.siteUrl);
    clearCookie(reply);
    return ok({ signedIn: false }, 'Signed out.');
  });

  app.get<{ Querystring: { remote: string; range: SeriesRange } }>(
    '/series',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            remote: { type: 'string', minLength: 1, maxLength: 40 },
            range: { type: 'string', enum: Object.keys(SERIES_RANGES), default: '1h' },
          },
          required: ['remote'],
          additionalProperties: false,
        },
      },
    },
    async (request) => ok(await rolloutSeries(app.db, requireRemote(request.query.remote), request.query.range, app.clock.now())),
  );
}

/** The 429 of an address that has guessed too many tokens, the same words for the bearer token and the form. */
export function tooManyGuesses(waitMs: number): HttpError {
  return tooManyRequests(`Too many calls without a valid rollout token from this address. Please wait ${describeWait(waitMs)} and try again.`);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route of the console's sign-in, which checks the token or the session cookie itself. */
    rolloutSignIn?: boolean;
  }
}
