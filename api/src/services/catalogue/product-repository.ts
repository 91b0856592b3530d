import type { Kysely } from 'kysely';
import type { ProductCard, ProductDetail, ProductLifecycle, ProductListPage, ProductTagKind, ProductTags } from '../../contracts/api-shapes';
import { isProductLifecycleState } from '../../contracts/product-lifecycle';
import type { Database } from '../../db/schema';
import { readPage, type PageInfo, type PageRequest } from '../../lib/paging';
import { narrowsPorts, tagItemKey, type ParsedFilters, type TagCatalogue } from './product-filters';

/** The product detail shows at most 3 images. */
const DETAIL_MAX_IMAGES = 3;
/** The banner dictionary id of each product family's pages (families 1 to 4). */
const FAMILY_BANNER: Record<number, number> = { 1: 14, 2: 1, 3: 8, 4: 24 };

const CARD_COLUMNS = [
  'products.id',
  'products.name',
  'products.short_name',
  'products.summary',
  'products.product_ul',
  'products.sub_category_id',
  'products.lifecycle_state',
  'products.lifecycle_date',
  'products.successor_id',
] as const;

/** The columns a product's lifecycle is read from. */
interface LifecycleRow {
  id: number;
  lifecycle_state: string;
  lifecycle_date: string;
  successor_id: number | null;
}

interface CardRow extends LifecycleRow {
  name: string;
  short_name: string;
  summary: string;
  product_ul: string;
  sub_category_id: number;
}

// The reply shapes are the API's contract (the schemas the routes serialise with), so what this repository
// returns is checked against what the front end reads.
export type { ProductCard, ProductDetail };
export type ProductTagsAndItems = ProductTags;
/** A sub category's products, with what its page header shows. */
export type SubCategoryPage = ProductListPage;

/**
 * Reads the successors `rows` name in one query (no query per product) and gives each row's lifecycle. A state the
 * column should never hold (the content checks allow only the contract's) is a server error, not a guess.
 */
async function lifecycleReader(db: Kysely<Database>, rows: LifecycleRow[]): Promise<(row: LifecycleRow) => ProductLifecycle> {
  const successorIds = [...new Set(rows.flatMap((row) => (row.successor_id === null ? [] : [row.successor_id])))];
  const successors =
    successorIds.length === 0 ? [] : await db.selectFrom('products').select(['id', 'name', 'short_name']).where('id', 'in', successorIds).execute();
  const successorById = new Map(
    successors.map((successor) => [successor.id, { Id: successor.id, Name: successor.name, ShortName: successor.short_name }]),
  );
  return (row) => {
    if (!isProductLifecycleState(row.lifecycle_state)) {
      throw new Error(`Product ${row.id} has the unknown lifecycle state "${row.lifecycle_state}".`);
    }
    const successor = row.successor_id === null ? null : (successorById.get(row.successor_id) ?? null);
    return { State: row.lifecycle_state, Date: row.lifecycle_date, Successor: successor };
  };
}

/** Attaches the images and lifecycles of a page of products with one query each (no query per product). */
async function toCards(db: Kysely<Database>, rows: CardRow[]): Promise<ProductCard[]> {
  if (rows.length === 0) return [];
  const [lifecycleOf, images] = await Promise.all([
    lifecycleReader(db, rows),
    db
      .selectFrom('product_images')
      .select(['product_id', 'image_url'])
      .where(
        'product_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('product_id')
      .orderBy('sort')
      .execute(),
  ]);
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
    Lifecycle: lifecycleOf(row),
  }));
}

export type ProductRepository = ReturnType<typeof createProductRepository>;

