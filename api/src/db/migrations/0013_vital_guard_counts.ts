import type { MigrationDatabase } from './migration-database';

/**
 * `vital_guard_counts`: the vitals guard's histograms per source (services/rollouts/vitals-guard.ts), so that no
 * network decides what visitors feel, as `guard_counts` keeps none from deciding what failed: per minute, remote,
 * release, channel, canary run, source (a keyed hash of the client's network, never an address), device class and
 * judged metric (LCP, INP, CLS), the views in each bucket of the fixed histogram. Rows live only as long as the
 * guard's window, as `guard_counts` rows do; the 30-day histograms without sources stay in `vital_counts`.
 */
export function vitalGuardCountsSchema() {
  return {
    async up(db: MigrationDatabase): Promise<void> {
      await db.schema
        .createTable('vital_guard_counts')
        .addColumn('minute', 'text', (column) => column.notNull())
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('channel', 'text', (column) => column.notNull())
        .addColumn('run', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('device', 'text', (column) => column.notNull())
        .addColumn('metric', 'text', (column) => column.notNull())
        .addColumn('bucket', 'integer', (column) => column.notNull())
        .addColumn('views', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('vital_guard_counts_pkey', ['remote', 'version', 'channel', 'run', 'source', 'device', 'metric', 'bucket', 'minute'])
        .execute();
      await db.schema.createIndex('vital_guard_counts_minute').on('vital_guard_counts').column('minute').execute();
    },
    async down(db: MigrationDatabase): Promise<void> {
      await db.schema.dropTable('vital_guard_counts').execute();
    },
  };
}
