import type { MigrationDatabase } from './migration-database';

/**
 * What the rollout guard needs to believe only real page loads (services/rollouts/load-reports.ts):
 * - `guard_counts`: counted section loads per minute, remote, release, channel, canary run, source and outcome.
 *   A source is a keyed hash of the client's network, never an address; rows live only as long as the guard's
 *   window (ROLLOUT_WINDOW, at most 24 hours), so the table grows with the window's sources, not with history.
 * - `load_ticket_claims`: which sections each page load's ticket has reported, so a ticket counts once per
 *   section; rows are deleted once the ticket could no longer be counted (an hour).
 * - `load_rejections`: records answered but not counted, per minute, remote and reason, kept 30 days as the
 *   load counts are, so an operator sees an attempt to steer the guard.
 */
export function guardCountsSchema() {
  return {
    async up(db: MigrationDatabase): Promise<void> {
      await db.schema
        .createTable('guard_counts')
        .addColumn('minute', 'text', (column) => column.notNull())
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('channel', 'text', (column) => column.notNull())
        // For a canary, the ISO time its run started ('' otherwise): a restarted canary counts only its own loads.
        .addColumn('run', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        // 'shown', or the phase a failed load failed in.
        .addColumn('outcome', 'text', (column) => column.notNull())
        .addColumn('loads', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('guard_counts_pkey', ['remote', 'version', 'channel', 'run', 'source', 'outcome', 'minute'])
        .execute();
      await db.schema.createIndex('guard_counts_minute').on('guard_counts').column('minute').execute();

      await db.schema
        .createTable('load_ticket_claims')
        .addColumn('nonce', 'text', (column) => column.notNull())
        // "mf_news:canary:shown": one section, channel and outcome of one page load.
        .addColumn('claim', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('load_ticket_claims_pkey', ['nonce', 'claim'])
        .execute();
      await db.schema.createIndex('load_ticket_claims_expires_at').on('load_ticket_claims').column('expires_at').execute();

      await db.schema
        .createTable('load_rejections')
        .addColumn('minute', 'text', (column) => column.notNull())
        .addColumn('remote', 'text', (column) => column.notNull())
        // 'no-ticket', 'bad-ticket', 'expired-ticket', 'not-assigned', 'replayed', 'earlier-run'.
        .addColumn('reason', 'text', (column) => column.notNull())
        .addColumn('records', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('load_rejections_pkey', ['remote', 'reason', 'minute'])
        .execute();
      await db.schema.createIndex('load_rejections_minute').on('load_rejections').column('minute').execute();
    },
    async down(db: MigrationDatabase): Promise<void> {
      await db.schema.dropTable('load_rejections').execute();
      await db.schema.dropTable('load_ticket_claims').execute();
      await db.schema.dropTable('guard_counts').execute();
    },
  };
}
