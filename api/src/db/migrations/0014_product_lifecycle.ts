import type { MigrationDatabase } from './migration-database';

/**
 * A product's place in its lifecycle (the states are listed in api/src/contracts/product-lifecycle.ts):
 * - `lifecycle_state`: 'active', 'phase-out' (its end is announced, it can still be ordered) or 'discontinued'.
 *   Rows already there are active, the state of every product before lifecycles were recorded.
 * - `lifecycle_date`: an ISO date, the last order date of a product in phase-out or the day a discontinued product
 *   left the catalogue; '' for an active product.
 * - `successor_id`: the product that replaces it, where there is one (null otherwise). Not a foreign key: the content
 *   import deletes and rewrites every product in one transaction, and the content checks refuse a successor that
 *   does not exist, is discontinued itself or is the product.
 */
export function productLifecycleSchema() {
  return {
    async up(db: MigrationDatabase): Promise<void> {
      await db.schema
        .alterTable('products')
        .addColumn('lifecycle_state', 'text', (column) => column.notNull().defaultTo('active'))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('lifecycle_date', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('products').addColumn('successor_id', 'integer').execute();
    },
    async down(db: MigrationDatabase): Promise<void> {
      for (const column of ['successor_id', 'lifecycle_date', 'lifecycle_state']) {
        await db.schema.alterTable('products').dropColumn(column).execute();
      }
    },
  };
}
