import type { FastifyInstance, FastifyReply } from 'fastify';
import { mailInputSchema, registerPayloadSchema, type MailInput, type RegisterPayload } from '../../../contracts/api-requests';
import { verificationCodeReplySchema } from '../../../contracts/api-shapes';
import { envelopeSchema, failure, ok } from '../../../lib/envelope';
import { ACCOUNT_MESSAGES as M, CODE_LIFETIME_MS, CODE_RESEND_MS } from '../../../services/accounts/rules';
import { IP_LIMITS, nullReply, type AccountContext } from './account-context';

const codeReply = { 200: envelopeSchema(verificationCodeReplySchema) };

/** Registration: is the address free, a code mailed to it, and the account made with that code. */
export function registerRegistrationRoutes(app: FastifyInstance, { ipLimit, journeys }: AccountContext): void {
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
      await journeys.requireFreeAddress(request.query.mail);
      return ok({ Registered: false }, M.emailAvailable);
    },
  );

  async function sendCode(rawMail: string, reply: FastifyReply) {
    if ((await journeys.sendVerificationCode(rawMail)) === 'mail-failed') {
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
      await journeys.register(request.body);
      return ok(null, M.registered);
    },
  );
}
