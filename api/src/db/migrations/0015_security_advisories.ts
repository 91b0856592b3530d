import type { MigrationDatabase } from './migration-database';

/**
 * The product security advisories (services/advisories): one row per advisory with its CVSS 3.1 base score, vector
 * and severity; the products it concerns with the firmware versions affected (from `affected_from`, '' for every
 * version before the fix, up to `fixed_in`, '' while only mitigations help); and its revision history, numbered as
 * CSAF numbers a document's revisions. Content tables: refilled by every seed from api/content/support/advisories.json.
 */
export function securityAdvisoriesSchema() {
  return {
    async up(db: MigrationDatabase): Promise<void> {
      await db.schema
        .createTable('security_advisories')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('title', 'text', (column) => column.notNull())
        .addColumn('summary', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull())
        .addColumn('published_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .addColumn('cvss_score', 'real', (column) => column.notNull())
        .addColumn('cvss_vector', 'text', (column) => column.notNull())
        .addColumn('severity', 'text', (column) => column.notNull())
        .addColumn('cwe_id', 'text', (column) => column.notNull())
        .addColumn('cwe_name', 'text', (column) => column.notNull())
        .addColumn('mitigations', 'text', (column) => column.notNull().defaultTo('[]'))
        .addColumn('acknowledgments', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('advisory_products')
        .addColumn('advisory_id', 'text', (column) => column.notNull())
        .addColumn('product_id', 'integer', (column) => column.notNull())
        .addColumn('affected_from', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('fixed_in', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('advisory_products_pkey', ['advisory_id', 'product_id'])
        .execute();
      // A product page asks for the advisories of one product.
      await db.schema.createIndex('advisory_products_product').on('advisory_products').column('product_id').execute();
      await db.schema
        .createTable('advisory_revisions')
        .addColumn('advisory_id', 'text', (column) => column.notNull())
        .addColumn('number', 'text', (column) => column.notNull())
        .addColumn('date', 'text', (column) => column.notNull())
        .addColumn('summary', 'text', (column) => column.notNull())
        .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('advisory_revisions_pkey', ['advisory_id', 'number'])
        .execute();
    },
    async down(db: MigrationDatabase): Promise<void> {
      await db.schema.dropTable('advisory_revisions').execute();
      await db.schema.dropTable('advisory_products').execute();
      await db.schema.dropTable('security_advisories').execute();
    },
  };
}
