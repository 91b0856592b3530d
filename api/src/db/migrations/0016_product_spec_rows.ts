import type { MigrationDatabase } from './migration-database';

/**
 * A product's datasheet as rows (section, field, value), in the order the datasheet shows them (`sort`): the product
 * comparison lines products up by (section, field), which the datasheet's HTML cannot be queried for. The catalogue
 * seeder writes them from the `specs` the content generator emits beside that HTML.
 */
export function productSpecRowsSchema() {
  return {
    async up(db: MigrationDatabase): Promise<void> {
      await db.schema
        .createTable('product_spec_rows')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_spec_rows_pk', ['product_id', 'sort'])
        .execute();
    },
    async down(db: MigrationDatabase): Promise<void> {
      await db.schema.dropTable('product_spec_rows').execute();
    },
  };
}
