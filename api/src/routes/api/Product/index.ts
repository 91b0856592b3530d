import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { badRequest, envelopeSchema, notFound, ok } from '../../../lib/envelope';
import { idParam, pageInfo, pageParam, pageSchema } from '../../../lib/schemas';
import { CACHED_READ_ROUTE, createContentReplies } from '../../../lib/content-replies';

// SPEC.md §7 Product calls. Filters (GetPage `tags`): comma-joined `pid|name` pairs, where pid is a
// ProductTag id and name one of its items' EN_Name, e.g. `tags=1|Managed,4|SFP,5|POE`. Items of the
// same tag are alternatives (OR), different tags must all hold (AND). The ports range is `ports=min-max`
// (0..52, inclusive), or `portsMin`/`portsMax`, or a pair of the range tag in `tags` (`2|8-28`).

/** §5, §9 "Ports slider range 0 to 52". */
const PORTS_MIN = 0;
const PORTS_MAX = 52;
/** §9 "product search 40". */
const SEARCH_PAGE_SIZE = 40;
/** §9 "product list 8". */
const LIST_PAGE_SIZE = 8;
/** §9 "Product detail shows at most 3 images." */
const DETAIL_MAX_IMAGES = 3;
/** Banner dictionary id of each family's pages (§7 "14/1/8/24 product categories"). */
const FAMILY_BANNER: Record<number, number> = { 1: 14, 2: 1, 3: 8, 4: 24 };
/** Distinct replies kept per process (a few KB each). */
const MAX_CACHED_REPLIES = 2000;

const imageSchema = { type: 'object', properties: { ImageUrl: { type: 'string' } } } as const;
/** What a product card shows (lists, search, top products); the detail reply has all of it and more. */
const cardProperties = {
  Id: { type: 'integer' },
  Name: { type: 'string' },
  ShortName: { type: 'string' },
  Summary: { type: 'string' },
  Product_UL: { type: 'string' },
  DictionaryId2: { type: 'integer' },
  Images: { type: 'array', items: imageSchema },
} as const;
const cardSchema = { type: 'object', properties: cardProperties } as const;
const detailSchema = {
  type: 'object',
  properties: {
    ...cardProperties,
    EN_DictionaryName: { type: 'string' },
    EN_DictionaryName2: { type: 'string' },
    DictionaryId: { type: 'integer' },
    Introduce: { type: 'string' },
    InstallationRequirement: { type: 'string' },
    Specifications: { type: 'string' },
    OutputCapability: { type: 'string' },
    DeratingCurve: { type: 'string' },
    Description: { type: 'string' },
    OrderingInformation: { type: 'string' },
    FrontCategoryValue1: { type: 'integer' },
    FrontCategoryValue2: { type: 'integer' },
  },
} as const;
const dictionaryInfoSchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    EN_Name: { type: 'string' },
    EN_Name2: { type: 'string' },
    Introduction: { type: 'string' },
    ImageUrl: { type: 'string' },
    Pid: { type: 'integer' },
  },
} as const;

interface CardRow {
  id: number;
  name: string;
  short_name: string;
  summary: string;
  product_ul: string;
  sub_category_id: number;
}

type Card = {
  Id: number;
  Name: string;
  ShortName: string;
  Summary: string;
  Product_UL: string;
  DictionaryId2: number;
  Images: { ImageUrl: string }[];
};

