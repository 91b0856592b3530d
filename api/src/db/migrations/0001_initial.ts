import { type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../connect';

// Kysely migrations work on an untyped database: the schema is what they create.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's documented type for migrations
type AnyDb = Kysely<any>;

/** The schema every section stands on; later migrations add to it, never edit it. */
export function initialSchema(dialect: Dialect) {
  // An id the database assigns: the one place the two dialects differ here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- table builders of any table
  const autoId = <T extends CreateTableBuilder<any, any>>(table: T): T =>
    (dialect === 'postgres'
      ? table.addColumn('id', 'serial', (column) => column.primaryKey())
      : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())) as T;

  return {
    async up(db: AnyDb): Promise<void> {
      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('en_name', 'text', (c) => c.notNull())
        .addColumn('cn_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('categories_type_pid').on('categories').columns(['type', 'pid']).execute();

      await db.schema
        .createTable('advertisements')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('dictionary_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('link_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('advertisements_dictionary').on('advertisements').columns(['dictionary_id', 'sort']).execute();

      await db.schema
        .createTable('site_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('products')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('short_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('product_ul', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('sub_category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('front_category_value1', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('front_category_value2', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('introduce', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('specifications', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ordering_information', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('installation_requirement', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('output_capability', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('derating_curve', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ports', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('top_rank', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('products_sub_category').on('products').columns(['sub_category_id', 'sort']).execute();
      await db.schema.createIndex('products_category').on('products').columns(['category_id', 'sort']).execute();

      await db.schema
        .createTable('product_images')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('image_url', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('product_images_product').on('product_images').columns(['product_id', 'sort']).execute();

      await db.schema
        .createTable('product_tags')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('en_name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().defaultTo('select'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('product_tag_items')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('pid', 'integer', (c) => c.notNull().references('product_tags.id').onDelete('cascade'))
        .addColumn('en_name', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('product_tag_links')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('tag_item_id', 'integer', (c) => c.notNull().references('product_tag_items.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('product_tag_links_pk', ['product_id', 'tag_item_id'])
        .execute();
      await db.schema.createIndex('product_tag_links_item').on('product_tag_links').columns(['tag_item_id', 'product_id']).execute();

      await db.schema
        .createTable('solutions')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('type', 'integer', (c) => c.notNull())
        .addColumn('tag', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('dictionary_name2', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('banner_image_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const child of ['solution_points', 'solution_cases'] as const) {
        await db.schema
          .createTable(child)
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('solution_id', 'integer', (c) => c.notNull().references('solutions.id').onDelete('cascade'))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex(`${child}_solution`).on(child).columns(['solution_id', 'sort']).execute();
      }
      await db.schema
        .createTable('solution_products')
        .addColumn('solution_id', 'integer', (c) => c.notNull().references('solutions.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('solution_products_pk', ['solution_id', 'product_id'])
        .execute();

      await db.schema
        .createTable('attachments')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('storage_path', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('public', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('materials')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('file_type', 'integer', (c) => c.notNull())
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('attachment_id', 'integer', (c) => c.notNull().references('attachments.id'))
        .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('publish_time', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('materials_type_category').on('materials').columns(['file_type', 'category_id']).execute();

      await db.schema
        .createTable('articles')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('publish_time', 'text', (c) => c.notNull())
        .addColumn('create_time', 'text', (c) => c.notNull())
        .addColumn('img_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('articles_category_time').on('articles').columns(['category_id', 'publish_time']).execute();
      await db.schema.createIndex('articles_time').on('articles').column('publish_time').execute();

      await db.schema
        .createTable('milestones')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await autoId(db.schema.createTable('users'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('user_name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('verification_codes')
        .addColumn('email', 'text', (c) => c.primaryKey())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await autoId(db.schema.createTable('guests'))
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await autoId(db.schema.createTable('visits'))
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('referrer_host', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('visits_created').on('visits').column('created_at').execute();
    },
    async down(db: AnyDb): Promise<void> {
      for (const table of [
        'visits',
        'guests',
        'password_resets',
        'verification_codes',
        'sessions',
        'users',
        'milestones',
        'articles',
        'materials',
        'attachments',
        'solution_products',
        'solution_cases',
        'solution_points',
        'solutions',
        'product_tag_links',
        'product_tag_items',
        'product_tags',
        'product_images',
        'products',
        'site_settings',
        'advertisements',
        'categories',
      ]) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
