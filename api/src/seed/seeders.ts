import { siteSeeder } from './site-seeder';
import { searchSeeder } from './search-seeder';
import type { Seeder } from './types';

/** Every section's seeder, in dependency order (products before the solutions that recommend them). A section adds one line. */
export const seeders: Seeder[] = [siteSeeder];

// Site search indexes what every seeder above imported, so it runs after all of them.
seeders.push(searchSeeder);
