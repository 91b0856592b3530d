import { Migrator, sql, type Kysely, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { DatabaseHandle, Dialect } from './connect';
import { inSqliteWriteLock } from './locks';
import { allMigrations } from './migrations';
import type { Database } from './schema';

/** A migration run that failed on SQLite, carried out of the write lock's transaction to be reported. */
class MigrationFailed extends Error {
  constructor(readonly outcome: MigrationResultSet) {
    super('a migration failed');
  }
}

function migratorOn(db: Kysely<Database>, dialect: Dialect): Migrator {
  const provider: MigrationProvider = { getMigrations: async () => allMigrations(dialect) };
  return new Migrator({ db, provider });
}

/** The newest migration this code has: the schema is current when it is applied (names sort in run order). */
export function latestMigrationName(dialect: Dialect): string {
  const names = Object.keys(allMigrations(dialect)).sort();
  const latest = names[names.length - 1];
  if (latest === undefined) throw new Error('There are no migrations.');
  return latest;
}

/** Whether the newest migration this code has is applied, read from Kysely's migration table (none yet: false). */
export async function isSchemaCurrent({ db, dialect }: DatabaseHandle): Promise<boolean> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === 'kysely_migration')) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration where name = ${latestMigrationName(dialect)}`.execute(db);
  return rows.length > 0;
}

/**
 * Brings the database to the latest schema; throws with the failing migration's name. Several processes may start
 * at once: one migrates, the others wait for it and then find nothing left to do. On PostgreSQL Kysely's migrator
 * holds an advisory lock while it reads what is applied and runs the rest; on SQLite it takes none, so the whole
 * run happens under the file's write lock (inSqliteWriteLock), and a failed migration leaves no half of itself.
 */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const { db, dialect } = handle;
  // A database already up to date is only read: migrating takes the migration lock, a write that on a busy SQLite
  // file waits behind the server's own writes (the command line opens the database for every command).
  const known = await migratorOn(db, dialect).getMigrations();
  if (known.length > 0 && known.every((migration) => migration.executedAt !== undefined)) return;
  const { error, results }: MigrationResultSet =
    dialect === 'postgres'
      ? await migratorOn(db, dialect).migrateToLatest()
      : await inSqliteWriteLock(handle, 'migrate the schema', async (connection) => {
          const outcome = await migratorOn(connection, dialect).migrateToLatest();
          // Thrown, so that the lock's transaction is rolled back; reported below like PostgreSQL's.
          if (outcome.error) throw new MigrationFailed(outcome);
          return outcome;
        }).catch((failure: unknown) => {
          if (failure instanceof MigrationFailed) return failure.outcome;
          throw failure;
        });
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
