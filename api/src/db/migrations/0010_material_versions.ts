import type { MigrationDatabase } from './migration-database';

/**
 * What the support list shows and searches beyond a material's title:
 * - `version`: the document's version ("V1.4", "Rev. B", a firmware's "V3.2.1"), shown with the date of that version
 *   (`publish_time`); '' for a video.
 * - `model_keys`: the document's own product model in its compact forms, space-padded (" flms5008g ms5008g "): a key
 *   naming that model exactly lists the document first.
 * - `title_words` and `search_words`: the lower-case words a key is matched against, space-padded so that a word's
 *   start is " word": the title and model; and all of them (also the summary, the product's name, the type and the
 *   models a family guide covers). The support seeder writes all four from the content.
 */
export function materialVersionsSchema() {
  return {
    async up(db: MigrationDatabase): Promise<void> {
      for (const column of ['version', 'model_keys', 'title_words', 'search_words']) {
        await db.schema
          .alterTable('materials')
          .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
    },
    async down(db: MigrationDatabase): Promise<void> {
      for (const column of ['search_words', 'title_words', 'model_keys', 'version']) {
        await db.schema.alterTable('materials').dropColumn(column).execute();
      }
    },
  };
}
