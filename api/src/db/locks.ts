import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle } from './connect';
import type { Database } from './schema';

/**
 * How long a starting process waits for another's schema change or content import on the same SQLite file before
 * it gives up. PostgreSQL needs no bound of ours: its lock waits are the server's (Kysely's schema lock gives up
 * after an hour).
 */
export const SQLITE_LOCK_WAIT_MS = 300_000;
/** The pause between two tries at SQLite's write lock. */
const SQLITE_LOCK_RETRY_MS = 50;

/** Another connection holds SQLite's write lock: the attempt is rolled back and made again. */
class SqliteLockBusy extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Runs `statement`, the one that takes SQLite's write lock, without SQLite's own busy wait, and throws
 * SqliteLockBusy when another connection holds the lock. better-sqlite3 is synchronous: SQLite's busy handler
 * would stop this whole process, its other connections included, for as long as it waits.
 */
async function takeSqliteWriteLock(connection: Kysely<Database>, statement: () => Promise<unknown>): Promise<void> {
  const [setting] = (await sql<{ timeout: number }>`pragma busy_timeout`.execute(connection)).rows;
  await sql`pragma busy_timeout = 0`.execute(connection);
  try {
    await statement();
  } catch (error) {
    throw isSqliteBusy(error) ? new SqliteLockBusy() : error;
  } finally {
    await sql`pragma busy_timeout = ${sql.lit(setting?.timeout ?? 0)}`.execute(connection);
  }
}

/** Makes `attempt` again while it meets SqliteLockBusy, for at most SQLITE_LOCK_WAIT_MS. */
async function retryWhileSqliteLocked<T>(purpose: string, attempt: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + SQLITE_LOCK_WAIT_MS;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof SqliteLockBusy)) throw error;
      if (Date.now() >= deadline) {
        throw new Error(`Another process has held the database's write lock for ${SQLITE_LOCK_WAIT_MS / 1000} s; gave up waiting to ${purpose}.`);
      }
      await sleep(SQLITE_LOCK_RETRY_MS);
    }
  }
}

/**
 * Runs `work` on one SQLite connection inside BEGIN IMMEDIATE, which holds the file's only write lock from its
 * first statement, and commits it; `work` failing rolls everything back. Kysely's migrator takes no lock of its
 * own on SQLite, so this is what keeps two processes from both running a migration.
 */
export async function inSqliteWriteLock<T>({ db }: DatabaseHandle, purpose: string, work: (connection: Kysely<Database>) => Promise<T>): Promise<T> {
  return retryWhileSqliteLocked(purpose, () =>
    db.connection().execute(async (connection) => {
      await takeSqliteWriteLock(connection, () => sql`begin immediate`.execute(connection));
      try {
        const result = await work(connection);
        await sql`commit`.execute(connection);
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection);
        throw error;
      }
    }),
  );
}

/**
 * A transaction that first waits for the database lock `name`, so that the same work started by several processes
 * at once runs one after another, each seeing what the one before it committed. PostgreSQL: a transaction-level
 * advisory lock, released by the commit. SQLite: the file's write lock, taken by a write that changes nothing
 * (any table will do: the lock is the whole file's; site_settings exists from the first migration on).
 */
export async function transactionUnderLock<T>(handle: DatabaseHandle, name: string, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const { db, dialect } = handle;
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(trx);
      return work(trx);
    });
  }
  return retryWhileSqliteLocked(name, () =>
    db.transaction().execute(async (trx) => {
      await takeSqliteWriteLock(trx, () => sql`update site_settings set value = value where 0`.execute(trx));
      return work(trx);
    }),
  );
}
