import type { Insertable, Kysely } from 'kysely';
import type { Database, PasswordResetsTable, VerificationCodesTable } from '../../db/schema';
import { CODE_MAX_ATTEMPTS } from './rules';

/** What sign-in, sign-up and the reset link need of an account. */
export interface AccountRow {
  id: number;
  email: string;
  user_name: string;
  password_hash: string;
}

/** A new account, as the Register route made it from the form. */
export interface NewAccount {
  email: string;
  userName: string;
  passwordHash: string;
  company: string;
  phone: string;
  /** When it was made (created_at and updated_at). */
  at: string;
}

/** The signed-in account of a session, and when the session ends. */
export interface SessionAccount {
  id: number;
  email: string;
  userName: string;
  expiresAt: string;
}

/** Deletes the account's reset links that were never used. */
async function deleteUnusedResetLinks(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

/**
 * The account tables (users, verification codes, reset links, sessions). Each method is one step of a journey;
 * the routes call them in the order that keeps the journey safe (an attempt counted before a hash or a mail, a
 * try or a link claimed before it is acted on), so no method here counts, hashes or mails anything.
 */
export function createAccountRepository(db: Kysely<Database>) {
  return {
    /** The account of a normalised address, or undefined when there is none. */
    async userByEmail(email: string): Promise<AccountRow | undefined> {
      return db.selectFrom('users').select(['id', 'email', 'user_name', 'password_hash']).where('email', '=', email).executeTakeFirst();
    },

    /** Stores the address's new code; any older code of the address is void. */
    async replaceVerificationCode(code: Insertable<VerificationCodesTable>): Promise<void> {
      // Delete then insert: portable across SQLite and PostgreSQL, and any older code is void.
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('verification_codes').where('email', '=', code.email).execute();
        await trx.insertInto('verification_codes').values(code).execute();
      });
    },

    /** Forgets the address's code (its mail could not be sent). */
    async deleteVerificationCode(email: string): Promise<void> {
      await db.deleteFrom('verification_codes').where('email', '=', email).execute();
    },

    /** The address's code as stored, or undefined when none was sent. */
    async verificationCode(email: string) {
      return db.selectFrom('verification_codes').selectAll().where('email', '=', email).executeTakeFirst();
    },

    /**
     * Claims one try of the address's code, in one statement, and returns the try's number and the code it counted
     * against; undefined when the code's tries are used up or there is no code.
     */
    async claimCodeAttempt(email: string): Promise<{ attempts: number; code_hash: string } | undefined> {
      return db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('email', '=', email)
        .where('attempts', '<', CODE_MAX_ATTEMPTS)
        .returning(['attempts', 'code_hash'])
        .executeTakeFirst();
    },

    /** Makes the account and voids the code it was made with, in one transaction. Throws when the address is taken. */
    async createAccount(account: NewAccount): Promise<void> {
      const { email, userName, passwordHash, company, phone, at } = account;
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('verification_codes').where('email', '=', email).execute();
        await trx
          .insertInto('users')
          .values({ email, user_name: userName, password_hash: passwordHash, company, phone, created_at: at, updated_at: at })
          .execute();
      });
    },

    /** Stores the account's new reset link (by its token's hash) and voids its unused older ones, in one transaction. */
    async replaceResetLink(link: Omit<Insertable<PasswordResetsTable>, 'used_at'>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Only the newest link works: an older mail lying around is not a key.
        await deleteUnusedResetLinks(trx, link.user_id);
        await trx
          .insertInto('password_resets')
          .values({ ...link, used_at: null })
          .execute();
      });
    },

    /** The reset link with this token hash, used or not, or undefined when there is none. */
    async resetLink(tokenHash: string) {
      return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },

    /** Marks the link used unless it already was; true when this call is the one that claimed it. */
    async claimResetLink(tokenHash: string, usedAt: string): Promise<boolean> {
      const claimed = await db
        .updateTable('password_resets')
        .set({ used_at: usedAt })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },

    async setPassword(userId: number, passwordHash: string, at: string): Promise<void> {
      await db.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', userId).execute();
    },

    async deleteUnusedResetLinks(userId: number): Promise<void> {
      await deleteUnusedResetLinks(db, userId);
    },

    /** Stores a session by its token's hash. */
    async startSession(sessionId: string, userId: number, createdAt: string, expiresAt: string): Promise<void> {
      await db.insertInto('sessions').values({ id: sessionId, user_id: userId, created_at: createdAt, expires_at: expiresAt }).execute();
    },

    async endSession(sessionId: string): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    },

    /** Ends every session of the account except `keepSessionId`. */
    async endSessionsOfUser(userId: number, keepSessionId?: string): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepSessionId) query = query.where('id', '!=', keepSessionId);
      await query.execute();
    },

    /** The account a session (by its token's hash) belongs to, expired or not, or undefined when there is no such session. */
    async sessionAccount(sessionId: string): Promise<SessionAccount | undefined> {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['users.id as id', 'users.email as email', 'users.user_name as userName', 'sessions.expires_at as expiresAt'])
        .where('sessions.id', '=', sessionId)
        .executeTakeFirst();
    },
  };
}
