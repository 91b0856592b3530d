import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type Dialect } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: Dialect;
  }
}

/** Opens DATABASE_URL, brings it to the latest schema, and closes it with the app. */
export default fp(
  async function databasePlugin(app) {
    const handle = openDatabase(app.config.databaseUrl);
    await migrateToLatest(handle);
    app.decorate('db', handle.db);
    app.decorate('dbDialect', handle.dialect);
    app.addHook('onClose', async () => {
      await handle.db.destroy();
    });
  },
  { name: 'database', dependencies: ['config'] },
);
