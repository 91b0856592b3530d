import { catalogSeeder } from './catalog-seeder';
import { newsSeeder } from './news-seeder';
import { siteSeeder } from './site-seeder';
import { solutionsSeeder } from './solutions-seeder';
import { supportSeeder } from './support-seeder';
import type { Seeder } from './types';

/**
 * Every section's seeder, in dependency order: products before the solutions and
 * documents that refer to them. A section adds one line.
 */
export const seeders: Seeder[] = [siteSeeder, catalogSeeder, solutionsSeeder, supportSeeder, newsSeeder];
