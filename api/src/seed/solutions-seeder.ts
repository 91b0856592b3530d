import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { readContentJson } from './content-files';
import type { Seeder } from './types';

export interface SolutionContent {
  id: number;
  type: number;
  tag: number;
  name: string;
  summary: string;
  points: { name: string; content: string }[];
  cases: { name: string; content: string }[];
  /** Catalogue product ids (api/content/catalog/models.json), in display order. */
  products: number[];
}

export interface SolutionsFile {
  solutions: SolutionContent[];
}

/** The sector names, the DictionaryName2 of a solution. */
const SECTOR_NAMES: Record<number, string> = {
  1: 'Intelligent Transportation',
  2: 'Intelligent Manufacturing',
  3: 'Smart City',
  4: 'Smart Energy',
};

const media = (file: string) => `/media/solutions/${file}`;

/**
 * The solution_products rows for the products that exist now. solution_products has a foreign key
 * to products, and the catalogue seeder runs first; a recommended id the catalogue does not have
 * is left out rather than failing the whole seed (the content test reports it instead).
 */
export async function recommendedProductRows(trx: Transaction<Database>, solutions: SolutionContent[]) {
  const wanted = [...new Set(solutions.flatMap((solution) => solution.products))];
  if (wanted.length === 0) return [];
  const existing = new Set((await trx.selectFrom('products').select('id').where('id', 'in', wanted).execute()).map((row) => row.id));
  return solutions.flatMap((solution) =>
    solution.products
      .filter((productId) => existing.has(productId))
      .map((productId, sort) => ({ solution_id: solution.id, product_id: productId, sort })),
  );
}

/** The 13 solutions with their feature points, application cases and recommended products. Runs after the catalogue seeder. */
export const solutionsSeeder: Seeder = {
  name: 'solutions',
  async run(trx, { contentDir }) {
    const { solutions } = readContentJson<SolutionsFile>(contentDir, 'solutions/solutions.json');

    await trx
      .insertInto('solutions')
      .values(
        solutions.map((solution) => ({
          id: solution.id,
          type: solution.type,
          tag: solution.tag,
          name: solution.name,
          dictionary_name2: SECTOR_NAMES[solution.type] ?? '',
          summary: solution.summary,
          banner_image_url: media(`solution-${solution.id}.svg`),
          sort: solution.type * 100 + solution.tag,
        })),
      )
      .execute();

    // Points and cases share one row shape; ids are solution id * 100 + position, images follow the same rule.
    const sectionRows = (kind: 'point' | 'case', pick: (solution: (typeof solutions)[number]) => { name: string; content: string }[]) =>
      solutions.flatMap((solution) =>
        pick(solution).map((section, index) => ({
          id: solution.id * 100 + index + 1,
          solution_id: solution.id,
          name: section.name,
          content: section.content,
          image_url: media(`${kind}-${solution.id}-${index + 1}.svg`),
          sort: index,
        })),
      );
    const points = sectionRows('point', (solution) => solution.points);
    if (points.length > 0) await trx.insertInto('solution_points').values(points).execute();
    const cases = sectionRows('case', (solution) => solution.cases);
    if (cases.length > 0) await trx.insertInto('solution_cases').values(cases).execute();

    const links = await recommendedProductRows(trx, solutions);
    if (links.length > 0) await trx.insertInto('solution_products').values(links).execute();
  },
};
