import type { FastifyPluginAsync } from 'fastify';
import { solutionSchema, solutionSectorSchema, type Solution, type SolutionSection, type SolutionSector } from '../../../contracts/api-shapes';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';
import { envelopeSchema, notFound, ok } from '../../../lib/envelope';
import { idParam } from '../../../lib/schemas';

/** The sector overview: every sector with its solutions. */
const sectorListSchema = { type: 'array', items: solutionSectorSchema } as const;

function toSectionReply(section: { name: string; content: string; image_url: string }): SolutionSection {
  return { Name: section.name, Content: section.content, ImageUrl: section.image_url };
}

/** The banner dictionary id of each solution sector. */
const SECTOR_BANNER_DICTIONARY: Record<number, number> = { 1: 28, 2: 29, 3: 30, 4: 31 };

/** /api/Solution: the solution detail and the sector overview of /solution. */
const solutionRoutes: FastifyPluginAsync = async (app) => {
  // Solutions change only with a re-import: the overview and each detail are kept serialised until then. A kept
  // reply costs less than the per-address counting a rate limit would add, so these reads carry none (as the
  // catalogue's and the news' reads); an unknown id costs one primary-key lookup, like a product's.
  const replies = createContentReplies(app.db, { maxEntries: 500 });

  app.get<{ Querystring: { id: number } }>(
    '/GetDetailById',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: { type: 'object', properties: { id: idParam }, required: ['id'] },
        response: { 200: envelopeSchema(solutionSchema) },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, `detail${request.query.id}`, async () => {
        const { id } = request.query;
        const solution = await app.db.selectFrom('solutions').selectAll().where('id', '=', id).executeTakeFirst();
        if (!solution) throw notFound(`There is no solution with id ${id}.`);

        // Points and cases are tables of the same shape: a titled block of HTML with an image, in order.
        const sections = (table: 'solution_points' | 'solution_cases') =>
          app.db.selectFrom(table).select(['name', 'content', 'image_url']).where('solution_id', '=', id).orderBy('sort').orderBy('id').execute();
        const [points, cases, links] = await Promise.all([
          sections('solution_points'),
          sections('solution_cases'),
          app.db
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
            : await app.db
                .selectFrom('product_images')
                .select(['product_id', 'image_url'])
                .where('product_id', 'in', productIds)
                .orderBy('product_id')
                .orderBy('sort')
                .orderBy('id')
                .execute();

        return ok<Solution>({
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
        });
      }),
  );

  app.get('/GetList', { ...CACHED_READ_ROUTE, schema: { response: { 200: envelopeSchema(sectorListSchema) } } }, async (request, reply) =>
    replies.send(request, reply, 'list', async () => {
      const [solutions, banners] = await Promise.all([
        app.db.selectFrom('solutions').select(['id', 'name', 'type', 'tag', 'summary', 'banner_image_url']).orderBy('type').orderBy('tag').execute(),
        app.db
          .selectFrom('advertisements')
          .select(['dictionary_id', 'title', 'summary', 'image_url'])
          .where('dictionary_id', 'in', Object.values(SECTOR_BANNER_DICTIONARY))
          .orderBy('sort')
          .orderBy('id')
          .execute(),
      ]);
      const types = [...new Set(solutions.map((solution) => solution.type))];
      return ok(
        types.map((type): SolutionSector => {
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
        }),
      );
    }),
  );
};

export default solutionRoutes;
