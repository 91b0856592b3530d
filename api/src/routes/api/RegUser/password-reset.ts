import type { FastifyInstance } from 'fastify';
import { hashPassword, randomToken, sha256 } from '../../../lib/crypto';
import { badRequest, ok } from '../../../lib/envelope';
import { passwordResetMail, runInBackground, settleBackgroundWork } from '../../../services/accounts/mails';
import { ACCOUNT_MESSAGES as M, newPasswordProblem, readEmail, RESET_LIFETIME_MS } from '../../../services/accounts/rules';
import { mailInputSchema, passwordUpdatePayloadSchema, type MailInput, type PasswordUpdatePayload } from '../../../contracts/api-requests';
import { ADDRESS_LIMITS, IP_LIMITS, nullReply, type AccountContext } from './account-context';

/** Password reset: a link mailed to the address, and the new password set with it. */
export function registerPasswordResetRoutes(app: FastifyInstance, { ipLimit, countAttempt, accounts }: AccountContext): void {
  // Closing the app waits for reset links still being written and mailed.
  app.addHook('onClose', () => settleBackgroundWork());

  async function retrieve(rawMail: string) {
    const email = readEmail(rawMail);
    // Limits are applied to every address alike, so a 429 says nothing about whether an account exists.
    await countAttempt(
      { key: `reset-burst:${email}`, window: ADDRESS_LIMITS.resetBurst, refusal: 'A link was sent to this address a moment ago.' },
      { key: `reset:${email}`, window: ADDRESS_LIMITS.resetMails, refusal: 'Too many links were sent to this address.' },
    );
    // Everything that depends on whether the address has an account happens after the reply, so neither its
    // words nor its timing tell the two apart.
    runInBackground(
      () => issueResetLink(email),
      (error) => app.log.error({ err: error }, 'password reset link failed'),
    );
    return ok(null, M.retrievalSent);
  }

  async function issueResetLink(email: string): Promise<void> {
    const user = await accounts.userByEmail(email);
    if (user) {
      const token = randomToken();
      const now = app.clock.now();
      await accounts.replaceResetLink({
        token_hash: sha256(token),
        user_id: user.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESET_LIFETIME_MS).toISOString(),
      });
      const link = `${app.config.siteUrl}/passwordSetting?hash=${encodeURIComponent(token)}`;
      await app.mailer.send(passwordResetMail(app.config.siteName, email, link));
    }
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
      if (hash.trim() === '') throw badRequest(M.resetInvalid);
      const problem = newPasswordProblem(Password);
      if (problem) throw badRequest(problem);
      if (Password !== password2) throw badRequest(M.passwordMismatch);

      const now = app.clock.now().toISOString();
      const reset = await accounts.resetLink(sha256(hash.trim()));
      if (!reset || reset.used_at !== null || reset.expires_at <= now) throw badRequest(M.resetInvalid);

      const passwordHash = await hashPassword(Password);
      // Claim the token first: of two racing requests with one link, only one changes the password.
      if (!(await accounts.claimResetLink(reset.token_hash, now))) throw badRequest(M.resetInvalid);
      await accounts.setPassword(reset.user_id, passwordHash, now);
      await accounts.deleteUnusedResetLinks(reset.user_id);

      // A changed password ends every other session of the account (the one making the change, if any, stays).
      const current = await request.currentUser();
      await app.sessions.endAllForUser(reset.user_id, current?.id === reset.user_id ? current.sessionId : undefined);
      return ok(null, M.passwordUpdated);
    },
  );
}
