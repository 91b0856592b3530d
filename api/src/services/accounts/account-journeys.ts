import type { Kysely } from 'kysely';
import type { RegisterPayload } from '../../contracts/api-requests';
import type { Dialect } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { hashPassword, randomDigits, randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { badRequest, tooManyRequests } from '../../lib/envelope';
import type { Mailer } from '../../lib/outgoing-mail';
import { createAccountRepository, type AccountRow } from './account-repository';
import { AddressLimiter, describeWait, type Limit, type Window } from './address-limiter';
import { knownDeviceId, newDeviceToken } from './known-devices';
import { passwordResetMail, runInBackground, settleBackgroundWork, verificationCodeMail } from './mails';
import {
  ACCOUNT_MESSAGES as M,
  CODE_LIFETIME_MS,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_MS,
  codeDigest,
  displayNameFor,
  newPasswordProblem,
  readEmail,
  RESET_LIFETIME_MS,
  RESET_RESEND_MS,
} from './rules';

// The account journeys (registration, sign-in, password reset) as use cases: each checks its input, counts its
// attempts, reads and writes the account tables and sends its mail. The /api/RegUser routes hold their schemas and
// per-client limits and call these; what is HTTP (the session and device cookies, the status of a reply) stays there.

// Per-address limits, counted in the database before the work they guard; the per-client ones are the routes'
// rateLimit config.
export const ADDRESS_LIMITS = {
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

export interface AccountJourneyOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  clock: Clock;
  mailer: Mailer;
  /** Where a failed background mail is reported (the server's logger). */
  logError: (error: unknown, what: string) => void;
  config: { siteName: string; siteUrl: string; sessionSecret: string };
}

/** A sign-in that succeeded: the account, and the device token its browser keeps (new, or the one it sent). */
export interface SignedIn {
  user: AccountRow;
  deviceToken: string;
}

/** A hash with the real cost, so an unknown address takes as long to refuse as a wrong password. */
let decoyHash: Promise<string> | undefined;

export type AccountJourneys = ReturnType<typeof createAccountJourneys>;

export function createAccountJourneys({ db, dialect, clock, mailer, logError, config }: AccountJourneyOptions) {
  const limiter = new AddressLimiter(db, dialect, clock, Math.max(...Object.values(ADDRESS_LIMITS).map((window) => window.windowMs)));
  const accounts = createAccountRepository(db);
  decoyHash ??= hashPassword(randomToken());

  /** Counts one attempt under every limit, or refuses with the refusal of the first that is full and how long to wait. */
  async function countAttempt(...limits: (Limit & { refusal: string })[]): Promise<void> {
    const taken = await limiter.take(limits);
    if (!taken.ok) {
      const refusal = limits.find((limit) => limit.key === taken.key)?.refusal ?? '';
      throw tooManyRequests(`${refusal} Please wait ${describeWait(taken.waitMs)} and try again.`);
    }
  }

  return {
    /** Refuses an address that has an account already (a 400 saying so). */
    async requireFreeAddress(rawMail: string): Promise<void> {
      if (await accounts.userByEmail(readEmail(rawMail))) throw badRequest(M.emailTaken);
    },

    /**
     * Mails a new verification code to a free address: 'sent', or 'mail-failed' when the mail could not be sent (the
     * code is dropped and the address may ask again at once).
     */
    async sendVerificationCode(rawMail: string): Promise<'sent' | 'mail-failed'> {
      const email = readEmail(rawMail);
      if (await accounts.userByEmail(email)) throw badRequest(M.emailTaken);
      const burstKey = `code-burst:${email}`;
      await countAttempt(
        { key: burstKey, window: ADDRESS_LIMITS.codeBurst, refusal: 'A code was sent to this address a moment ago.' },
        { key: `code:${email}`, window: ADDRESS_LIMITS.codeMails, refusal: 'Too many codes were sent to this address.' },
      );

      const now = clock.now();
      const code = randomDigits(6);
      await accounts.replaceVerificationCode({
        email,
        code_hash: sha256(codeDigest(email, code)),
        expires_at: new Date(now.getTime() + CODE_LIFETIME_MS).toISOString(),
        attempts: 0,
        sent_at: now.toISOString(),
      });
      try {
        await mailer.send(verificationCodeMail(config.siteName, email, code));
      } catch (error) {
        logError(error, 'verification code mail failed');
        // The visitor could not get this code: let them ask again at once.
        await accounts.deleteVerificationCode(email);
        await limiter.reset(burstKey);
        return 'mail-failed';
      }
      return 'sent';
    },

    /** Makes the account with the code mailed to the address; a 400 that says what is wrong otherwise. */
    async register(body: RegisterPayload): Promise<void> {
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
      const now = clock.now();
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
      const stamp = clock.now().toISOString();
      try {
        await accounts.createAccount({ email, userName: displayNameFor(email), passwordHash, company, phone, at: stamp });
      } catch (error) {
        // Two sign-ups of one address at the same moment: the unique index lets one through; the other gets the plain answer.
        if (await accounts.userByEmail(email)) throw badRequest(M.emailTaken);
        throw error;
      }
      await limiter.reset(`register:${email}`);
    },

    /**
     * Checks an address and password. Every attempt is counted before the password is hashed: in a browser that
     * signed in to this account before (its device cookie), per browser; elsewhere per client address, and for all
     * new browsers together.
     */
    async signIn(input: { mail: string; password: string; deviceCookie: string | undefined; clientAddress: string }): Promise<SignedIn> {
      const email = readEmail(input.mail);
      if (input.password === '') throw badRequest(M.passwordRequired);

      const deviceId = knownDeviceId(config.sessionSecret, email, input.deviceCookie);
      const refusal = 'Too many failed sign-ins for this account.';
      const attemptKey = deviceId ? `login-device:${email}:${deviceId}` : `login:${email}:${input.clientAddress}`;
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
      const valid = user
        ? await verifyPassword(input.password, user.password_hash)
        : await verifyPassword(input.password, await (decoyHash as Promise<string>));
      if (!user || !valid) throw badRequest(M.loginFailed);
      await limiter.reset(attemptKey);
      return { user, deviceToken: deviceId && input.deviceCookie ? input.deviceCookie : newDeviceToken(config.sessionSecret, email) };
    },

    /**
     * Asks for a reset link. Limits are applied to every address alike, so a 429 says nothing about whether an account
     * exists; everything that depends on that happens after the reply, so neither its words nor its timing tell.
     */
    async requestPasswordReset(rawMail: string): Promise<void> {
      const email = readEmail(rawMail);
      await countAttempt(
        { key: `reset-burst:${email}`, window: ADDRESS_LIMITS.resetBurst, refusal: 'A link was sent to this address a moment ago.' },
        { key: `reset:${email}`, window: ADDRESS_LIMITS.resetMails, refusal: 'Too many links were sent to this address.' },
      );
      runInBackground(
        async () => {
          const user = await accounts.userByEmail(email);
          if (!user) return;
          const token = randomToken();
          const now = clock.now();
          await accounts.replaceResetLink({
            token_hash: sha256(token),
            user_id: user.id,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + RESET_LIFETIME_MS).toISOString(),
          });
          const link = `${config.siteUrl}/passwordSetting?hash=${encodeURIComponent(token)}`;
          await mailer.send(passwordResetMail(config.siteName, email, link));
        },
        (error) => logError(error, 'password reset link failed'),
      );
    },

    /** Waits for the reset links still being written and mailed. */
    settleBackgroundWork,

    /** Sets a new password with a reset link; returns the account's id (its other sessions are to end). */
    async updatePassword(input: { hash: string; password: string; repeated: string }): Promise<number> {
      if (input.hash.trim() === '') throw badRequest(M.resetInvalid);
      const problem = newPasswordProblem(input.password);
      if (problem) throw badRequest(problem);
      if (input.password !== input.repeated) throw badRequest(M.passwordMismatch);

      const now = clock.now().toISOString();
      const reset = await accounts.resetLink(sha256(input.hash.trim()));
      if (!reset || reset.used_at !== null || reset.expires_at <= now) throw badRequest(M.resetInvalid);

      const passwordHash = await hashPassword(input.password);
      // Claim the token first: of two racing requests with one link, only one changes the password.
      if (!(await accounts.claimResetLink(reset.token_hash, now))) throw badRequest(M.resetInvalid);
      await accounts.setPassword(reset.user_id, passwordHash, now);
      await accounts.deleteUnusedResetLinks(reset.user_id);
      return reset.user_id;
    },
  };
}
