import type { Kysely } from 'kysely';

// Kysely migrations work on an untyped database: the schema is what they create.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented type for migrations
type AnyDb = Kysely<any>;

/**
 * The support list shows the product model of every document. product_id only links a
 * material to a catalogue row that exists; the model name is kept too, so a document for a
 * product that is not (or no longer) in the catalogue still says which device it is about.
 */
export function supportSchema() {
  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .alterTable('materials')
        .addColumn('product_name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
    async down(db: AnyDb): Promise<void> {
      await db.schema.alterTable('materials').dropColumn('product_name').execute();
    },
  };
}
