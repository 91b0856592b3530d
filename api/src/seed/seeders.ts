import { siteSeeder } from './site-seeder';
import { supportSeeder } from './support-seeder';
import type { Seeder } from './types';

/** Every section's seeder, in dependency order (products before the solutions that recommend them). A section adds one line. */
export const seeders: Seeder[] = [siteSeeder, supportSeeder];
