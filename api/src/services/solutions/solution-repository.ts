import type { Kysely } from 'kysely';
import type { Solution, SolutionSection, SolutionSector } from '../../contracts/api-shapes';
import { BANNER_DICTIONARY } from '../../contracts/content-ids';
import type { Database } from '../../db/schema';

/** The banner dictionary id of each solution sector. */
const SECTOR_BANNER_DICTIONARY: Readonly<Record<number, number>> = BANNER_DICTIONARY.solutionSector;

function toSectionReply(section: { name: string; content: string; image_url: string }): SolutionSection {
  return { Name: section.name, Content: section.content, ImageUrl: section.image_url };
}

export type SolutionRepository = ReturnType<typeof createSolutionRepository>;

/** The solutions' reads, in the shapes the /api/Solution replies carry. */
export function createSolutionRepository(db: Kysely<Database>) {
  return {
    /** Everything the solution page shows; undefined when there is no solution `id`. */
    async detail(id: number): Promise<Solution | undefined> {
      const solution = await db.selectFrom('solutions').selectAll().where('id', '=', id).executeTakeFirst();
      if (!solution) return undefined;

      // Points and cases are tables of the same shape: a titled block of HTML with an image, in order.
      const sections = (table: 'solution_points' | 'solution_cases') =>
        db.selectFrom(table).select(['name', 'content', 'image_url']).where('solution_id', '=', id).orderBy('sort').orderBy('id').execute();
      const [points, cases, links] = await Promise.all([
        sections('solution_points'),
        sections('solution_cases'),
        db
          .selectFrom('solution_products')
          .innerJoin('products', 'products.id', 'solution_products.product_id')
          .select(['products.id', 'products.name', 'products.short_name'])
          .where('solution_products.solution_id', '=', id)
          .orderBy('solution_products.sort')
          .execute(),
      ]);
      const productIds = links.map((link) => link.id);
      const images =
        productIds.length === 0
          ? []
          : await db
              .selectFrom('product_images')
              .select(['product_id', 'image_url'])
              .where('product_id', 'in', productIds)
              .orderBy('product_id')
              .orderBy('sort')
              .orderBy('id')
              .execute();

      return {
        Id: solution.id,
        Name: solution.name,
        DictionaryName2: solution.dictionary_name2,
        Summary: solution.summary,
        BannerImageUrl: solution.banner_image_url,
        Type: solution.type,
        Tag: solution.tag,
        Points: points.map(toSectionReply),
        Cases: cases.map(toSectionReply),
        Products: links.map((product) => ({
          ProductId: product.id,
          Name: product.name,
          ShortName: product.short_name,
          Images: images.filter((image) => image.product_id === product.id).map((image) => ({ FileUrl: image.image_url })),
        })),
      };
    },

    /** The id of sector `type`'s solution with tab `tag`, or of the sector's first tab when none has it; undefined for no solution. */
    async idInSector(type: number, tag: number | undefined): Promise<number | undefined> {
      const sector = await db.selectFrom('solutions').select(['id', 'tag']).where('type', '=', type).orderBy('tag').orderBy('id').execute();
      return (sector.find((row) => row.tag === tag) ?? sector[0])?.id;
    },

    /** Every sector that has solutions (by type), with its banner and its solutions in tag order. */
    async sectorOverview(): Promise<SolutionSector[]> {
      const [solutions, banners] = await Promise.all([
        db.selectFrom('solutions').select(['id', 'name', 'type', 'tag', 'summary', 'banner_image_url']).orderBy('type').orderBy('tag').execute(),
        db
          .selectFrom('advertisements')
          .select(['dictionary_id', 'title', 'summary', 'image_url'])
          .where('dictionary_id', 'in', Object.values(SECTOR_BANNER_DICTIONARY))
          .orderBy('sort')
          .orderBy('id')
          .execute(),
      ]);
      const types = [...new Set(solutions.map((solution) => solution.type))];
      return types.map((type): SolutionSector => {
        const banner = banners.find((row) => row.dictionary_id === SECTOR_BANNER_DICTIONARY[type]);
        return {
          Type: type,
          Name: banner?.title ?? '',
          Summary: banner?.summary ?? '',
          ImageUrl: banner?.image_url ?? '',
          // Textless artwork drawn by api/scripts/make-solution-images.mjs, for panels that lay their own text over it.
          BackgroundUrl: `/media/solutions/sector-${type}.svg`,
          Solutions: solutions
            .filter((solution) => solution.type === type)
            .map((solution) => ({
              Id: solution.id,
              Name: solution.name,
              Type: solution.type,
              Tag: solution.tag,
              Summary: solution.summary,
              ImageUrl: solution.banner_image_url,
            })),
        };
      });
    },
  };
}
