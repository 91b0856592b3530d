import type { Kysely } from 'kysely';
import type { ComparedProduct, CompareSpecRow, ProductCompareReply } from '../../contracts/product-compare';
import type { Database } from '../../db/schema';
import { lifecycleReader } from './product-repository';

export type ProductCompareRepository = ReturnType<typeof createProductCompareRepository>;

/** The product comparison's read: a few products with their datasheet rows, in four queries whatever their number. */
export function createProductCompareRepository(db: Kysely<Database>) {
  return {
    /**
     * The products `ids` names, in the order of `ids`, each with its first picture, its family and sub category and
     * its datasheet rows; and the ids that name no product, in the same order.
     */
    async compare(ids: readonly number[]): Promise<ProductCompareReply> {
      if (ids.length === 0) return { Products: [], UnknownIds: [] };
      const [products, images, specRows] = await Promise.all([
        db
          .selectFrom('products')
          .innerJoin('categories as top', 'top.id', 'products.category_id')
          .innerJoin('categories as sub', 'sub.id', 'products.sub_category_id')
          .select([
            'products.id',
            'products.name',
            'products.short_name',
            'products.lifecycle_state',
            'products.lifecycle_date',
            'products.successor_id',
            'products.category_id',
            'products.sub_category_id',
            'top.en_name as top_name',
            'sub.en_name as sub_name',
          ])
          .where('products.id', 'in', [...ids])
          .execute(),
        db
          .selectFrom('product_images')
          .select(['product_id', 'image_url'])
          .where('product_id', 'in', [...ids])
          .orderBy('product_id')
          .orderBy('sort')
          .execute(),
        db
          .selectFrom('product_spec_rows')
          .select(['product_id', 'section', 'field', 'value'])
          .where('product_id', 'in', [...ids])
          .orderBy('product_id')
          .orderBy('sort')
          .execute(),
      ]);

      const lifecycleOf = await lifecycleReader(db, products);
      const firstImage = new Map<number, string>();
      for (const image of images) if (!firstImage.has(image.product_id)) firstImage.set(image.product_id, image.image_url);
      const specsOf = new Map<number, CompareSpecRow[]>();
      for (const row of specRows) {
        const list = specsOf.get(row.product_id) ?? [];
        list.push({ Section: row.section, Field: row.field, Value: row.value });
        specsOf.set(row.product_id, list);
      }
      const byId = new Map(
        products.map((product): [number, ComparedProduct] => [
          product.id,
          {
            Id: product.id,
            Name: product.name,
            ShortName: product.short_name,
            ImageUrl: firstImage.get(product.id) ?? '',
            DictionaryId: product.category_id,
            EN_DictionaryName: product.top_name,
            DictionaryId2: product.sub_category_id,
            EN_DictionaryName2: product.sub_name,
            Lifecycle: lifecycleOf(product),
            Specs: specsOf.get(product.id) ?? [],
          },
        ]),
      );
      return {
        Products: ids.flatMap((id) => byId.get(id) ?? []),
        UnknownIds: ids.filter((id) => !byId.has(id)),
      };
    },
  };
}
