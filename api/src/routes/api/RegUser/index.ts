import crypto from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isAcceptableEmail } from '../../../contracts/email-address';
import { hashPassword, randomToken, sha256, verifyPassword } from '../../../lib/crypto';
import { badRequest, envelopeSchema, failure, HttpError, ok, tooManyRequests } from '../../../lib/envelope';
import { AddressLimiter, describeWait, type Limit, type Window } from '../../../services/accounts/address-limiter';
import { DEVICE_COOKIE, DEVICE_LIFETIME_MS, knownDeviceId, newDeviceToken } from '../../../services/accounts/known-devices';
import { passwordResetMail, runInBackground, settleBackgroundWork, verificationCodeMail } from '../../../services/accounts/mails';
import {
  ACCOUNT_MESSAGES as M,
  CODE_LIFETIME_MS,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_MS,
  codeDigest,
  COMPANY_MAX_LENGTH,
  displayNameFor,
  EMAIL_MAX_LENGTH,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  passwordProblem,
  PHONE_MAX_LENGTH,
  RESET_LIFETIME_MS,
  RESET_RESEND_MS,
} from '../../../services/accounts/rules';

// Per-address limits, counted in the database before the work they guard; the per-client ones are the
// routes' rateLimit config below.
const ADDRESS_LIMITS = {
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
const IP_LIMITS = {
  check: { max: 60, timeWindow: '1 minute' },
  codeSend: { max: 20, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '1 minute' },
  login: { max: 60, timeWindow: '1 minute' },
  retrieval: { max: 20, timeWindow: '1 minute' },
  update: { max: 20, timeWindow: '1 minute' },
} as const;

const emailString = { type: 'string', maxLength: EMAIL_MAX_LENGTH } as const;
const passwordString = { type: 'string', maxLength: PASSWORD_MAX_LENGTH } as const;
const mailQuery = { type: 'object', properties: { mail: emailString }, required: ['mail'] } as const;

const userSchema = {
  anyOf: [{ type: 'null' }, { type: 'object', properties: { UserName: { type: 'string' }, Email: { type: 'string' } }, required: ['UserName'] }],
} as const;
const nullReply = { 200: envelopeSchema({ type: 'null' }) } as const;

interface MailInput {
  mail: string;
}
interface RegisterBody {
  Email: string;
  VCode: string;
  PassWord: string;
  Company: string;
  Phone: string;
}
interface LoginBody {
  mail: string;
  password: string;
}
interface UpdateBody {
  hash: string;
  Password: string;
  password2: string;
}

/** The address as typed, checked and normalised; a 400 that says what is wrong otherwise. */
function readEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (email === '') throw badRequest(M.emailRequired);
  if (!isAcceptableEmail(email)) throw badRequest(M.invalidEmail);
  return email;
}

function waitMessage(what: string, ms: number): string {
  return `${what} Please wait ${describeWait(ms)} and try again.`;
}

