import type { FastifyInstance, FastifyReply } from 'fastify';
import { mailInputSchema, registerPayloadSchema, type MailInput, type RegisterPayload } from '../../../contracts/api-requests';
import { verificationCodeReplySchema } from '../../../contracts/api-shapes';
import { hashPassword, randomDigits, sha256 } from '../../../lib/crypto';
import { badRequest, envelopeSchema, failure, ok } from '../../../lib/envelope';
import { verificationCodeMail } from '../../../services/accounts/mails';
import {
  ACCOUNT_MESSAGES as M,
  CODE_LIFETIME_MS,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_MS,
  codeDigest,
  displayNameFor,
  newPasswordProblem,
  readEmail,
} from '../../../services/accounts/rules';
import { ADDRESS_LIMITS, IP_LIMITS, nullReply, type AccountContext } from './account-context';

const codeReply = { 200: envelopeSchema(verificationCodeReplySchema) };

/** Registration: is the address free, a code mailed to it, and the account made with that code. */
export function registerRegistrationRoutes(app: FastifyInstance, { limiter, ipLimit, countAttempt, accounts }: AccountContext): void {
  // The path's spelling (Eamil) is the one the clients call.
  app.get<{ Querystring: MailInput }>(
    '/CheckEamil',
    {
      config: { rateLimit: ipLimit(IP_LIMITS.check) },
      schema: {
        querystring: mailInputSchema,
        response: { 200: envelopeSchema({ type: 'object', properties: { Registered: { type: 'boolean' } } }) },
      },
    },
    async (request) => {
      const email = readEmail(request.query.mail);
      if (await accounts.userByEmail(email)) throw badRequest(M.emailTaken);
      return ok({ Registered: false }, M.emailAvailable);
    },
  );

  async function sendCode(rawMail: string, reply: FastifyReply) {
    const email = readEmail(rawMail);
    if (await accounts.userByEmail(email)) throw badRequest(M.emailTaken);
    const burstKey = `code-burst:${email}`;
    await countAttempt(
      { key: burstKey, window: ADDRESS_LIMITS.codeBurst, refusal: 'A code was sent to this address a moment ago.' },
      { key: `code:${email}`, window: ADDRESS_LIMITS.codeMails, refusal: 'Too many codes were sent to this address.' },
    );

    const now = app.clock.now();
    const code = randomDigits(6);
    await accounts.replaceVerificationCode({
      email,
      code_hash: sha256(codeDigest(email, code)),
      expires_at: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
      attempts: 0,
      sent_at: now.toISOString(),
    });
    try {
      await app.mailer.send(verificationCodeMail(app.config.siteName, email, code));
    } catch (error) {
      app.log.error({ err: error }, 'verification code mail failed');
      // The visitor could not get this code: let them ask again at once.
      await accounts.deleteVerificationCode(email);
      await limiter.reset(burstKey);
      // Sent as is rather than thrown: the error handler turns every 5xx into a generic message, and this one the visitor can act on.
      return reply.code(503).send(failure(503, M.mailFailed));
    }
    return ok({ ExpiresInSeconds: CODE_LIFETIME_MS / 1000, ResendAfterSeconds: CODE_RESEND_MS / 1000 }, M.codeSent);
  }
  app.get<{ Querystring: MailInput }>(
    '/GetVerificationCode',
    { config: { rateLimit: ipLimit(IP_LIMITS.codeSend), idempotent: true }, schema: { querystring: mailInputSchema, response: codeReply } },
    async (request, reply) => sendCode(request.query.mail, reply),
  );
  app.post<{ Body: MailInput }>(
    '/GetVerificationCode',
    { config: { rateLimit: ipLimit(IP_LIMITS.codeSend), idempotent: true }, schema: { body: mailInputSchema, response: codeReply } },
    async (request, reply) => sendCode(request.body.mail, reply),
  );

  app.post<{ Body: RegisterPayload }>(
    '/Register',
    { config: { rateLimit: ipLimit(IP_LIMITS.register), idempotent: true }, schema: { body: registerPayloadSchema, response: nullReply } },
    async (request) => {
      const body = request.body;
      const email = readEmail(body.Email);
      const code = body.VCode.trim();
      if (code === '') throw badRequest(M.codeRequired);
      if (!/^\d{6}$/.test(code)) throw badRequest(M.codeFormat);
      const problem = newPasswordProblem(body.PassWord);
      if (problem) throw badRequest(problem);
      const company = body.Company.trim();
      const phone = body.Phone.trim();
      if (company === '') throw badRequest(M.companyRequired);
      if (phone === '') throw badRequest(M.phoneRequired);

      await countAttempt({ key: `register:${email}`, window: ADDRESS_LIMITS.register, refusal: 'Too many attempts to register this address.' });

      const stored = await accounts.verificationCode(email);
      const now = app.clock.now();
      if (!stored || stored.expires_at <= now.toISOString()) throw badRequest(M.codeMissing);
      // The try is claimed before the code is compared, in one statement: parallel guesses cannot share a try.
      // The claim also returns the try's number and the code it counted against: `stored` may be out of date by
      // now (on PostgreSQL parallel guesses run side by side), and the last try must say that the code is void.
      const claimed = await accounts.claimCodeAttempt(email);
      if (!claimed) throw badRequest(M.codeVoid);
      if (claimed.code_hash !== sha256(codeDigest(email, code))) {
        throw badRequest(Number(claimed.attempts) >= CODE_MAX_ATTEMPTS ? M.codeVoid : M.codeWrong);
      }
      if (await accounts.userByEmail(email)) throw badRequest(M.emailTaken);

      const passwordHash = await hashPassword(body.PassWord);
      const stamp = app.clock.now().toISOString();
      try {
        await accounts.createAccount({ email, userName: displayNameFor(email), passwordHash, company, phone, at: stamp });
      } catch (error) {
        // Two sign-ups of one address at the same moment: the unique index lets one through; the other gets the plain answer.
        if (await accounts.userByEmail(email)) throw badRequest(M.emailTaken);
        throw error;
      }
      await limiter.reset(`register:${email}`);
      return ok(null, M.registered);
    },
  );
}
