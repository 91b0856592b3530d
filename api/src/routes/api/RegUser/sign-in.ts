import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUserReplySchema, signInReplySchema, type CurrentUserReply, type SignInReply } from '../../../contracts/api-shapes';
import { envelopeSchema, HttpError, ok } from '../../../lib/envelope';
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS } from '../../../services/accounts/known-devices';
import { ACCOUNT_MESSAGES as M } from '../../../services/accounts/rules';
import { signInPayloadSchema, type SignInPayload } from '../../../contracts/api-requests';
import { IP_LIMITS, nullReply, type AccountContext } from './account-context';

/** Signing in with an address and password. */
export function registerSignInRoutes(app: FastifyInstance, { ipLimit, journeys }: AccountContext): void {
  const secureCookie = app.config.siteUrl.startsWith('https://');

  // A sign-in by GET would carry the password in the URL, where logs and browser history keep it, so it is refused.
  // The route exists so the refusal is a clear envelope rather than a 404, and it reads nothing from the query.
  app.get('/UserLogin', { config: { rateLimit: ipLimit(IP_LIMITS.login) } }, async () => {
    throw new HttpError(405, M.loginByGet);
  });

  app.post<{ Body: SignInPayload }>(
    '/UserLogin',
    { config: { rateLimit: ipLimit(IP_LIMITS.login) }, schema: { body: signInPayloadSchema, response: { 200: envelopeSchema(signInReplySchema) } } },
    async (request, reply) => {
      const { user, deviceToken } = await journeys.signIn({
        mail: request.body.mail,
        password: request.body.password,
        deviceCookie: request.cookies[DEVICE_COOKIE],
        clientAddress: request.ip,
      });
      await app.sessions.start(reply, user.id);
      reply.setCookie(DEVICE_COOKIE, deviceToken, {
        path: '/api/RegUser',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        maxAge: DEVICE_LIFETIME_MS / 1000,
      });
      return ok<SignInReply>({ UserName: user.user_name });
    },
  );
}

/** The session: signing out, and who is signed in. */
export function registerSessionRoutes(app: FastifyInstance): void {
  app.post('/Logout', { schema: { response: nullReply } }, async (request: FastifyRequest, reply: FastifyReply) => {
    await app.sessions.end(request, reply);
    return ok(null, M.signedOut);
  });

  // The shell asks at every start: signed out is an answer (null), never a 401.
  app.get('/Me', { schema: { response: { 200: envelopeSchema(currentUserReplySchema) } } }, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const user = await request.currentUser();
    return ok<CurrentUserReply>(user ? { UserName: user.userName, Email: user.email } : null);
  });
}
