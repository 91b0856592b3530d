import type { FastifyInstance } from 'fastify';
import { hashPassword, randomToken, sha256 } from '../../src/lib/crypto';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from '../../src/plugins/app/sessions';

/**
 * Creates a user (if needed) and a live session straight in the database, for
 * tests of endpoints that need a signed-in visitor. Returns the Cookie header.
 */
export async function signInAs(
  app: FastifyInstance,
  email = 'engineer@example.com',
  password = 'correct horse battery',
): Promise<{ cookie: string; userId: number }> {
  const now = app.clock.now().toISOString();
  let user = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) {
    user = await app.db
      .insertInto('users')
      .values({
        email,
        user_name: email,
        password_hash: await hashPassword(password),
        company: 'Test Co',
        phone: '+1 555 0100',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  }
  const token = randomToken();
  await app.db
    .insertInto('sessions')
    .values({
      id: sha256(token),
      user_id: user.id,
      created_at: now,
      expires_at: new Date(app.clock.now().getTime() + SESSION_LIFETIME_MS).toISOString(),
    })
    .execute();
  return { cookie: `${SESSION_COOKIE}=${token}`, userId: user.id };
}
