import { matchKey } from '../contracts/parts-list';
import { insertInChunks, readContentJson } from './content-files';
import type { Seeder } from './types';

interface ProductsFile {
  products: { id: number; name: string; orderingModels: { model: string; description: string }[] }[];
}

/**
 * The part numbers each product is ordered by (products.json's orderingModels, from its ordering table), for the
 * parts-list check. Two products whose names or part numbers share a match key would make a buyer's line ambiguous
 * ("FL-MS5008G-T" and "FL MS5008GT" are one part to the check), so such content is refused here.
 */
export const partNumbersSeeder: Seeder = {
  name: 'part-numbers',
  async run(trx, { contentDir }) {
    const { products } = readContentJson<ProductsFile>(contentDir, 'catalog/products.json');
    const owners = new Map<string, { productId: number; written: string }>();
    for (const product of products) {
      for (const written of [product.name, ...product.orderingModels.map((variant) => variant.model)]) {
        const key = matchKey(written);
        const owner = owners.get(key);
        if (owner && owner.productId !== product.id) {
          throw new Error(
            `Product ${product.id} (${written}) and product ${owner.productId} (${owner.written}) are written alike for the parts-list check`,
          );
        }
        owners.set(key, { productId: product.id, written });
      }
    }
    await insertInChunks(
      products.flatMap((product) =>
        product.orderingModels.map((variant, sort) => ({
          part_number: variant.model,
          product_id: product.id,
          description: variant.description,
          sort,
        })),
      ),
      (chunk) => trx.insertInto('product_part_numbers').values(chunk).execute(),
    );
  },
};
