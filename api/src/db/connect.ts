import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import type BetterSqlite3Module from 'better-sqlite3';
import type * as PgModule from 'pg';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** Opens the database named by DATABASE_URL: postgres:// URLs use pg, anything else is a SQLite file (":memory:" allowed). */
export function openDatabase(databaseUrl: string): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    // Loaded lazily so the SQLite default does not pay for pg.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional dialect, required only when configured
    const { Pool } = require('pg') as typeof PgModule;
    const pool = new Pool({ connectionString: databaseUrl });
    // An idle connection the server closes (a restart, a failover, an administrator ending sessions) is reported by
    // the pool as an 'error' event, which would otherwise end the process as an unhandled error. The pool has already
    // dropped that connection and opens a new one for the next query; a query that fails says so itself.
    pool.on('error', () => undefined);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- native module, loaded only for the SQLite dialect
  const BetterSqlite3 = require('better-sqlite3') as typeof BetterSqlite3Module;
  const file = databaseUrl.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // SQLite's own lower() folds A-Z only, so a search for "überwachung" missed "Überwachung"; PostgreSQL's folds every
  // letter. The searches compare lower() of both sides: this lower() folds as JavaScript (and PostgreSQL) do.
  sqlite.function('lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: 'sqlite' };
}
