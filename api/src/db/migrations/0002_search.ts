import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';
import { searchEngine } from '../../search/search-engine';

/** Site search's index: an FTS5 table on SQLite, a tsvector table with a GIN index on PostgreSQL (the SQL lives in search/search-engine.ts). */
export function searchSchema(dialect: Dialect) {
  const engine = searchEngine(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await engine.createSchema(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await engine.dropSchema(db);
    },
  };
}