/** Six digits from the CSPRNG, leading zeros kept. */
function newCode(): string {
  return crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A hash with the real cost, so an unknown address takes as long to refuse as a wrong password. */
let decoyHash: Promise<string> | undefined;

/** /api/RegUser: accounts, sessions and the mails that go with them (SPEC.md §7 names, DESIGN.md §4 security). */
const regUserRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  const limiter = new AddressLimiter(app.db, app.dbDialect, app.clock, Math.max(...Object.values(ADDRESS_LIMITS).map((window) => window.windowMs)));
  decoyHash ??= hashPassword(randomToken());
  const ipLimit = (limit: { max: number; timeWindow: string }) => (app.config.rateLimit ? limit : false);
  const secureCookie = app.config.siteUrl.startsWith('https://');
  // Closing the app waits for reset links still being written and mailed.
  app.addHook('onClose', () => settleBackgroundWork());

  /** Counts one attempt under every limit, or refuses with the refusal of the first that is full and how long to wait. */
  async function countAttempt(...limits: (Limit & { refusal: string })[]): Promise<void> {
    const taken = await limiter.take(limits);
    if (!taken.ok) throw tooManyRequests(waitMessage(limits.find((limit) => limit.key === taken.key)?.refusal ?? '', taken.waitMs));
  }

  async function userByEmail(email: string) {
    return app.db.selectFrom('users').select(['id', 'email', 'user_name', 'password_hash']).where('email', '=', email).executeTakeFirst();
  }

  // --- CheckEamil (SPEC.md spelling kept) -----------------------------------------------------------------
  app.get<{ Querystring: MailInput }>(
    '/CheckEamil',
    {
      config: { rateLimit: ipLimit(IP_LIMITS.check) },
      schema: { querystring: mailQuery, response: { 200: envelopeSchema({ type: 'object', properties: { Registered: { type: 'boolean' } } }) } },
    },
    async (request) => {
      const email = readEmail(request.query.mail);
      if (await userByEmail(email)) throw badRequest(M.emailTaken);
      return ok({ Registered: false }, M.emailAvailable);
    },
  );

  // --- GetVerificationCode ----------------------------------------------------------------------------------
  async function sendCode(rawMail: string, reply: FastifyReply) {
    const email = readEmail(rawMail);
    if (await userByEmail(email)) throw badRequest(M.emailTaken);
    const burstKey = `code-burst:${email}`;
    await countAttempt(
      { key: burstKey, window: ADDRESS_LIMITS.codeBurst, refusal: 'A code was sent to this address a moment ago.' },
      { key: `code:${email}`, window: ADDRESS_LIMITS.codeMails, refusal: 'Too many codes were sent to this address.' },
    );

    const now = app.clock.now();
    const code = newCode();
    const row = {
      email,
      code_hash: sha256(codeDigest(email, code)),
      expires_at: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
      attempts: 0,
      sent_at: now.toISOString(),
    };
    // Delete then insert: portable across SQLite and PostgreSQL, and any older code is void.
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('verification_codes').where('email', '=', email).execute();
      await trx.insertInto('verification_codes').values(row).execute();
    });
    try {
      await app.mailer.send(verificationCodeMail(app.config.siteName, email, code));
    } catch (error) {
      app.log.error({ err: error }, 'verification code mail failed');
      // The visitor could not get this code: let them ask again at once.
      await app.db.deleteFrom('verification_codes').where('email', '=', email).execute();
      await limiter.reset(burstKey);
      // Sent as is rather than thrown: the error handler turns every 5xx into a generic message, and this one the visitor can act on.
      return reply.code(503).send(failure(503, M.mailFailed));
    }
    return ok({ ExpiresInSeconds: CODE_LIFETIME_MS / 1000, ResendAfterSeconds: CODE_RESEND_MS / 1000 }, M.codeSent);
  }
  const codeReply = {
    200: envelopeSchema({ type: 'object', properties: { ExpiresInSeconds: { type: 'integer' }, ResendAfterSeconds: { type: 'integer' } } }),
  };
  app.get<{ Querystring: MailInput }>(
    '/GetVerificationCode',
    { config: { rateLimit: ipLimit(IP_LIMITS.codeSend) }, schema: { querystring: mailQuery, response: codeReply } },
    async (request, reply) => sendCode(request.query.mail, reply),
  );
  app.post<{ Body: MailInput }>(
    '/GetVerificationCode',
    { config: { rateLimit: ipLimit(IP_LIMITS.codeSend) }, schema: { body: mailQuery, response: codeReply } },
    async (request, reply) => sendCode(request.body.mail, reply),
  );

  // --- Register ---------------------------------------------------------------------------------------------
  app.post<{ Body: RegisterBody }>(
    '/Register',
    {
      config: { rateLimit: ipLimit(IP_LIMITS.register) },
      schema: {
        body: {
          type: 'object',
          properties: {
            Email: emailString,
            VCode: { type: 'string', maxLength: 6 },
            PassWord: passwordString,
            Company: { type: 'string', maxLength: COMPANY_MAX_LENGTH },
            Phone: { type: 'string', maxLength: PHONE_MAX_LENGTH },
          },
          required: ['Email', 'VCode', 'PassWord', 'Company', 'Phone'],
        },
        response: nullReply,
      },
    },
    async (request) => {
      const body = request.body;
      const email = readEmail(body.Email);
      const code = body.VCode.trim();
      if (code === '') throw badRequest(M.codeRequired);
      if (!/^\d{6}$/.test(code)) throw badRequest(M.codeFormat);
      const problem = passwordProblem(body.PassWord);
      if (problem) throw badRequest(problem);
      const company = body.Company.trim();
      const phone = body.Phone.trim();
      if (company === '') throw badRequest(M.companyRequired);
      if (phone === '') throw badRequest(M.phoneRequired);

      await countAttempt({ key: `register:${email}`, window: ADDRESS_LIMITS.register, refusal: 'Too many attempts to register this address.' });

      const stored = await app.db.selectFrom('verification_codes').selectAll().where('email', '=', email).executeTakeFirst();
      const now = app.clock.now();
      if (!stored || stored.expires_at <= now.toISOString()) throw badRequest(M.codeMissing);
      // The try is claimed before the code is compared, in one statement: parallel guesses cannot share a try.
      // The claim also returns the try's number and the code it counted against: `stored` may be out of date by
      // now (on PostgreSQL parallel guesses run side by side), and the last try must say that the code is void.
      const claimed = await app.db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('email', '=', email)
        .where('attempts', '<', CODE_MAX_ATTEMPTS)
        .returning(['attempts', 'code_hash'])
        .executeTakeFirst();
      if (!claimed) throw badRequest(M.codeVoid);
      if (claimed.code_hash !== sha256(codeDigest(email, code))) {
        throw badRequest(Number(claimed.attempts) >= CODE_MAX_ATTEMPTS ? M.codeVoid : M.codeWrong);
      }
      if (await userByEmail(email)) throw badRequest(M.emailTaken);

      const passwordHash = await hashPassword(body.PassWord);
      const stamp = app.clock.now().toISOString();
      try {
        await app.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('verification_codes').where('email', '=', email).execute();
          await trx
            .insertInto('users')
            .values({ email, user_name: displayNameFor(email), password_hash: passwordHash, company, phone, created_at: stamp, updated_at: stamp })
            .execute();
        });
      } catch (error) {
        // Two sign-ups of one address at the same moment: the unique index lets one through; the other gets the plain answer.
        if (await userByEmail(email)) throw badRequest(M.emailTaken);
        throw error;
      }
      await limiter.reset(`register:${email}`);
      return ok(null, M.registered);
    },
  );

  // --- UserLogin --------------------------------------------------------------------------------------------
  // SPEC.md §7 describes a GET with the password in the query; DESIGN.md §4 refuses it. The route exists so the
  // refusal is a clear envelope rather than a 404, and it reads nothing from the query.
  app.get('/UserLogin', { config: { rateLimit: ipLimit(IP_LIMITS.login) } }, async () => {
    throw new HttpError(405, M.loginByGet);
  });

  app.post<{ Body: LoginBody }>(
    '/UserLogin',
    {
      config: { rateLimit: ipLimit(IP_LIMITS.login) },
      schema: {
        body: { type: 'object', properties: { mail: emailString, password: passwordString }, required: ['mail', 'password'] },
        response: { 200: envelopeSchema({ type: 'object', properties: { UserName: { type: 'string' } }, required: ['UserName'] }) },
      },
    },
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

      const user = await userByEmail(email);
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
      return ok({ UserName: user.user_name });
    },
  );

  // --- PasswordRetrieval ------------------------------------------------------------------------------------
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
        // Only the newest link works: an older mail lying around is no longer a key.
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
    { config: { rateLimit: ipLimit(IP_LIMITS.retrieval) }, schema: { querystring: mailQuery, response: nullReply } },
    async (request) => retrieve(request.query.mail),
  );
  app.post<{ Body: MailInput }>(
    '/PasswordRetrieval',
    { config: { rateLimit: ipLimit(IP_LIMITS.retrieval) }, schema: { body: mailQuery, response: nullReply } },
    async (request) => retrieve(request.body.mail),
  );

  // --- UpdatePassword ---------------------------------------------------------------------------------------
  app.post<{ Body: UpdateBody }>(
    '/UpdatePassword',
    {
      config: { rateLimit: ipLimit(IP_LIMITS.update) },
      schema: {
        body: {
          type: 'object',
          properties: { hash: { type: 'string', maxLength: 200 }, Password: passwordString, password2: passwordString },
          required: ['hash', 'Password', 'password2'],
        },
        response: nullReply,
      },
    },
    async (request) => {
      const { hash, Password, password2 } = request.body;
      if (hash.trim() === '') throw badRequest(M.resetInvalid);
      const problem = passwordProblem(Password);
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

  // --- Logout and Me ----------------------------------------------------------------------------------------
  app.post('/Logout', { schema: { response: nullReply } }, async (request: FastifyRequest, reply: FastifyReply) => {
    await app.sessions.end(request, reply);
    return ok(null, M.signedOut);
  });

  // The shell asks at every start: signed out is an answer (null), never a 401.
  app.get('/Me', { schema: { response: { 200: envelopeSchema(userSchema) } } }, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    const user = await request.currentUser();
    return ok(user ? { UserName: user.userName, Email: user.email } : null);
  });
};

export default regUserRoutes;
