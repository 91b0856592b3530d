import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';

// Kysely migrations work on an untyped database: the schema is what they create.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented type for migrations
type AnyDb = Kysely<any>;

/**
 * Releases of the remotes and their rollouts live in the database, not in a file on one machine, so that
 * several API processes serve one state: the releases that passed the gate, each remote's stable and
 * canary (one row per remote, written only by compare-and-swap on its revision), an append-only history,
 * and lease rows for timed work that must run in one process at a time.
 */
export function rolloutsSchema(dialect: Dialect) {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('releases')
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        // The URL of its remoteEntry.js: a path on this site for the release store, absolute for one hosted elsewhere.
        .addColumn('entry_url', 'text', (column) => column.notNull())
        // 'store' (a folder under VAR_DIR/releases) or 'url' (registered by URL, hosted elsewhere).
        .addColumn('source', 'text', (column) => column.notNull())
        // sha256 of the release's files (store) or of its mf-manifest.json (url): the same version never names two builds.
        .addColumn('content_hash', 'text', (column) => column.notNull())
        // The exposed modules and shared singletons the gate read from its mf-manifest.json (JSON text).
        .addColumn('manifest_summary', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('created_by', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('releases_pkey', ['remote', 'version'])
        .execute();

      await db.schema
        .createTable('rollouts')
        .addColumn('remote', 'text', (column) => column.primaryKey())
        // Every write sets revision = revision + 1 where revision = the one it read: a racing writer changes nothing.
        .addColumn('revision', 'integer', (column) => column.notNull())
        .addColumn('stable_version', 'text', (column) => column.notNull())
        .addColumn('canary_version', 'text')
        // Percent of visitors on the canary, 0 to 100, in hundredths allowed (0.5 is half a percent).
        .addColumn('canary_percent', 'real', (column) => column.notNull().defaultTo(0))
        // The step plan as JSON, e.g. [1,5,25,50,100], and the index of the current step in it.
        .addColumn('steps', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('step_index', 'integer', (column) => column.notNull().defaultTo(0))
        // Automatic steps: milliseconds between steps, or null for steps advanced by hand.
        .addColumn('step_every_ms', 'integer')
        .addColumn('paused', 'integer', (column) => column.notNull().defaultTo(0))
        // When the current state (step) began: the clock for automatic steps.
        .addColumn('since', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('rollout_history')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('remote', 'text', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        // Who or what: "cli:<user>", "api:<token name>", "controller", "seed".
        .addColumn('actor', 'text', (column) => column.notNull())
        .addColumn('action', 'text', (column) => column.notNull())
        // The state before and after, as short text ("stable 1.0.0+ab12cd34, canary 1.1.0+ef56 at 5%").
        .addColumn('from_state', 'text', (column) => column.notNull())
        .addColumn('to_state', 'text', (column) => column.notNull())
        .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('rollout_history_remote_at').on('rollout_history').columns(['remote', 'at']).execute();

      await db.schema
        .createTable('leases')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('holder', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: AnyDb): Promise<void> {
      for (const table of ['leases', 'rollout_history', 'rollouts', 'releases']) await db.schema.dropTable(table).execute();
    },
  };
}
