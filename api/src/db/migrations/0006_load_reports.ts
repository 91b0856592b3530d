import type { Kysely } from 'kysely';

// Kysely migrations work on an untyped database: the schema is what they create.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented type for migrations
type AnyDb = Kysely<any>;

/**
 * What visitors' browsers report of each section they mount, as counters: one row per minute, remote, release,
 * channel and outcome, added to by every report of that minute. The table grows with time and releases, not
 * with traffic, keeps no address, cookie or visitor id, and rows older than 30 days are deleted.
 */
export function loadReportsSchema() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('load_counts')
        // The minute the reports arrived, "2026-11-23T09:41" (UTC): sorts as it reads.
        .addColumn('minute', 'text', (column) => column.notNull())
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        // 'stable', 'canary' or 'preview': the release the browser asked for, not the one it fell back to.
        .addColumn('channel', 'text', (column) => column.notNull())
        // 'shown', or the phase a failed load failed in: 'entry', 'init', 'module', 'render', 'timeout'.
        .addColumn('outcome', 'text', (column) => column.notNull())
        .addColumn('loads', 'integer', (column) => column.notNull())
        // Sum of the milliseconds to shown (or to the failure): the mean is total_ms / loads.
        .addColumn('total_ms', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('load_counts_pkey', ['remote', 'version', 'channel', 'outcome', 'minute'])
        .execute();
      // The retention delete reads by minute alone.
      await db.schema.createIndex('load_counts_minute').on('load_counts').column('minute').execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.dropTable('load_counts').execute();
    },
  };
}
