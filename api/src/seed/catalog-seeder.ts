import type { Seeder } from './types';
import { insertInChunks, readContentJson } from './content-files';

interface ProductTagsFile {
  tags: { id: number; name: string; kind: string; key: keyof ProductTagValues | 'ports'; items: string[] }[];
}

interface ProductTagValues {
  managed?: string;
  speed?: string;
  connections?: string[];
  poe?: boolean;
  installation?: string;
}

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
  }[];
}

/** The names a product carries for one filter group, e.g. ['RJ45', 'SFP'] for Connections or ['POE'] for the toggle. */
function valuesFor(tags: ProductTagValues, key: keyof ProductTagValues | 'ports'): string[] {
  if (key === 'ports') return [];
  const value = tags[key];
  if (value === undefined || value === false) return [];
  if (value === true) return ['POE'];
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
      .values(tags.map((tag, index) => ({ id: tag.id, en_name: tag.name, kind: tag.kind, sort: index })))
      .execute();
    const items = tags.flatMap((tag) => tag.items.map((name, index) => ({ id: tag.id * 100 + index + 1, pid: tag.id, en_name: name, sort: index })));
    if (items.length > 0) await trx.insertInto('product_tag_items').values(items).execute();

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
      tags.flatMap((tag) =>
        valuesFor(product.tags, tag.key).map((name) => {
          const id = itemId.get(`${tag.id}|${name}`);
          if (id === undefined) throw new Error(`Product ${product.id} names an unknown ${tag.name} value: ${name}`);
          return { product_id: product.id, tag_item_id: id };
        }),
      ),
    );
    await insertInChunks(links, (chunk) => trx.insertInto('product_tag_links').values(chunk).execute());
  },
};