/** Attaches the images of a page of products with one query (no query per product). */
async function toCards(db: Kysely<Database>, rows: CardRow[]): Promise<Card[]> {
  if (rows.length === 0) return [];
  const images = await db
    .selectFrom('product_images')
    .select(['product_id', 'image_url'])
    .where(
      'product_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('product_id')
    .orderBy('sort')
    .execute();
  const byProduct = new Map<number, { ImageUrl: string }[]>();
  for (const image of images) {
    const list = byProduct.get(image.product_id) ?? [];
    list.push({ ImageUrl: image.image_url });
    byProduct.set(image.product_id, list);
  }
  return rows.map((row) => ({
    Id: row.id,
    Name: row.name,
    ShortName: row.short_name,
    Summary: row.summary,
    Product_UL: row.product_ul,
    DictionaryId2: row.sub_category_id,
    Images: byProduct.get(row.id) ?? [],
  }));
}

const CARD_COLUMNS = [
  'products.id',
  'products.name',
  'products.short_name',
  'products.summary',
  'products.product_ul',
  'products.sub_category_id',
] as const;

export interface ParsedFilters {
  /** Item ids per tag: a product must carry one item of every group. */
  groups: number[][];
  portsMin: number;
  portsMax: number;
}

interface TagCatalogue {
  tags: Map<number, { name: string; kind: string }>;
  items: Map<string, number>;
}

function parseRange(text: string, label: string): [number, number] {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!match) throw badRequest(`${label} must be written min-max with whole numbers from ${PORTS_MIN} to ${PORTS_MAX}, e.g. 8-28.`);
  const min = Number(match[1]);
  const max = Number(match[2]);
  if (max > PORTS_MAX) throw badRequest(`${label} must stay within ${PORTS_MIN} to ${PORTS_MAX}.`);
  if (min > max) throw badRequest(`${label}: the minimum ${min} is above the maximum ${max}.`);
  return [min, max];
}

