import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';

// Kysely migrations work on an untyped database: the schema is what they create.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented type for migrations
type AnyDb = Kysely<any>;

/**
 * The per-address limits of the account API (codes and reset links sent to an address, failed sign-ins,
 * registration attempts) count events here instead of in the process's memory: a restart does not
 * forgive a password-guessing run, and several API processes share one count.
 */
export function addressEventsSchema(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('address_events')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        // "login:<address>", "code:<address>": the action and the address it counts for.
        .addColumn('key', 'text', (column) => column.notNull())
        // ISO 8601 in UTC, like every timestamp of the schema: sorts as it reads.
        .addColumn('at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('address_events_key_at').on('address_events').columns(['key', 'at']).execute();
      await db.schema.createIndex('address_events_at').on('address_events').column('at').execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.dropTable('address_events').execute();
    },
  };
}
