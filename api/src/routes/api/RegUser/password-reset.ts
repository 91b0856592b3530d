import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { ACCOUNT_MESSAGES as M } from '../../../services/accounts/rules';
import { mailInputSchema, passwordUpdatePayloadSchema, type MailInput, type PasswordUpdatePayload } from '../../../contracts/api-requests';
import { IP_LIMITS, nullReply, type AccountContext } from './account-context';

/** Password reset: a link mailed to the address, and the new password set with it. */
export function registerPasswordResetRoutes(app: FastifyInstance, { ipLimit, journeys }: AccountContext): void {
  // Closing the app waits for reset links still being written and mailed.
  app.addHook('onClose', () => journeys.settleBackgroundWork());

  async function retrieve(rawMail: string) {
    await journeys.requestPasswordReset(rawMail);
    return ok(null, M.retrievalSent);
  }

  app.get<{ Querystring: MailInput }>(
    '/PasswordRetrieval',
    { config: { rateLimit: ipLimit(IP_LIMITS.retrieval), idempotent: true }, schema: { querystring: mailInputSchema, response: nullReply } },
    async (request) => retrieve(request.query.mail),
  );
  app.post<{ Body: MailInput }>(
    '/PasswordRetrieval',
    { config: { rateLimit: ipLimit(IP_LIMITS.retrieval), idempotent: true }, schema: { body: mailInputSchema, response: nullReply } },
    async (request) => retrieve(request.body.mail),
  );

  app.post<{ Body: PasswordUpdatePayload }>(
    '/UpdatePassword',
    { config: { rateLimit: ipLimit(IP_LIMITS.update) }, schema: { body: passwordUpdatePayloadSchema, response: nullReply } },
    async (request) => {
      const { hash, Password, password2 } = request.body;
      const userId = await journeys.updatePassword({ hash, password: Password, repeated: password2 });

      // A changed password ends every other session of the account (the one making the change, if any, stays).
      const current = await request.currentUser();
      await app.sessions.endAllForUser(userId, current?.id === userId ? current.sessionId : undefined);
      return ok(null, M.passwordUpdated);
    },
  );
}
