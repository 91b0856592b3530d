import { siteSeeder } from './site-seeder';
import { newsSeeder } from './news-seeder';
import type { Seeder } from './types';

/** Every section's seeder, in dependency order (products before the solutions that recommend them). A section adds one line. */
export const seeders: Seeder[] = [siteSeeder, newsSeeder];