/** Reads GetPage's filter parameters against the tags that exist; every mistake becomes a 400 that names it. */
export function parseFilters(query: { tags?: string; ports?: string; portsMin?: number; portsMax?: number }, catalogue: TagCatalogue): ParsedFilters {
  const groups = new Map<number, Set<number>>();
  let range: [number, number] = [query.portsMin ?? PORTS_MIN, query.portsMax ?? PORTS_MAX];
  if (range[0] > range[1]) throw badRequest(`portsMin ${range[0]} is above portsMax ${range[1]}.`);
  if (query.ports !== undefined && query.ports !== '') range = parseRange(query.ports, 'ports');

  for (const pair of (query.tags ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const separator = pair.indexOf('|');
    if (separator < 0) throw badRequest(`tags: "${pair}" is not a pid|name pair.`);
    const pidText = pair.slice(0, separator).trim();
    const name = pair.slice(separator + 1).trim();
    if (!/^\d{1,9}$/.test(pidText)) throw badRequest(`tags: "${pidText}" is not a tag id.`);
    const pid = Number(pidText);
    const tag = catalogue.tags.get(pid);
    if (!tag) throw badRequest(`tags: there is no filter with id ${pid}.`);
    if (tag.kind === 'range') {
      range = parseRange(name, tag.name);
      continue;
    }
    const itemId = catalogue.items.get(`${pid}|${name.toLowerCase()}`);
    if (itemId === undefined) throw badRequest(`tags: ${tag.name} has no option "${name}".`);
    const group = groups.get(pid) ?? new Set<number>();
    group.add(itemId);
    groups.set(pid, group);
  }
  return { groups: [...groups.values()].map((set) => [...set]), portsMin: range[0], portsMax: range[1] };
}

interface GetPageQuery {
  page: number;
  pageSize: number;
  tags?: string;
  ports?: string;
  portsMin?: number;
  portsMax?: number;
  type?: number;
}

interface GetListQuery {
  page: number;
  PageSize?: number;
  pageSize?: number;
  dictionaryId: number;
}

const portsBound = { type: 'integer', minimum: PORTS_MIN, maximum: PORTS_MAX } as const;

/** /api/Product: the catalogue reads of SPEC.md §7. */
const productRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  let tagCatalogue: Promise<TagCatalogue> | undefined;
  // Tags change only with a re-seed, which happens before the server starts: load them once.
  const loadTagCatalogue = () =>
    (tagCatalogue ??= (async () => {
      const [tags, items] = await Promise.all([
        db.selectFrom('product_tags').select(['id', 'en_name', 'kind']).execute(),
        db.selectFrom('product_tag_items').select(['id', 'pid', 'en_name']).execute(),
      ]);
      return {
        tags: new Map(tags.map((tag) => [tag.id, { name: tag.en_name, kind: tag.kind }])),
        items: new Map(items.map((item) => [`${item.pid}|${item.en_name.toLowerCase()}`, item.id])),
      };
    })().catch((error: unknown) => {
      tagCatalogue = undefined;
      throw error;
    }));

  // Catalogue reads are pure functions of the seeded content: each distinct query's reply is kept
  // serialised until the content hash the seeder stores changes (see lib/content-replies.ts).
  const replies = createContentReplies(db, {
    maxEntries: MAX_CACHED_REPLIES,
    onInvalidate: () => {
      tagCatalogue = undefined;
    },
  });

  app.get(
    '/GetProductTagItem',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              Tags: {
                type: 'array',
                items: { type: 'object', properties: { Id: { type: 'integer' }, EN_Name: { type: 'string' }, Kind: { type: 'string' } } },
              },
              TagItems: {
                type: 'array',
                items: { type: 'object', properties: { Id: { type: 'integer' }, Pid: { type: 'integer' }, EN_Name: { type: 'string' } } },
              },
            },
          }),
        },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, 'GetProductTagItem', async () => {
        const [tags, items] = await Promise.all([
          db.selectFrom('product_tags').select(['id', 'en_name', 'kind']).orderBy('sort').orderBy('id').execute(),
          db.selectFrom('product_tag_items').select(['id', 'pid', 'en_name']).orderBy('pid').orderBy('sort').orderBy('id').execute(),
        ]);
        return ok({
          Tags: tags.map((tag) => ({ Id: tag.id, EN_Name: tag.en_name, Kind: tag.kind })),
          TagItems: items.map((item) => ({ Id: item.id, Pid: item.pid, EN_Name: item.en_name })),
        });
      }),
  );

  app.get<{ Querystring: GetPageQuery }>(
    '/GetPage',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: pageParam,
            pageSize: { type: 'integer', minimum: 1, maximum: SEARCH_PAGE_SIZE, default: SEARCH_PAGE_SIZE },
            tags: { type: 'string', maxLength: 1000 },
            ports: { type: 'string', maxLength: 10 },
            portsMin: portsBound,
            portsMax: portsBound,
            type: { type: 'integer', minimum: 1, maximum: 4 },
          },
        },
        response: { 200: envelopeSchema(pageSchema(cardSchema)) },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, `GetPage${JSON.stringify(request.query)}`, async () => {
        const { page, pageSize, type } = request.query;
        const filters = parseFilters(request.query, await loadTagCatalogue());

        let query = db.selectFrom('products');
        if (type !== undefined) query = query.where('products.category_id', '=', type);
        if (filters.portsMin > PORTS_MIN || filters.portsMax < PORTS_MAX) {
          query = query.where('products.ports', '>=', filters.portsMin).where('products.ports', '<=', filters.portsMax);
        }
        for (const group of filters.groups) {
          query = query.where('products.id', 'in', db.selectFrom('product_tag_links').select('product_id').where('tag_item_id', 'in', group));
        }
        const [{ count }, rows] = await Promise.all([
          query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
          query
            .select(CARD_COLUMNS)
            .orderBy('products.sort')
            .orderBy('products.id')
            .limit(pageSize)
            .offset((page - 1) * pageSize)
            .execute(),
        ]);
        return ok({ data: await toCards(db, rows), ...pageInfo(page, pageSize, Number(count)) });
      }),
  );

  app.get<{ Querystring: GetListQuery }>(
    '/GetPage_',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: pageParam,
            // §7 spells it PageSize; pageSize is accepted too because every other call uses that spelling.
            PageSize: { type: 'integer', minimum: 1, maximum: SEARCH_PAGE_SIZE },
            pageSize: { type: 'integer', minimum: 1, maximum: SEARCH_PAGE_SIZE },
            dictionaryId: idParam,
          },
          required: ['dictionaryId'],
        },
        response: {
          200: envelopeSchema({
            ...pageSchema(cardSchema),
            properties: { ...pageSchema(cardSchema).properties, DictionaryInfo: dictionaryInfoSchema },
          }),
        },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, `GetPage_${JSON.stringify(request.query)}`, async () => {
        const { page, dictionaryId } = request.query;
        const pageSize = request.query.PageSize ?? request.query.pageSize ?? LIST_PAGE_SIZE;
        const category = await db
          .selectFrom('categories as sub')
          .innerJoin('categories as top', 'top.id', 'sub.pid')
          .select(['sub.id', 'sub.pid', 'sub.en_name as en_name2', 'sub.introduction', 'top.en_name'])
          .where('sub.id', '=', dictionaryId)
          .where('sub.type', '=', 1)
          .executeTakeFirst();
        if (!category) throw notFound(`There is no product sub category with id ${dictionaryId}.`);

        const query = db.selectFrom('products').where('products.sub_category_id', '=', dictionaryId);
        const [{ count }, rows, banner] = await Promise.all([
          query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
          query
            .select(CARD_COLUMNS)
            .orderBy('products.sort')
            .orderBy('products.id')
            .limit(pageSize)
            .offset((page - 1) * pageSize)
            .execute(),
          db
            .selectFrom('advertisements')
            .select('image_url')
            .where('dictionary_id', '=', FAMILY_BANNER[category.pid] ?? 0)
            .orderBy('sort')
            .limit(1)
            .executeTakeFirst(),
        ]);
        return ok({
          data: await toCards(db, rows),
          ...pageInfo(page, pageSize, Number(count)),
          DictionaryInfo: {
            Id: category.id,
            EN_Name: category.en_name,
            EN_Name2: category.en_name2,
            Introduction: category.introduction,
            ImageUrl: banner?.image_url ?? '',
            Pid: category.pid,
          },
        });
      }),
  );

  app.get<{ Querystring: { id: number } }>(
    '/GetInfoById',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: { type: 'object', properties: { id: idParam }, required: ['id'] },
        response: { 200: envelopeSchema(detailSchema) },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, `GetInfoById${request.query.id}`, async () => {
        const { id } = request.query;
        const [product, images] = await Promise.all([
          db
            .selectFrom('products')
            .innerJoin('categories as top', 'top.id', 'products.category_id')
            .innerJoin('categories as sub', 'sub.id', 'products.sub_category_id')
            .selectAll('products')
            .select(['top.en_name as top_name', 'sub.en_name as sub_name'])
            .where('products.id', '=', id)
            .executeTakeFirst(),
          db.selectFrom('product_images').select('image_url').where('product_id', '=', id).orderBy('sort').limit(DETAIL_MAX_IMAGES).execute(),
        ]);
        if (!product) throw notFound(`There is no product with id ${id}.`);
        return ok({
          Id: product.id,
          Name: product.name,
          ShortName: product.short_name,
          Summary: product.summary,
          EN_DictionaryName: product.top_name,
          EN_DictionaryName2: product.sub_name,
          DictionaryId: product.category_id,
          DictionaryId2: product.sub_category_id,
          Images: images.map((image) => ({ ImageUrl: image.image_url })),
          Introduce: product.introduce,
          Product_UL: product.product_ul,
          InstallationRequirement: product.installation_requirement,
          Specifications: product.specifications,
          OutputCapability: product.output_capability,
          DeratingCurve: product.derating_curve,
          Description: product.description,
          OrderingInformation: product.ordering_information,
          FrontCategoryValue1: product.front_category_value1,
          FrontCategoryValue2: product.front_category_value2,
        });
      }),
  );

  app.get<{ Querystring: { pageSize: number } }>(
    '/GetProductListByTop',
    {
      ...CACHED_READ_ROUTE,
      schema: {
        querystring: { type: 'object', properties: { pageSize: { type: 'integer', minimum: 1, maximum: 12, default: 3 } } },
        response: { 200: envelopeSchema({ type: 'array', items: cardSchema }) },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, `GetProductListByTop${request.query.pageSize}`, async () => {
        const rows = await db
          .selectFrom('products')
          .select(CARD_COLUMNS)
          .where('products.top_rank', '>', 0)
          .orderBy('products.top_rank')
          .orderBy('products.id')
          .limit(request.query.pageSize)
          .execute();
        return ok(await toCards(db, rows));
      }),
  );
};

export default productRoutes;
