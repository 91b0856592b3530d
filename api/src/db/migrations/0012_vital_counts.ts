import type { MigrationDatabase } from './migration-database';

/**
 * `vital_counts`: what visitors' browsers measured of their page views (contracts/web-vitals.ts), as fixed log-scale
 * histograms: per minute, route, device class, section release (remote, version, channel, canary run), metric and
 * the section whose mount held the element responsible (INP and CLS; '' otherwise), the number of page views whose
 * value fell in each bucket. A row is a count, never a visitor or an address: the table grows with the site's routes,
 * releases and the spread of the values, not with its visitors, and is kept 30 days as the load counts are.
 */
export function vitalCountsSchema() {
  return {
    async up(db: MigrationDatabase): Promise<void> {
      await db.schema
        .createTable('vital_counts')
        .addColumn('minute', 'text', (column) => column.notNull())
        .addColumn('route', 'text', (column) => column.notNull())
        .addColumn('device', 'text', (column) => column.notNull())
        // The remote's folder name (mf-catalog), as the load counts have it.
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('channel', 'text', (column) => column.notNull())
        // For a canary, the ISO time its run started ('' otherwise): a restarted canary is judged on its own views.
        .addColumn('run', 'text', (column) => column.notNull())
        .addColumn('metric', 'text', (column) => column.notNull())
        // The federation name of the section whose mount held the element responsible, 'shell', or ''.
        .addColumn('held_by', 'text', (column) => column.notNull())
        .addColumn('bucket', 'integer', (column) => column.notNull())
        .addColumn('views', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('vital_counts_pkey', [
          'remote',
          'version',
          'channel',
          'run',
          'metric',
          'device',
          'route',
          'held_by',
          'bucket',
          'minute',
        ])
        .execute();
      await db.schema.createIndex('vital_counts_minute').on('vital_counts').column('minute').execute();
    },
    async down(db: MigrationDatabase): Promise<void> {
      await db.schema.dropTable('vital_counts').execute();
    },
  };
}
