import { rebuildSearchIndex } from '../search/rebuild';
import type { Seeder } from './types';

/** Site search: rebuilds the index from what every section's seeder just imported, so it must run last. */
export const searchSeeder: Seeder = {
  name: 'search',
  async run(trx) {
    await rebuildSearchIndex(trx);
  },
};
