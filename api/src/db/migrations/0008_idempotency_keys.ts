import type { MigrationDatabase } from './migration-database';

/**
 * The Idempotency-Key of a write that may be retried (services/idempotency/): one row per key, claimed by a
 * unique insert before the work, holding the first answer once the work is done, deleted after 24 hours.
 * The row holds no request body and not the key itself: only hashes, the status and the answer's envelope.
 */
export function idempotencyKeysSchema() {
  return {
    async up(db: MigrationDatabase): Promise<void> {
      await db.schema
        .createTable('idempotency_keys')
        // SHA-256 (hex) of the key the client sent; the primary key is what makes the claim unique across processes.
        .addColumn('key_hash', 'text', (column) => column.primaryKey())
        // SHA-256 of the key, the method and route, and the canonical body: the same key with another request differs.
        .addColumn('fingerprint', 'text', (column) => column.notNull())
        // ISO 8601 in UTC, like every timestamp of the schema. The key is forgotten 24 hours after this.
        .addColumn('created_at', 'text', (column) => column.notNull())
        // When the process doing the work last said it is still at it; an old one means that process died.
        .addColumn('claimed_at', 'text', (column) => column.notNull())
        // The first answer: null while the work runs.
        .addColumn('status_code', 'integer')
        .addColumn('reply', 'text')
        .execute();
      await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
    },
    async down(db: MigrationDatabase): Promise<void> {
      await db.schema.dropTable('idempotency_keys').execute();
    },
  };
}
