import type { Seeder } from './types';
import { insertInChunks, readContentJson } from './content-files';
import { PRODUCT_LIFECYCLE_STATES, isProductLifecycleState } from '../contracts/product-lifecycle';

interface ProductTagsFile {
  /** Each group of one product family, with the options its products carry (see api/scripts/catalog-filters.mjs). */
  tags: { id: number; family: number; name: string; kind: string; key: string; items: string[] }[];
}

/** A product's values per group key: a name, several names (Connections, Frequency bands) or true for the POE toggle. */
type ProductTagValues = Record<string, string | string[] | boolean | undefined>;

interface ProductsFile {
  products: {
    id: number;
    subCategoryId: number;
    familyId: number;
    name: string;
    shortName: string;
    ports: number;
    frontCategoryValue1: number;
    frontCategoryValue2: number;
    topRank: number;
    sort: number;
    productUl: string;
    tags: ProductTagValues;
    images: string[];
    summary: string;
    introduce: string;
    specifications: string;
    description: string;
    installationRequirement: string;
    outputCapability: string;
    deratingCurve: string;
    orderingInformation: string;
    /** Where the product stands (contracts/product-lifecycle.ts); the content checks hold successors to the catalogue. */
    lifecycle: { state: string; date: string; successorId: number | null };
  }[];
}

/** The names a product carries for one filter group, e.g. ['RJ45', 'SFP'] for Connections or ['POE'] for the toggle. */
function valuesFor(tags: ProductTagValues, group: ProductTagsFile['tags'][number]): string[] {
  if (group.kind === 'range') return [];
  const value = tags[group.key];
  if (value === undefined || value === false) return [];
  // A toggle has one option (POE), which a product either carries or not.
  if (value === true) return group.items.slice(0, 1);
  return Array.isArray(value) ? value : [value];
}

/** The catalogue: products, their images, filter groups and items, and which product carries which item. */
export const catalogSeeder: Seeder = {
  name: 'catalog',
  async run(trx, { contentDir }) {
    const { tags } = readContentJson<ProductTagsFile>(contentDir, 'catalog/tags.json');
    const { products } = readContentJson<ProductsFile>(contentDir, 'catalog/products.json');

    await trx
      .insertInto('product_tags')
      .values(tags.map((tag, index) => ({ id: tag.id, en_name: tag.name, kind: tag.kind, family: tag.family, sort: index })))
      .execute();
    const items = tags.flatMap((tag) => tag.items.map((name, index) => ({ id: tag.id * 100 + index + 1, pid: tag.id, en_name: name, sort: index })));
    if (items.length > 0) await trx.insertInto('product_tag_items').values(items).execute();

    for (const product of products) {
      if (!isProductLifecycleState(product.lifecycle.state)) {
        throw new Error(
          `Product ${product.id} has the lifecycle state "${product.lifecycle.state}"; the states are ${PRODUCT_LIFECYCLE_STATES.join(', ')}.`,
        );
      }
    }
    await insertInChunks(
      products.map((product) => ({
        id: product.id,
        name: product.name,
        short_name: product.shortName,
        summary: product.summary,
        product_ul: product.productUl,
        category_id: product.familyId,
        sub_category_id: product.subCategoryId,
        front_category_value1: product.frontCategoryValue1,
        front_category_value2: product.frontCategoryValue2,
        introduce: product.introduce,
        specifications: product.specifications,
        ordering_information: product.orderingInformation,
        description: product.description,
        installation_requirement: product.installationRequirement,
        output_capability: product.outputCapability,
        derating_curve: product.deratingCurve,
        ports: product.ports,
        top_rank: product.topRank,
        sort: product.sort,
        lifecycle_state: product.lifecycle.state,
        lifecycle_date: product.lifecycle.date,
        successor_id: product.lifecycle.successorId,
      })),
      (chunk) => trx.insertInto('products').values(chunk).execute(),
      20,
    );

    await insertInChunks(
      products.flatMap((product) =>
        product.images.map((url, index) => ({ id: product.id * 10 + index + 1, product_id: product.id, image_url: url, sort: index })),
      ),
      (chunk) => trx.insertInto('product_images').values(chunk).execute(),
    );

    const itemId = new Map(items.map((item) => [`${item.pid}|${item.en_name}`, item.id]));
    const links = products.flatMap((product) =>
      // A product is linked only to the groups of its own family.
      tags
        .filter((tag) => tag.family === product.familyId)
        .flatMap((tag) =>
          valuesFor(product.tags, tag).map((name) => {
            const id = itemId.get(`${tag.id}|${name}`);
            if (id === undefined) throw new Error(`Product ${product.id} names an unknown ${tag.name} value: ${name}`);
            return { product_id: product.id, tag_item_id: id };
          }),
        ),
    );
    await insertInChunks(links, (chunk) => trx.insertInto('product_tag_links').values(chunk).execute());
  },
};
