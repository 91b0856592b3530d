import type { Kysely } from 'kysely';

/**
 * The database a migration works on. Kysely migrations run on an untyped database: the schema is what they
 * create, so no typed schema can describe it while they run.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration runs against the tables as they were when it was written, not the app's schema type today, so it takes an untyped database (Kysely's documented type for migrations)
export type MigrationDatabase = Kysely<any>;
