import type { FastifyInstance } from 'fastify';
import { hashPassword, randomToken, sha256 } from '../../../lib/crypto';
import { badRequest, ok } from '../../../lib/envelope';
import { passwordResetMail, runInBackground, settleBackgroundWork } from '../../../services/accounts/mails';
import { ACCOUNT_MESSAGES as M, newPasswordProblem, RESET_LIFETIME_MS } from '../../../services/accounts/rules';
import { mailInputSchema, passwordUpdatePayloadSchema, type MailInput, type PasswordUpdatePayload } from '../../../contracts/api-requests';
import { ADDRESS_LIMITS, IP_LIMITS, nullReply, readEmail, type AccountContext } from './account-context';

/** Password reset: a link mailed to the address, and the new password set with it. */
export function registerPasswordResetRoutes(app: FastifyInstance, { ipLimit, countAttempt, userByEmail }: AccountContext): void {
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
    const user = await userByEmail(email);
    if (user) {
      const token = randomToken();
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        // Only the newest link works: an older mail lying around is not a key.
        await trx.deleteFrom('password_resets').where('user_id', '=', user.id).where('used_at', 'is', null).execute();
        await trx
          .insertInto('password_resets')
          .values({
            token_hash: sha256(token),
            user_id: user.id,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + RESET_LIFETIME_MS).toISOString(),
            used_at: null,
          })
          .execute();
      });
      const link = `${app.config.siteUrl}/passwordSetting?hash=${encodeURIComponent(token)}`;
      await app.mailer.send(passwordResetMail(app.config.siteName, email, link));
    }
  }
  app.get<{ Querystring: MailInput }>(
    '/PasswordRetrieval',
    { config: { rateLimit: ipLimit(IP_LIMITS.retrieval) }, schema: { querystring: mailInputSchema, response: nullReply } },
    async (request) => retrieve(request.query.mail),
  );
  app.post<{ Body: MailInput }>(
    '/PasswordRetrieval',
    { config: { rateLimit: ipLimit(IP_LIMITS.retrieval) }, schema: { body: mailInputSchema, response: nullReply } },
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
      const reset = await app.db.selectFrom('password_resets').selectAll().where('token_hash', '=', sha256(hash.trim())).executeTakeFirst();
      if (!reset || reset.used_at !== null || reset.expires_at <= now) throw badRequest(M.resetInvalid);

      const passwordHash = await hashPassword(Password);
      // Claim the token first: of two racing requests with one link, only one changes the password.
      const claimed = await app.db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', reset.token_hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(M.resetInvalid);
      await app.db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', reset.user_id).execute();
      await app.db.deleteFrom('password_resets').where('user_id', '=', reset.user_id).where('used_at', 'is', null).execute();

      // A changed password ends every other session of the account (the one making the change, if any, stays).
      const current = await request.currentUser();
      await app.sessions.endAllForUser(reset.user_id, current?.id === reset.user_id ? current.sessionId : undefined);
      return ok(null, M.passwordUpdated);
    },
  );
}
