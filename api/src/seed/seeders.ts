import { advisoriesSeeder } from './advisories-seeder';
import { catalogSeeder } from './catalog-seeder';
import { newsSeeder } from './news-seeder';
import { partNumbersSeeder } from './part-numbers-seeder';
import { searchSeeder } from './search-seeder';
import { siteSeeder } from './site-seeder';
import { solutionsSeeder } from './solutions-seeder';
import { supportSeeder } from './support-seeder';
import type { Seeder } from './types';

/**
 * Every section's seeder, in dependency order: products before the solutions and
 * documents that refer to them; site search last, since it indexes what every
 * seeder above imported. A section adds one line.
 */
export const seeders: Seeder[] = [
  siteSeeder,
  catalogSeeder,
  partNumbersSeeder,
  solutionsSeeder,
  supportSeeder,
  advisoriesSeeder,
  newsSeeder,
  searchSeeder,
];
