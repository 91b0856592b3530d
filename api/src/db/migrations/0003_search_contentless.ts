import type { Kysely } from 'kysely';
import type { Dialect } from '../connect';
import type { Database } from '../schema';
import { searchEngine } from '../../search/search-engine';
import { rebuildSearchIndex } from '../../search/rebuild';

/**
 * Site search's second index layout (SQLite: a contentless FTS5 table beside a small
 * documents table; see search/search-engine.ts). Databases made with the first layout
 * get the new one, filled at once from the content already there, so search keeps
 * answering without waiting for the next content import.
 */
export function searchContentlessSchema(dialect: Dialect) {
  const engine = searchEngine(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await engine.upgradeSchema(db);
      await rebuildSearchIndex(db as Kysely<Database>);
    },
    async down(): Promise<void> {
      // The first layout is gone for good; 0002's down removes the index.
    },
  };
}
