import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

export interface SeedContext {
  /** api/content: JSON data and media kept in the repository. */
  contentDir: string;
}

/** One section's content import. Runs inside the seeding transaction, after the content tables were emptied. */
export interface Seeder {
  name: string;
  run: (trx: Transaction<Database>, context: SeedContext) => Promise<void>;
}
