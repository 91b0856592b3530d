import type { MigrationDatabase } from './migration-database';

/**
 * The part numbers a product is ordered by (its ordering table's models: FL-MS5008G and its conformal-coated
 * FL-MS5008G-T, a router's -EU and -US channel plans, a software's licence SKUs), so the parts-list check can answer a
 * buyer's line that names a variant rather than the product. A part number names one product, hence the key.
 */
export function productPartNumbersSchema() {
  return {
    async up(db: MigrationDatabase): Promise<void> {
      await db.schema
        .createTable('product_part_numbers')
        .addColumn('part_number', 'text', (column) => column.primaryKey())
        .addColumn('product_id', 'integer', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('product_part_numbers_product').on('product_part_numbers').columns(['product_id', 'sort']).execute();
    },
    async down(db: MigrationDatabase): Promise<void> {
      await db.schema.dropTable('product_part_numbers').execute();
    },
  };
}
