import type { MigrationDatabase } from './migration-database';
import type { Dialect } from '../connect';

/**
 * The files of every release in the release store, in the database every process reads, so that a release
 * published on one machine is served by every process on every machine without a shared disk: each process
 * writes a release's files into its own VAR_DIR/releases the first time it needs them, checked against the
 * release's content hash (services/releases/shared-store.ts). Source maps are not kept here (never served).
 */
export function releaseFilesSchema(dialect: Dialect) {
  return {
    async up(db: MigrationDatabase): Promise<void> {
      await db.schema
        .createTable('release_files')
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        // Relative path inside the release, forward slashes: "remoteEntry.js", "assets/logo.0a1b2c3d.svg".
        .addColumn('path', 'text', (column) => column.notNull())
        // sha256 of the bytes, hex: every file is checked, the precompressed siblings too (the content hash leaves them out).
        .addColumn('sha256', 'text', (column) => column.notNull())
        .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob', (column) => column.notNull())
        .addPrimaryKeyConstraint('release_files_pkey', ['remote', 'version', 'path'])
        .execute();
    },
    async down(db: MigrationDatabase): Promise<void> {
      await db.schema.dropTable('release_files').execute();
    },
  };
}
