import type { MigrationDatabase } from './migration-database';

/**
 * Each filter group of the Product Center belongs to one product family (1 to 4): a switch is narrowed by managed,
 * ports, PoE and connectors, a wireless product by its Wi-Fi standard, bands and cellular radio, an accessory by its
 * kind and reach. The groups that existed before were the switch groups, hence the default of 1 for rows already
 * there (the next content import rewrites them all).
 */
export function productTagFamilySchema() {
  return {
    async up(db: MigrationDatabase): Promise<void> {
      await db.schema
        .alterTable('product_tags')
        .addColumn('family', 'integer', (column) => column.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('product_tags_family').on('product_tags').columns(['family', 'sort']).execute();
    },
    async down(db: MigrationDatabase): Promise<void> {
      await db.schema.dropIndex('product_tags_family').execute();
      await db.schema.alterTable('product_tags').dropColumn('family').execute();
    },
  };
}
