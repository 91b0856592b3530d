import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/crypto';
import { isoPlus } from '../../lib/clock';
import { unauthorized } from '../../lib/envelope';
import { createAccountRepository } from '../../services/accounts/account-repository';

export const SESSION_COOKIE = 'fl_session';
/** A session lives 14 days from sign-in. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: number;
  email: string;
  userName: string;
  sessionId: string;
}

export interface Sessions {
  /** Starts a session for the user and sets the httpOnly cookie. */
  start: (reply: FastifyReply, userId: number) => Promise<void>;
  /** Ends the request's session (if any) and clears the cookie. */
  end: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Ends every session of a user except `keepSessionId` (after a password change). */
  endAllForUser: (userId: number, keepSessionId?: string) => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
    /** preHandler that answers a 401 envelope unless the request carries a live session. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request from the session cookie; null when signed out. */
    currentUser: () => Promise<SessionUser | null>;
    sessionUser?: SessionUser | null;
  }
}

/** Cookie sessions: a random token in an httpOnly, SameSite cookie; the database keeps only its hash. */
export default fp(
  async function sessionsPlugin(app) {
    const secureCookie = app.config.siteUrl.startsWith('https://');
    const accounts = createAccountRepository(app.db);

    app.decorate('sessions', {
      async start(reply, userId) {
        const token = randomToken();
        const now = app.clock.now();
        await accounts.startSession(sha256(token), userId, now.toISOString(), isoPlus(app.clock, SESSION_LIFETIME_MS));
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookie,
          maxAge: SESSION_LIFETIME_MS / 1000,
        });
      },
      async end(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        if (token) await accounts.endSession(sha256(token));
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        request.sessionUser = null;
      },
      async endAllForUser(userId, keepSessionId) {
        await accounts.endSessionsOfUser(userId, keepSessionId);
      },
    } satisfies Sessions);

    app.decorateRequest('sessionUser', undefined);
    app.decorateRequest('currentUser', async function currentUser(this: FastifyRequest) {
      if (this.sessionUser !== undefined) return this.sessionUser;
      const token = this.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) {
        this.sessionUser = null;
        return null;
      }
      const id = sha256(token);
      const row = await accounts.sessionAccount(id);
      if (!row || row.expiresAt <= app.clock.now().toISOString()) {
        this.sessionUser = null;
        return null;
      }
      this.sessionUser = { id: row.id, email: row.email, userName: row.userName, sessionId: id };
      return this.sessionUser;
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!(await request.currentUser())) throw unauthorized('Your session has ended. Please sign in again.');
    });
  },
  { name: 'sessions', dependencies: ['database', 'config'] },
);