/** The catalogue's reads, in the shapes the /api/Product replies carry. */
export function createProductRepository(db: Kysely<Database>) {
  let tagCatalogue: Promise<TagCatalogue> | undefined;

  return {
    /** The filters that exist. Tags change only with a re-import: they are loaded once, until `forgetTagCatalogue`. */
    tagCatalogue(): Promise<TagCatalogue> {
      return (tagCatalogue ??= (async () => {
        const [tags, items] = await Promise.all([
          db.selectFrom('product_tags').select(['id', 'en_name', 'kind', 'family']).execute(),
          db.selectFrom('product_tag_items').select(['id', 'pid', 'en_name']).execute(),
        ]);
        return {
          tags: new Map(tags.map((tag) => [tag.id, { name: tag.en_name, kind: tag.kind, family: tag.family }])),
          items: new Map(items.map((item) => [tagItemKey(item.pid, item.en_name), item.id])),
        };
      })().catch((error: unknown) => {
        // A failed load is not kept: the next request tries again.
        tagCatalogue = undefined;
        throw error;
      }));
    },

    forgetTagCatalogue(): void {
      tagCatalogue = undefined;
    },

    /**
     * The filter groups of family `type` (every family's when absent) and their options. An option is given only while
     * some product of its group's family carries it, and a group (other than the ports slider) only while it has an
     * option, so every option offered narrows the family to at least one product.
     */
    async tagsAndItems(type?: number): Promise<ProductTagsAndItems> {
      let tagQuery = db.selectFrom('product_tags').select(['id', 'en_name', 'kind', 'family']);
      if (type !== undefined) tagQuery = tagQuery.where('family', '=', type);
      const [tags, items] = await Promise.all([
        tagQuery.orderBy('family').orderBy('sort').orderBy('id').execute(),
        db
          .selectFrom('product_tag_items as item')
          .innerJoin('product_tags as tag', 'tag.id', 'item.pid')
          .select(['item.id', 'item.pid', 'item.en_name'])
          .$if(type !== undefined, (query) => query.where('tag.family', '=', type as number))
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('product_tag_links as link')
                .innerJoin('products', 'products.id', 'link.product_id')
                .select('link.product_id')
                .whereRef('link.tag_item_id', '=', 'item.id')
                .whereRef('products.category_id', '=', 'tag.family'),
            ),
          )
          .orderBy('item.pid')
          .orderBy('item.sort')
          .orderBy('item.id')
          .execute(),
      ]);
      const withItems = new Set(items.map((item) => item.pid));
      return {
        // The column holds only the kinds the catalogue seeder writes, which are the contract's list.
        Tags: tags
          .filter((tag) => tag.kind === 'range' || withItems.has(tag.id))
          .map((tag) => ({ Id: tag.id, EN_Name: tag.en_name, Kind: tag.kind as ProductTagKind, Family: tag.family })),
        TagItems: items.map((item) => ({ Id: item.id, Pid: item.pid, EN_Name: item.en_name })),
      };
    },

    /** A page of the products of family `type` (every family when absent) that pass `filters`. */
    async filteredPage(filters: ParsedFilters, type: number | undefined, request: PageRequest): Promise<PageInfo & { data: ProductCard[] }> {
      let query = db.selectFrom('products');
      if (type !== undefined) query = query.where('products.category_id', '=', type);
      if (narrowsPorts(filters)) {
        query = query.where('products.ports', '>=', filters.portsMin).where('products.ports', '<=', filters.portsMax);
      }
      if (filters.hideDiscontinued) query = query.where('products.lifecycle_state', '!=', 'discontinued');
      for (const group of filters.groups) {
        query = query.where('products.id', 'in', db.selectFrom('product_tag_links').select('product_id').where('tag_item_id', 'in', group));
      }
      const page = await readPage(query, request, (filtered) => filtered.select(CARD_COLUMNS).orderBy('products.sort').orderBy('products.id'));
      return { ...page, data: await toCards(db, page.data) };
    },

    /**
     * A page of the products of sub category `dictionaryId` (without the discontinued ones when `hideDiscontinued`);
     * undefined when there is no such product sub category.
     */
    async subCategoryPage(
      dictionaryId: number,
      request: PageRequest,
      options: { hideDiscontinued: boolean } = { hideDiscontinued: false },
    ): Promise<SubCategoryPage | undefined> {
      const category = await db
        .selectFrom('categories as sub')
        .innerJoin('categories as top', 'top.id', 'sub.pid')
        .select(['sub.id', 'sub.pid', 'sub.en_name as en_name2', 'sub.introduction', 'top.en_name'])
        .where('sub.id', '=', dictionaryId)
        .where('sub.type', '=', 1)
        .executeTakeFirst();
      if (!category) return undefined;

      const [page, banner] = await Promise.all([
        readPage(
          db
            .selectFrom('products')
            .where('products.sub_category_id', '=', dictionaryId)
            .$if(options.hideDiscontinued, (query) => query.where('products.lifecycle_state', '!=', 'discontinued')),
          request,
          (filtered) => filtered.select(CARD_COLUMNS).orderBy('products.sort').orderBy('products.id'),
        ),
        db
          .selectFrom('advertisements')
          .select('image_url')
          .where('dictionary_id', '=', FAMILY_BANNER[category.pid] ?? 0)
          .orderBy('sort')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return {
        ...page,
        data: await toCards(db, page.data),
        DictionaryInfo: {
          Id: category.id,
          EN_Name: category.en_name,
          EN_Name2: category.en_name2,
          Introduction: category.introduction,
          ImageUrl: banner?.image_url ?? '',
          Pid: category.pid,
        },
      };
    },

    /** Everything the product page shows; undefined when there is no product `id`. */
    async detail(id: number): Promise<ProductDetail | undefined> {
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
      if (!product) return undefined;
      const lifecycleOf = await lifecycleReader(db, [product]);
      return {
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
        Lifecycle: lifecycleOf(product),
      };
    },

    /** The id of every product, in id order: each is a product page of the sitemap. */
    async ids(): Promise<number[]> {
      return (await db.selectFrom('products').select('id').orderBy('id').execute()).map((row) => row.id);
    },

    /** The first `amount` products by their top rank (products without one are never shown there). */
    async topProducts(amount: number): Promise<ProductCard[]> {
      const rows = await db
        .selectFrom('products')
        .select(CARD_COLUMNS)
        .where('products.top_rank', '>', 0)
        .orderBy('products.top_rank')
        .orderBy('products.id')
        .limit(amount)
        .execute();
      return toCards(db, rows);
    },
  };
}
