import { Migrator, type MigrationProvider } from 'kysely';
import type { DatabaseHandle } from './connect';
import { allMigrations } from './migrations';

/** Brings the database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest({ db, dialect }: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => allMigrations(dialect) };
  const migrator = new Migrator({ db, provider });
  // A database already up to date is only read: migrating takes the migration lock, a write that on a busy SQLite
  // file waits behind the server's own writes (the command line opens the database for every command).
  const known = await migrator.getMigrations();
  if (known.length > 0 && known.every((migration) => migration.executedAt !== undefined)) return;
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
