import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUserReplySchema, signInReplySchema, type CurrentUserReply, type SignInReply } from '../../../contracts/api-shapes';
import { hashPassword, randomToken, verifyPassword } from '../../../lib/crypto';
import { badRequest, envelopeSchema, HttpError, ok } from '../../../lib/envelope';
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS, knownDeviceId, newDeviceToken } from '../../../services/accounts/known-devices';
import { ACCOUNT_MESSAGES as M, readEmail } from '../../../services/accounts/rules';
import { signInPayloadSchema, type SignInPayload } from '../../../contracts/api-requests';
import { ADDRESS_LIMITS, IP_LIMITS, nullReply, type AccountContext } from './account-context';

/** A hash with the real cost, so an unknown address takes as long to refuse as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** Signing in with an address and password. */
export function registerSignInRoutes(app: FastifyInstance, { limiter, ipLimit, countAttempt, accounts }: AccountContext): void {
  decoyHash ??= hashPassword(randomToken());
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
      const email = readEmail(request.body.mail);
      const password = request.body.password;
      if (password === '') throw badRequest(M.passwordRequired);

      // Every attempt is counted before the password is hashed. In a browser that signed in to this account
      // before, per browser; elsewhere per client address, and for all new browsers together.
      const deviceCookie = request.cookies[DEVICE_COOKIE];
      const deviceId = knownDeviceId(app.config.sessionSecret, email, deviceCookie);
      const refusal = 'Too many failed sign-ins for this account.';
      const attemptKey = deviceId ? `login-device:${email}:${deviceId}` : `login:${email}:${request.ip}`;
      if (deviceId) await countAttempt({ key: attemptKey, window: ADDRESS_LIMITS.loginPerDevice, refusal });
      else {
        await countAttempt(
          { key: attemptKey, window: ADDRESS_LIMITS.loginPerClient, refusal },
          {
            key: `login-new-devices:${email}`,
            window: ADDRESS_LIMITS.loginNewDevices,
            refusal: `${refusal} A browser in which you signed in before can still sign in.`,
          },
        );
      }

      const user = await accounts.userByEmail(email);
      const valid = user ? await verifyPassword(password, user.password_hash) : await verifyPassword(password, await (decoyHash as Promise<string>));
      if (!user || !valid) throw badRequest(M.loginFailed);
      await limiter.reset(attemptKey);
      await app.sessions.start(reply, user.id);
      reply.setCookie(DEVICE_COOKIE, deviceId && deviceCookie ? deviceCookie : newDeviceToken(app.config.sessionSecret, email), {
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
